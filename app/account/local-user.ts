import type { User } from "~/game/entity-schemas";
import { GameError } from "~/game/errors";
import { getBrowserStorage } from "~/storage";
import { currentAccount } from "./current-account";

// Parent and child loaders run in parallel on each navigation; they share one
// lookup of the signed-in local user instead of asking the server twice.
let pending: Promise<User | null> | null = null;

/** The local user of the signed-in account (created on first sign-in), or null. */
export function signInLocalUser(): Promise<User | null> {
  pending ??= (async () => {
    const account = await currentAccount();
    return account ? getBrowserStorage().signIn(account) : null;
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
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
