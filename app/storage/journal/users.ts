// Local users: sign-in (create on first sign-in, keyed by provider:providerId,
// never by email), look-ups and profile edits. The root `user/{id}` is the
// truth; `username/…` and `account/…` are index keys written before it and
// checked against it on read, so a crash between writes never makes a name
// taken by nobody or a user unreachable.
import { AccountSchema, accountKey as accountOf, type Account } from "~/account/account";
import type { z } from "zod";
import type { User } from "~/game/entity-schemas";
import { GameError } from "~/game/errors";
import { emailSchema, nameSchema, pictureUrlSchema } from "~/game/field-schemas";
import { ProfileInputSchema, parseInput, type ProfileInput } from "~/game/input-schemas";
import type { Tables } from "~/storage/backend/codec";
import { accountKey, userKey, usernameKey } from "~/storage/backend/keys";
import { UserIdSchema, UserRootSchema, type UserRoot } from "~/storage/backend/schemas";
import { deriveUsername, uniqueUsername, USERNAME_TAKEN } from "./username";

export type UserCtx = { now: number; newId: () => string };

export function readRoot(tables: Tables, userId: string): Promise<UserRoot | null> {
  return tables.users.get(UserRootSchema, userKey(userId));
}

/** The user holding `username` (case-insensitive), if the index and the root agree. */
export async function userByUsername(tables: Tables, username: string): Promise<User | null> {
  const id = await tables.users.get(UserIdSchema, usernameKey(username));
  if (!id) return null;
  const root = await readRoot(tables, id);
  return root && root.user.username.toLowerCase() === username.toLowerCase() ? root.user : null;
}

export async function isUsernameTaken(
  tables: Tables,
  username: string,
  except: readonly string[] = [],
): Promise<boolean> {
  const holder = await userByUsername(tables, username);
  return holder !== null && !except.includes(holder.id);
}

export function takenError(path: (string | number)[] = ["username"]): GameError {
  return new GameError("VALIDATION", { issues: [{ path, message: USERNAME_TAKEN }] });
}

/** A provider value that passes our field rules, else nothing (a bad picture link is dropped, not stored). */
function optionalValid<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined {
  if (value === undefined) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * Ensures the local user of `account`; returns it (created on first sign-in). With the server's
 * user in the account (`userId`, `username`), a new local user takes that id and username, and
 * an existing one takes the server's username (the server's is authoritative). An existing user
 * under another id is returned as it is: making the ids agree (a claim on the server, or a
 * re-key of the local data) is the caller's decision.
 */
export async function signInAccount(
  tables: Tables,
  input: Account,
  ctx: UserCtx,
): Promise<{ user: User; created: boolean }> {
  const account = parseInput(AccountSchema, input);
  const key = accountOf(account);
  const indexedId = await tables.users.get(UserIdSchema, accountKey(key));
  const root = await ownRoot(tables, key, indexedId, account.userId);
  if (root) {
    let next: UserRoot = root;
    // The tier comes from the server at every sign-in (rule 12, docs/rules.md); names stay as the user edited them.
    if (root.user.tier !== account.tier || root.account !== key) {
      next = { ...root, account: key, user: { ...root.user, tier: account.tier } };
    }
    const username = account.username;
    if (username !== undefined && username !== root.user.username) {
      next = { ...next, user: { ...next.user, username } };
    }
    if (next !== root) {
      await moveUsername(tables, root.user.id, root.user.username, next.user.username, () =>
        tables.users.set(userKey(root.user.id), next),
      );
    }
    if (indexedId !== root.user.id) await tables.users.set(accountKey(key), root.user.id);
    return { user: next.user, created: false };
  }
  // A crash after the account key but before the root left `indexedId`: reuse it (the server's id first).
  const id = account.userId ?? indexedId ?? ctx.newId();
  // The server's username is unique among all users; a local user still holding it is renamed
  // by its own next sign-in, and meanwhile is not found by it (see userByUsername).
  const username =
    account.username ??
    (await uniqueUsername(deriveUsername(account.handle ?? account.name), (name) =>
      isUsernameTaken(tables, name, [id]),
    ));
  const user: User = {
    id,
    username,
    name: optionalValid(nameSchema, account.name) ?? username,
    joinedAt: ctx.now,
    tier: account.tier,
  };
  const email = optionalValid(emailSchema, account.email);
  const pictureUrl = optionalValid(pictureUrlSchema, account.pictureUrl);
  if (email !== undefined) user.email = email;
  if (pictureUrl !== undefined) user.pictureUrl = pictureUrl;
  await tables.users.set(accountKey(key), id);
  await tables.users.set(usernameKey(username), id);
  await tables.users.set(userKey(id), { user, gen: ctx.newId(), account: key } satisfies UserRoot);
  return { user, created: true };
}

/**
 * The account's local user: the one its index names, else (an interrupted re-key or import
 * flipped nothing yet) a root of this account under the server's id.
 */
async function ownRoot(
  tables: Tables,
  key: string,
  indexedId: string | null,
  serverId: string | undefined,
): Promise<UserRoot | null> {
  const indexed = indexedId ? await readRoot(tables, indexedId) : null;
  if (indexed) return indexed;
  const byServerId = serverId ? await readRoot(tables, serverId) : null;
  return byServerId && byServerId.account === key ? byServerId : null;
}

/** Applies a profile form (ProfileInputSchema); a taken username is a VALIDATION error on `username`. */
export async function editProfile(tables: Tables, userId: string, input: ProfileInput): Promise<User> {
  const values = parseInput(ProfileInputSchema, input);
  const root = await readRoot(tables, userId);
  if (!root) throw new GameError("NO_SESSION", { detail: `no local user ${userId}` });
  if (await isUsernameTaken(tables, values.username, [userId])) throw takenError();
  const { id, joinedAt, tier } = root.user;
  const user: User = { id, username: values.username, name: values.name, joinedAt, tier };
  for (const field of ["email", "bio", "location", "url", "pictureUrl", "birthDate"] as const) {
    const value = values[field];
    if (value !== undefined) (user as Record<string, unknown>)[field] = value;
  }
  await moveUsername(tables, userId, root.user.username, user.username, () =>
    tables.users.set(userKey(userId), { ...root, user }),
  );
  return user;
}

/** Claims the new name, runs `writeRoot`, then frees the old name. */
export async function moveUsername(
  tables: Tables,
  userId: string,
  from: string | null,
  to: string,
  writeRoot: () => Promise<void>,
): Promise<void> {
  const renamed = from === null || from.toLowerCase() !== to.toLowerCase();
  if (renamed) await tables.users.set(usernameKey(to), userId);
  await writeRoot();
  if (renamed && from !== null) {
    // After the root write: a failure here leaves a stale index key, which readers ignore.
    try {
      const holder = await tables.users.get(UserIdSchema, usernameKey(from));
      if (holder === userId) await tables.users.remove(usernameKey(from));
    } catch {
      // See above.
    }
  }
}
