// Picking a free username for a new user: usernames are unique whatever their case, so the
// derived name is tried first and then suffixed ones until an insert goes through.
import { randomInt } from "node:crypto";
import { withSuffix } from "../game/username";
import type { Db, UsersTable } from "./schema.server";

/** Tried in order: the derived name, then 2…9, then random four- to six-digit suffixes. */
export function* usernameCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; n <= 9; n += 1) yield withSuffix(base, n);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    yield withSuffix(base, randomInt(attempt < 20 ? 1000 : 100_000, attempt < 20 ? 10_000 : 1_000_000));
  }
}

/** Inserts the user under the first free candidate of `base`; null when none was free. */
export async function insertUserWithFreeUsername(
  tx: Db,
  base: string,
  fields: Omit<UsersTable, "username" | "username_key">,
): Promise<UsersTable | null> {
  // ON CONFLICT DO NOTHING, not a caught error: on PostgreSQL an error would abort the transaction.
  for (const username of usernameCandidates(base)) {
    const candidate: UsersTable = { ...fields, username, username_key: username.toLowerCase() };
    const inserted = await tx
      .insertInto("users")
      .values(candidate)
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return candidate;
  }
  return null;
}
