// People and social scenarios for the server-database tests, the e2e specs and the social benches
// (issue #22): users with synced habits and goals (each Public or not, live or deleted), public
// profiles, days met, suspensions and admins' hides, made through the repositories and real sync
// pushes (which write the social projection), never through HTTP.
import { ulid } from "ulid";
import type { Connection } from "~/db/connection.server";
import { saveProfileFields, setProfilePublic } from "~/db/profiles.server";
import { pushActions } from "~/db/sync.server";
import { signInAccount, type AccountProfile, type ServerUser } from "~/db/users.server";
import { DAY_MS, type Day } from "~/game/day";
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

/** Turns the user's profile public, as Settings → Public profile does. */
export async function makeProfilePublic(connection: Connection, userId: string, now = Date.now()): Promise<void> {
  await setProfilePublic(connection, userId, true, now);
}

export async function makeProfilePrivate(connection: Connection, userId: string, now = Date.now()): Promise<void> {
  await setProfilePublic(connection, userId, false, now);
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
 * more), and no other. Pushed through the server's sync path live, each action when it happens
 * (never after `now`), so every day is witnessed (rule 26); returns the habit's id.
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
  const live = async (at: number) => {
    await pushActions(connection, userId, device.push(), Math.min(at, now));
    device.pending = [];
  };
  const first = Math.min(...days) - 60_000;
  device.act({ type: "game/setDailyTarget", dailyTarget: 5 }, first - 1000);
  device.act({ type: "habit/create", input: { title, dailyTarget: 1 } }, first);
  await live(first);
  const habitId = Object.values(device.world.habits).find((habit) => habit.title === title)!.id;
  for (const at of [...days].sort((a, b) => a - b)) {
    device.act({ type: "habit/count", habitId, delta: 1 }, at);
    await live(at);
  }
  return { habitId, device };
}

export type ItemPlan = {
  kind: "habit" | "goal";
  title: string;
  isPublic: boolean;
  active: boolean;
  /** A habit's schedule as its editor sends it (issue #32); absent = every day. */
  schedule?: { kind: string; days?: number[]; times?: number; every?: number };
  /** A habit's today skipped (issue #32), after its one count. */
  skipToday?: boolean;
  /** A note on the habit's today (rule 32): never shown to anyone but its owner. */
  note?: string;
};
export type SocialUser = { id: string; username: string; name: string; email: string; providerId: string };

let next = 0;

/** A user signed up ten days ago through Google, with an email the public side must never show. */
export async function socialUser(connection: Connection, name: string, email: string): Promise<SocialUser> {
  const createdAt = Date.now() - 10 * DAY_MS;
  const providerId = `social-${Date.now()}-${++next}`;
  const { user } = await signInAccount(connection, { provider: "google", providerId, name, email }, "accounts", {
    now: createdAt,
    newId: () => ulid(createdAt),
  });
  return { id: user.id, username: user.username, name: user.name, email, providerId };
}

/**
 * Pushes the items as one device would: each habit made (Public or not), counted once and maybe
 * its today skipped; each goal made of a fresh habit of its own (a private one, "<title> base");
 * the inactive ones deleted; then the vacation planned, if any (issue #32). Every action must be
 * applied by the server's referee. Returns the item ids by title.
 */
export async function pushItems(
  connection: Connection,
  user: SocialUser,
  items: ItemPlan[],
  { vacation }: { vacation?: { from: Day; to: Day } } = {},
): Promise<Map<string, string>> {
  const device = new EngineDevice(user.id, `device-${user.providerId}`.slice(0, 60));
  const ids = new Map<string, string>();
  let at = Date.now() - 60_000;
  for (const item of items) {
    if (item.kind === "habit") {
      const input = { title: item.title, dailyTarget: 1, isPublic: item.isPublic };
      device.act({ type: "habit/create", input: item.schedule ? { ...input, schedule: item.schedule } : input }, at++);
      const habit = Object.values(device.world.habits).find((each) => each.title === item.title)!;
      ids.set(item.title, habit.id);
      const { day } = device.act({ type: "habit/count", habitId: habit.id, delta: 1 }, at++);
      if (item.skipToday) device.act({ type: "habit/skip", habitId: habit.id, day, skipped: true }, at++);
      if (item.note) device.act({ type: "habit/setNote", habitId: habit.id, day, note: item.note }, at++);
      if (!item.active) device.act({ type: "habit/delete", habitId: habit.id }, at++);
    } else {
      device.act({ type: "habit/create", input: { title: `${item.title} base`, dailyTarget: 1 } }, at++);
      const base = Object.values(device.world.habits).find((each) => each.title === `${item.title} base`)!;
      const input = { title: item.title, description: "A goal", xpTarget: 100, isPublic: item.isPublic };
      device.act({ type: "goal/create", input: { ...input, commitments: [base.commitmentId] } }, at++);
      const goal = Object.values(device.world.goals).find((each) => each.title === item.title)!;
      ids.set(item.title, goal.id);
      if (!item.active) device.act({ type: "goal/delete", goalId: goal.id }, at++);
    }
  }
  if (vacation) device.act({ type: "game/planVacation", ...vacation }, at++);
  if (device.pending.length > 0) {
    const push = device.push();
    const { results } = await pushActions(connection, user.id, push);
    const applied = results.filter((result) => result.status === "applied");
    if (applied.length !== push.actions.length) throw new Error(`Not all applied: ${JSON.stringify(results)}`);
  }
  return ids;
}

export async function makePublic(connection: Connection, user: SocialUser, bio = `Bio of ${user.name}`) {
  const now = Date.now();
  await saveProfileFields(connection, user.id, { bio, pictureUrl: null, location: null, url: null }, now);
  await setProfilePublic(connection, user.id, true, now);
}

/** What an admin does (the moderation work builds the real thing): hide a profile ('') or an item. */
export async function hide(connection: Connection, kind: "profile" | "habit" | "goal", userId: string, itemId = "") {
  await connection.db
    .insertInto("hidden_items")
    .values({
      target_kind: kind,
      user_id: userId,
      item_id: itemId,
      hidden_by: userId,
      hidden_at: Date.now(),
      reason: null,
    })
    .execute();
}

export async function suspend(connection: Connection, userId: string) {
  await connection.db
    .updateTable("users")
    .set({ suspended_at: Date.now(), suspended_reason: "test" })
    .where("id", "=", userId)
    .execute();
}
