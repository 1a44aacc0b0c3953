import type { User } from "~/game/entity-schemas";
import { GameError } from "~/game/errors";
import { getBrowserStorage } from "~/storage";
import type { Account } from "~/account/account";
import { currentAccount, rememberAccount } from "./current-account";
import { claimLocalId } from "./server-account";

// Parent and child loaders run in parallel on each navigation; they share one
// lookup of the signed-in local user instead of asking the server twice.
let pending: Promise<User | null> | null = null;

/** The local user of the signed-in account (created on first sign-in), or null. */
export function signInLocalUser(): Promise<User | null> {
  pending ??= (async () => {
    const account = await currentAccount();
    if (!account) return null;
    const user = await getBrowserStorage().signIn(account);
    const serverId = account.userId;
    return serverId === undefined || user.id === serverId ? user : reconcileIds(account, serverId, user);
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/**
 * This device holds data for the account under another id than the server's user. A brand-new
 * server user (first sign-in anywhere) takes the local id; otherwise the server's user came
 * first (another device), and the local data moves to its id, whole (a re-key through the
 * backup path). Unreachable server: nothing changes now; the next online visit decides.
 */
async function reconcileIds(account: Account, serverId: string, local: User): Promise<User> {
  const storage = getBrowserStorage();
  const claim = await claimLocalId(local.id);
  if (claim.outcome === "claimed") {
    rememberAccount(claim.account);
    return storage.signIn(claim.account);
  }
  if (claim.outcome === "unreachable") return local;
  try {
    return await storage.rekeyUser(local.id, serverId);
  } catch (error) {
    // Another tab may have moved the data first: then the account already finds it under the server's id.
    const again = await storage.signIn(account);
    if (again.id === serverId) return again;
    throw error;
  }
}

/** After sign-out or a profile edit, the next lookup starts afresh. */
export function forgetLocalUser(): void {
  pending = null;
}

/** The signed-in local user, for a change someone asks for: NO_SESSION when no one is signed in. */
export async function requireLocalUser(): Promise<User> {
  const user = await signInLocalUser();
  if (!user) throw new GameError("NO_SESSION");
  return user;
}

/** What a page loads for the signed-in local user, or null when no one is signed in (the page says so). */
export async function loadForLocalUser<T>(load: (user: User) => Promise<T>): Promise<T | null> {
  const user = await signInLocalUser();
  return user ? load(user) : null;
}
