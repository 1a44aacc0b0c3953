// Migration v0 → v1. v0 is the layout of the spec's original app: flat stores,
// one plain object per key, no journal:
//   users          {userId}        → User
//   habits         {habitId}       → Habit (count and history included)
//   goals          {goalId}        → Goal
//   commitRecords  {recordId}      → CommitRecord
//   commitments    {commitmentId}  → Commitment
//   game           any key         → GameState (its `user` says whose)
// Per user, the journal is rebuilt from the records (in id order = log order)
// and the entity definitions; derived numbers are recomputed from the records.
import type { z } from "zod";
import {
  CommitmentSchema,
  CommitRecordSchema,
  GameStateSchema,
  GoalSchema,
  HabitSchema,
  UserSchema,
  type User,
} from "~/game/entity-schemas";
import { initialGameState } from "~/game/game-state";
import { formatIssue, referenceIssues } from "~/log/backup-schema";
import { check, storageError, type Tables } from "~/storage/backend/codec";
import { commitmentDefOf, gameFieldsOf, goalDefOf, habitDefOf } from "~/game/definitions";
import { writeGeneration } from "~/storage/checkpoints/generation";
import { isV1UsersKey, userKey, usernameKey } from "~/storage/backend/keys";
import type { UserRoot } from "~/storage/backend/schemas";
import { uniqueUsername } from "~/storage/journal/username";

/** v1 keys always contain '/'; v0 keys never do (ULIDs and the game key). */
const isLegacyKey = (key: string) => !key.includes("/");

const LEGACY_STORES = ["users", "habits", "goals", "commitRecords", "commitments", "game"] as const;

export async function hasLegacyData(tables: Tables): Promise<boolean> {
  return (await tables.users.keys()).some((key) => !isV1UsersKey(key));
}

async function readAll<S extends z.ZodType>(
  tables: Tables,
  store: (typeof LEGACY_STORES)[number],
  schema: S,
): Promise<z.output<S>[]> {
  const out: z.output<S>[] = [];
  for (const key of (await tables[store].keys()).filter(isLegacyKey)) {
    out.push(check(schema, await tables[store].raw(key), `${store}:${key} (v0)`));
  }
  return out;
}

export async function migrateV0(tables: Tables, ctx: { now: number; newId: () => string }): Promise<void> {
  const users = await readAll(tables, "users", UserSchema);
  const habits = await readAll(tables, "habits", HabitSchema);
  const goals = await readAll(tables, "goals", GoalSchema);
  const records = (await readAll(tables, "commitRecords", CommitRecordSchema)).sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  const commitments = await readAll(tables, "commitments", CommitmentSchema);
  const games = await readAll(tables, "game", GameStateSchema);
  const taken = new Set<string>();
  for (const legacyUser of [...users].sort((a, b) => a.joinedAt - b.joinedAt || (a.id < b.id ? -1 : 1))) {
    const own = <T extends { userId: string }>(items: T[]) => items.filter((item) => item.userId === legacyUser.id);
    const part = {
      user: legacyUser,
      habits: own(habits),
      goals: own(goals),
      commitments: own(commitments),
      records: own(records),
    };
    const issues = referenceIssues(part);
    if (issues.length > 0) throw storageError(`v0 data of user ${legacyUser.id}: ${formatIssue(issues[0]!)}`);
    // v0 had a unique index, but case-sensitive: 'Ann' and 'ann' both get a name now.
    const username = await uniqueUsername(legacyUser.username, async (name) => taken.has(name.toLowerCase()));
    taken.add(username.toLowerCase());
    const user: User = { ...legacyUser, username };
    const game = games.find((g) => g.user === legacyUser.id) ?? initialGameState(legacyUser.id);
    const root: UserRoot = { user, gen: ctx.newId(), account: null };
    await writeGeneration(tables, {
      root,
      type: "migrate",
      at: ctx.now,
      habits: part.habits.map(habitDefOf),
      goals: part.goals.map(goalDefOf),
      commitments: part.commitments.map(commitmentDefOf),
      game: gameFieldsOf(game),
      records: part.records,
    });
    await tables.users.set(usernameKey(username), user.id);
    await tables.users.set(userKey(user.id), root);
  }
}

/** Removes every v0 key (after the version flip). */
export async function removeLegacyKeys(tables: Tables): Promise<void> {
  for (const store of LEGACY_STORES) {
    for (const key of (await tables[store].keys()).filter(isLegacyKey)) await tables[store].remove(key);
  }
}
