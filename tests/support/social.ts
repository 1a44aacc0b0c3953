// People for the social tests, the e2e spec and the community bench, made directly through the
// repositories and the sync path (pushActions runs the projection, which fills user_stats and
// social_items), never through HTTP. Public flags are set in the tables until the UI that sets
// them (issue #22, profiles branch) exists.
import { ulid } from "ulid";
import type { Connection } from "~/db/connection.server";
import { pushActions } from "~/db/sync.server";
import { signInAccount, type AccountProfile, type ServerUser } from "~/db/users.server";
import { EngineDevice } from "./sync-device";

export type Person = { user: ServerUser; account: AccountProfile };

let nextAccount = 1;

/** A new account and its server user (Google, a fresh provider id unless one is given). */
export async function makePerson(
  connection: Connection,
  name: string,
  {
    providerId = `social-${process.pid}-${nextAccount++}`,
    now = Date.now(),
  }: { providerId?: string; now?: number } = {},
): Promise<Person> {
  const account: AccountProfile = { provider: "google", providerId, name };
  const { user } = await signInAccount(connection, account, "accounts", { now, newId: () => ulid(now) });
  return { user, account };
}

/** Turns the user's profile public (what Settings → Public profile will do). */
export async function makeProfilePublic(connection: Connection, userId: string, now = Date.now()): Promise<void> {
  await connection.db
    .insertInto("profiles")
    .values({ user_id: userId, public_since: now, updated_at: now })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ public_since: now, updated_at: now }))
    .execute();
}

export async function makeProfilePrivate(connection: Connection, userId: string): Promise<void> {
  await connection.db.updateTable("profiles").set({ public_since: null }).where("user_id", "=", userId).execute();
}

/** Marks the user's habits and goals (those named, or all) Public in the server's copy. */
export async function makeItemsPublic(connection: Connection, userId: string, itemIds?: string[]): Promise<void> {
  let query = connection.db.updateTable("social_items").set({ is_public: 1 }).where("user_id", "=", userId);
  if (itemIds) query = query.where("item_id", "in", itemIds);
  await query.execute();
}

/**
 * A habit (daily target 1) under a daily XP target of 5, made a minute before the first of `days`
 * (instants, best at noon), then one +1 on each of them: each of those days is met (6 XP or
 * more), and no other. Pushed through the server's sync path; returns the habit's id.
 * The user must have been made at or before the first day (the server refuses older actions).
 */
export async function meetDays(
  connection: Connection,
  userId: string,
  title: string,
  days: number[],
  now: number = Date.now(),
): Promise<{ habitId: string; device: EngineDevice }> {
  const device = new EngineDevice(userId, `device-${ulid().toLowerCase()}`);
  const first = Math.min(...days) - 60_000;
  device.act({ type: "game/setDailyTarget", dailyTarget: 5 }, first - 1000);
  device.act({ type: "habit/create", input: { title, dailyTarget: 1 } }, first);
  const habitId = Object.values(device.world.habits).find((habit) => habit.title === title)!.id;
  for (const at of [...days].sort((a, b) => a - b)) device.act({ type: "habit/count", habitId, delta: 1 }, at);
  await pushActions(connection, userId, device.push(), now);
  return { habitId, device };
}
