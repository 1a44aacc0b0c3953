import { SignedInAccountSchema, type Account } from "~/account/account";
import { mirrorAccount, readMirroredAccount } from "~/storage/account-mirror";
import { noteServerSync } from "~/sync/server-sync";

const SESSION_TIMEOUT_MS = 4000;

/**
 * Who is signed in: asked of the server when it can be reached, otherwise the
 * copy mirrored on this device. The server's answer always updates the copy.
 */
export async function currentAccount(): Promise<Account | null> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return readMirroredAccount();
  try {
    const response = await fetch("/auth/session", {
      credentials: "same-origin",
      cache: "no-store",
      signal: AbortSignal.timeout(SESSION_TIMEOUT_MS),
    });
    if (!response.ok) return readMirroredAccount();
    const body = (await response.json()) as { account: unknown; sync?: unknown };
    const parsed = body.account === null ? null : SignedInAccountSchema.parse(body.account);
    noteServerSync(body.sync === true);
    rememberAccount(parsed);
    return parsed;
  } catch {
    return readMirroredAccount();
  }
}

/**
 * Keeps the device's copy: enough to find the local user offline (provider, ids, username, tier),
 * without the email or picture, which the local user already holds.
 */
export function rememberAccount(account: Account | null): void {
  if (!account) return mirrorAccount(null);
  const { email: _email, pictureUrl: _pictureUrl, ...kept } = account;
  mirrorAccount(kept);
}

/** Signing out forgets the session on this device; local data stays. */
export function forgetAccount(): void {
  mirrorAccount(null);
}
