// Community members and what others may see of them, on SQLite and on PostgreSQL: the member
// list and the board hold only visible users (public profile, not suspended, not hidden), items
// only when public, active and not hidden; counts leave suspended accounts out (rule 21).
import { describe, expect, it } from "vitest";
import {
  communitiesOf,
  isMember,
  joinCommunity,
  leaveCommunity,
  memberCounts,
  visibleItemsOf,
  visibleMembers,
} from "~/db/communities.server";
import { suspendUser } from "~/db/users.server";
import { rankWeeklyBoard } from "~/game/weekly-board";
import { ENGINES, useTestDatabase } from "~test/db";
import { makeItemsPublic, makePerson, makeProfilePrivate, makeProfilePublic, meetDays } from "~test/social";

const DAY_MS = 24 * 60 * 60 * 1000;
// Wednesday 2026-11-25, 12:00 UTC: this week began on Monday the 23rd.
const NOW = Date.UTC(2026, 10, 25, 12);
const START = NOW - 10 * DAY_MS;

describe.each(ENGINES)("communities on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("joins and leaves once, for the user who asks", async () => {
    const { user } = await makePerson(database.connection, "Jo");
    expect(await joinCommunity(database.connection, "running", user.id, NOW)).toBe(true);
    expect(await joinCommunity(database.connection, "running", user.id, NOW)).toBe(false);
    expect(await isMember(database.connection, "running", user.id)).toBe(true);
    expect(await communitiesOf(database.connection, user.id)).toEqual(["running"]);
    expect(await leaveCommunity(database.connection, "running", user.id)).toBe(true);
    expect(await leaveCommunity(database.connection, "running", user.id)).toBe(false);
    expect(await isMember(database.connection, "running", user.id)).toBe(false);
  });

  it("shows only visible members and visible items; hidden items and suspended users never appear", async () => {
    const community = "reading";
    const people = await Promise.all(
      ["Ann", "Ben", "Cat", "Dan", "Eve"].map((name) => makePerson(database.connection, name, { now: START })),
    );
    const [ann, ben, cat, dan, eve] = people.map((person) => person.user);
    const habits = new Map<string, string>();
    for (const [user, days] of [
      [ann!, [NOW - 2 * DAY_MS, NOW - DAY_MS, NOW]],
      [ben!, [NOW - DAY_MS, NOW]],
      [cat!, [NOW]],
      [dan!, [NOW - DAY_MS, NOW]],
      [eve!, [NOW]],
    ] as const) {
      const { habitId } = await meetDays(database.connection, user.id, `Read (${user.name})`, [...days], NOW);
      habits.set(user.id, habitId);
      await joinCommunity(database.connection, community, user.id, NOW);
      await makeProfilePublic(database.connection, user.id, NOW);
      await makeItemsPublic(database.connection, user.id);
    }
    const board = async () =>
      rankWeeklyBoard(await visibleMembers(database.connection, community), NOW).map((place) => [
        place.member.username,
        place.daysMet,
        place.streak,
      ]);
    const titles = async () =>
      (
        await visibleItemsOf(
          database.connection,
          people.map((person) => person.user.id),
        )
      )
        .map((item) => item.title)
        .sort();

    expect(await board()).toEqual([
      [ann!.username, 3, 3],
      [ben!.username, 2, 2],
      [dan!.username, 2, 2],
      [cat!.username, 1, 1],
      [eve!.username, 1, 1],
    ]);
    expect(await titles()).toEqual(["Read (Ann)", "Read (Ben)", "Read (Cat)", "Read (Dan)", "Read (Eve)"]);

    // An admin hides Ann's habit and Ben's profile, Cat is suspended, Dan turns his profile private.
    const hide = { hidden_by: eve!.id, hidden_at: NOW, reason: null };
    await database.connection.db
      .insertInto("hidden_items")
      .values([
        { ...hide, target_kind: "habit", user_id: ann!.id, item_id: habits.get(ann!.id)! },
        { ...hide, target_kind: "profile", user_id: ben!.id, item_id: "" },
      ])
      .execute();
    await database.connection.db.transaction().execute((tx) => suspendUser(tx, cat!.id, "Spam.", NOW));
    await makeProfilePrivate(database.connection, dan!.id);

    expect(await board()).toEqual([
      [ann!.username, 3, 3],
      [eve!.username, 1, 1],
    ]);
    expect(await titles()).toEqual(["Read (Eve)"]);
    const members = (await visibleMembers(database.connection, community)).map((member) => member.username).sort();
    expect(members).toEqual([ann!.username, eve!.username].sort());
    // Counted: everyone but the suspended account, public profile or not.
    expect((await memberCounts(database.connection)).get(community)).toBe(4);
  });
});
