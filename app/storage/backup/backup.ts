// Export and import of one user's whole data. Import writes the new data under
// a new namespace and then flips one key (the user's root, or the account index
// when the backup brings its own user id), so a crash before the flip leaves the
// old data as it was and a crash after it only leaves garbage to remove.
import type { User } from "~/game/entity-schemas";
import { GameError } from "~/game/errors";
import type { World } from "~/game/world";
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from "~/log/backup-schema";
import type { Tables } from "~/storage/backend/codec";
import { commitmentDefOf, gameFieldsOf, goalDefOf, habitDefOf } from "~/game/definitions";
import { recordsOf, replayJournal } from "~/log/entry";
import { writeGeneration } from "~/storage/checkpoints/generation";
import { readJournal } from "~/storage/journal/journal";
import { accountKey, namespaceOf, userKey, usernameKey } from "~/storage/backend/keys";
import { UserIdSchema, type UserRoot } from "~/storage/backend/schemas";
import type { JournalEntry } from "~/log/entry-schema";
import type { UserCache } from "~/storage/journal/user-cache";
import { isUsernameTaken, readRoot, takenError } from "~/storage/journal/users";

/** The backup of a user's data (all months of history are not needed: records carry them). */
export async function backupOf(tables: Tables, c: UserCache, now: number): Promise<Backup> {
  return backupOfWorld(c.root.user, c.world, await readJournal(tables, c.ns), now);
}

/** The backup of what `entries` (a journal from its first entry on) hold. */
export function backupOfJournal(user: User, entries: readonly JournalEntry[], now: number): Backup {
  return backupOfWorld(user, replayJournal(user.id, entries), entries, now);
}

function backupOfWorld(user: User, world: World, entries: readonly JournalEntry[], now: number): Backup {
  // A snapshot holds the server's state without its records: a backup of it would lose them (ADR 0027).
  if (entries.some((entry) => entry.world)) throw new GameError("HISTORY_ARRIVING");
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now,
    user,
    game: gameFieldsOf(world.game),
    commitments: Object.values(world.commitments),
    habits: Object.values(world.habits).map(({ history: _history, ...habit }) => habit),
    goals: Object.values(world.goals),
    records: recordsOf(entries),
  };
}

export type ImportCtx = { now: number; newId: () => string };

/**
 * Replaces the data of `userId` with `backup` (already validated). Returns the
 * user now holding the data: `userId`, or the backup's own id when it differs
 * (the account then signs in as that id, so record ids and owners stay as they were).
 */
export async function importInto(tables: Tables, userId: string, backup: Backup, ctx: ImportCtx): Promise<User> {
  const target = await readRoot(tables, userId);
  if (!target) throw new GameError("NO_SESSION", { detail: `no local user ${userId}` });
  const newId = backup.user.id;
  const rekey = newId !== userId;
  if (rekey) {
    const holder = await readRoot(tables, newId);
    // A root of the same account is what an interrupted earlier import left.
    if (target.account === null || (holder && holder.account !== target.account)) {
      throw new GameError("VALIDATION", {
        issues: [{ path: ["user", "id"], message: "This backup belongs to another user on this device." }],
      });
    }
  }
  if (await isUsernameTaken(tables, backup.user.username, [userId, newId])) throw takenError(["user", "username"]);
  // Tier is the account's (set by the server at sign-in), never the file's.
  const user: User = { ...backup.user, tier: target.user.tier };
  const gen = ctx.newId();
  const oldNs = namespaceOf(userId, target.gen);
  const root: UserRoot = {
    user,
    gen,
    account: target.account,
    cleanup: { namespaces: rekey ? [userId] : [oldNs], users: rekey ? [userId] : [] },
  };
  await writeGeneration(tables, {
    root,
    type: "import",
    at: ctx.now,
    habits: backup.habits.map((h) => habitDefOf({ ...h, history: {} })),
    goals: backup.goals.map(goalDefOf),
    commitments: backup.commitments.map(commitmentDefOf),
    game: backup.game,
    records: backup.records,
  });
  if (!rekey) {
    // Claim the name, flip the root, free the old name (see moveUsername).
    await tables.users.set(usernameKey(user.username), userId);
    await tables.users.set(userKey(userId), root);
  } else {
    await tables.users.set(userKey(newId), root);
    await tables.users.set(accountKey(target.account!), newId); // the flip
    await tables.users.set(usernameKey(user.username), newId);
  }
  if (target.user.username.toLowerCase() !== user.username.toLowerCase()) {
    const holder = await tables.users.get(UserIdSchema, usernameKey(target.user.username)).catch(() => null);
    if (holder === userId) await tables.users.remove(usernameKey(target.user.username)).catch(() => undefined);
  }
  return user;
}

/**
 * The same backup owned by `userId`: the user's id and every owner field move to it, nothing
 * else changes. How a device's local data follows its account to the server's user id (issue #20).
 */
export function rekeyBackup(backup: Backup, userId: string): Backup {
  return {
    ...backup,
    user: { ...backup.user, id: userId },
    commitments: backup.commitments.map((commitment) => ({ ...commitment, userId })),
    habits: backup.habits.map((habit) => ({ ...habit, userId })),
    goals: backup.goals.map((goal) => ({ ...goal, userId })),
    records: backup.records.map((record) => ({ ...record, userId })),
  };
}
