// One use per OAuth state. remix-auth-oauth2 checks the state against its cookie but does not
// consume it, so a replayed callback (same URL, same cookie) would run again. Each state is
// claimed here once; the callback also expires the state cookie. Memory is per process and
// bounded; across processes the provider's single-use authorization code still stops a replay.
import { STATE_COOKIE_MAX_AGE_SECONDS } from "./authenticator.server";

const TTL_MS = (STATE_COOKIE_MAX_AGE_SECONDS + 60) * 1000;
const MAX_ENTRIES = 10_000;
const claimed = new Map<string, number>();

function prune(now: number) {
  for (const [state, expiresAt] of claimed) {
    if (expiresAt > now && claimed.size <= MAX_ENTRIES) break; // insertion order: oldest first
    claimed.delete(state);
  }
}

/** True the first time a state is seen (within its lifetime), false on every later try. */
export function claimState(state: string, now = Date.now()): boolean {
  prune(now);
  const expiresAt = claimed.get(state);
  if (expiresAt !== undefined && expiresAt > now) return false;
  claimed.set(state, now + TTL_MS);
  return true;
}
