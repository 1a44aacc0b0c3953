// One token request per sign-in attempt. remix-auth-oauth2 checks a callback's state against
// the state cookie but does not consume it, so a replayed callback (same URL, same cookie)
// would run again. Each attempt is claimed here once, by the PKCE verifier the state cookie
// holds for that state, just before its token request: only after the state has matched
// its cookie, so junk callbacks never reach this record and cannot push real attempts out
// of it. (The callback also expires the state cookies.) Memory is per process and bounded;
// across processes the provider's single-use authorization code still stops a replay.

/** The state + PKCE verifier cookie lives 10 minutes: long enough to pass a consent screen. */
export const STATE_COOKIE_MAX_AGE_SECONDS = 10 * 60;

const TTL_MS = (STATE_COOKIE_MAX_AGE_SECONDS + 60) * 1000;
const MAX_ENTRIES = 10_000;
const claimed = new Map<string, number>();

function prune(now: number) {
  for (const [attempt, expiresAt] of claimed) {
    if (expiresAt > now && claimed.size <= MAX_ENTRIES) break; // insertion order: oldest first
    claimed.delete(attempt);
  }
}

/** True the first time an attempt (its code verifier) is seen within its lifetime, false on every later try. */
export function claimSignInAttempt(codeVerifier: string, now = Date.now()): boolean {
  prune(now);
  const expiresAt = claimed.get(codeVerifier);
  if (expiresAt !== undefined && expiresAt > now) return false;
  claimed.set(codeVerifier, now + TTL_MS);
  return true;
}
