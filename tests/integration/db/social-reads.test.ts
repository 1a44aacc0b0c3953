// Issue #22's reads and writes on both engines: the public profile (only what is visible now),
// follows (only visible profiles; lists name only visible people), the Friends feed (newest
// first, paged without gaps or doubles, filtered when read), and a user's own server data
// (downloaded whole, deleted whole).
import { describe, expect, it } from "vitest";
import { exportAccountData, deleteAccount } from "~/db/account-data.server";
import { follow, followsOf, isFollowing, unfollow } from "~/db/follows.server";
import { decodeCursor, friendsFeed } from "~/db/friends-feed.server";
import { profileSettingsOf, setProfilePublic } from "~/db/profiles.server";
import { publicProfileOf } from "~/db/public-profile.server";
import { pushActions } from "~/db/sync.server";
import { DAY_MS, HOUR_MS } from "~/game/day";
import { ENGINES, useTestDatabase } from "~test/db";
import { EngineDevice } from "~test/sync-device";
import { noonUtcDaysAgo } from "~test/storage";
import { hide, makePublic, pushItems, socialUser, suspend } from "~test/social";

describe.each(ENGINES)("social reads on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("a public profile shows the owner's Public, live, unhidden items and nothing once private, hidden or suspended", async () => {
    const ada = await socialUser(database.connection, "Ada Reads", "ada.reads@secret.example");
    const ids = await pushItems(database.connection, ada, [
      { kind: "habit", title: "Read", isPublic: true, active: true },
      { kind: "habit", title: "Gym", isPublic: true, active: true, schedule: { kind: "weekdays", days: [4, 0, 2] } },
      { kind: "habit", title: "Diary", isPublic: false, active: true },
      { kind: "habit", title: "Old", isPublic: true, active: false },
      { kind: "goal", title: "Finish the book", isPublic: true, active: true },
      { kind: "goal", title: "Secret goal", isPublic: false, active: true },
    ]);
    const now = Date.now();
    expect(await publicProfileOf(database.connection, ada.username, now)).toBeNull(); // off by default

    await makePublic(database.connection, ada, "Reading every day");
    const profile = await publicProfileOf(database.connection, ada.username.toUpperCase(), now);
    expect(profile).toMatchObject({
      userId: ada.id,
      username: ada.username,
      name: "Ada Reads",
      bio: "Reading every day",
    });
    // A public habit shows its schedule in words, as the server's replay of the push made it (issue #32).
    expect(profile!.habits.map((habit) => [habit.title, habit.schedule])).toEqual([
      ["Read", null],
      ["Gym", "Mon, Wed and Fri"],
    ]);
    expect(profile!.goals.map((goal) => [goal.title, goal.xpTarget, goal.percent])).toEqual([
      ["Finish the book", 100, 0],
    ]);
    expect(profile!.stats).toEqual({ currentStreak: 1, bestStreak: 1, daysMet: 1 });
    expect(JSON.stringify(profile)).not.toContain("secret.example");

    await hide(database.connection, "habit", ada.id, ids.get("Read")!);
    await hide(database.connection, "habit", ada.id, ids.get("Gym")!);
    expect((await publicProfileOf(database.connection, ada.username, now))!.habits).toEqual([]);
    await hide(database.connection, "profile", ada.id);
    expect(await publicProfileOf(database.connection, ada.username, now)).toBeNull();
    await database.connection.db.deleteFrom("hidden_items").where("target_kind", "=", "profile").execute();
    expect(await publicProfileOf(database.connection, ada.username, now)).not.toBeNull();
    await suspend(database.connection, ada.id);
    expect(await publicProfileOf(database.connection, ada.username, now)).toBeNull();
    expect(await publicProfileOf(database.connection, "no_such_person", now)).toBeNull();
    expect(await publicProfileOf(database.connection, "not a username!", now)).toBeNull();
  });

  it("a mention links only to a profile others may see: private, suspended and unknown people stay plain text", async () => {
    const shown = await socialUser(database.connection, "Cy Shown", "cy@secret.example");
    const quiet = await socialUser(database.connection, "Di Quiet", "di@secret.example");
    const gone = await socialUser(database.connection, "Ed Gone", "ed@secret.example");
    const writer = await socialUser(database.connection, "Fay Writes", "fay@secret.example");
    await makePublic(database.connection, shown);
    await makePublic(database.connection, gone);
    await suspend(database.connection, gone.id);
    const mentions = [shown, quiet, gone].map((user) => `@${user.username}`).join(", ");
    await makePublic(database.connection, writer, `Running with ${mentions} and @no_such_person`);
    const profile = await publicProfileOf(database.connection, writer.username, Date.now());
    expect(profile!.mentionable).toEqual([shown.username.toLowerCase()]);
  });

  it("a public habit shows its count on its owner's today, and 0 once that day is over", async () => {
    const kim = await socialUser(database.connection, "Kim Counts", "kim@secret.example");
    await makePublic(database.connection, kim);
    const device = new EngineDevice(kim.id, "phone-kim-0001");
    // Two days ago and yesterday: every time is in the past, whatever the hour.
    const noon = noonUtcDaysAgo(2);
    const habitId = device.createHabit({ title: "Squats", dailyTarget: 3, isPublic: true }, noon);
    device.act({ type: "habit/count", habitId, delta: 1 }, noon + 1000);
    device.act({ type: "habit/count", habitId, delta: 1 }, noon + 2000);
    await pushActions(database.connection, kim.id, device.push(), noon + HOUR_MS);
    device.pending = [];
    const squatsAt = async (now: number) =>
      (await publicProfileOf(database.connection, kim.username, now))!.habits.map((habit) => [
        habit.title,
        habit.today,
      ]);
    // Kim's day rule is UTC's: read on that day, then on the next.
    expect(await squatsAt(noon + 2 * HOUR_MS)).toEqual([["Squats", 2]]);
    expect(await squatsAt(noon + DAY_MS)).toEqual([["Squats", 0]]);
    device.act({ type: "habit/count", habitId, delta: 1 }, noon + DAY_MS);
    await pushActions(database.connection, kim.id, device.push(), noon + DAY_MS + 1000);
    expect(await squatsAt(noon + DAY_MS + 2000)).toEqual([["Squats", 1]]);
  });

  it("turning Public profile off hides at once; on again keeps the first day it was on", async () => {
    const bo = await socialUser(database.connection, "Bo Public", "bo@secret.example");
    await makePublic(database.connection, bo);
    const since = (await profileSettingsOf(database.connection, bo.id)).publicSince;
    expect(since).not.toBeNull();
    expect(await setProfilePublic(database.connection, bo.id, true, Date.now() + 5000)).toBe(since);
    expect(await setProfilePublic(database.connection, bo.id, false, Date.now())).toBeNull();
    expect(await publicProfileOf(database.connection, bo.username, Date.now())).toBeNull();
  });

  it("follows: only visible profiles, never oneself; the lists name only people visible now", async () => {
    const [me, pub, priv] = await Promise.all([
      socialUser(database.connection, "Me Follower", "me@secret.example"),
      socialUser(database.connection, "Pub Person", "pub@secret.example"),
      socialUser(database.connection, "Priv Person", "priv@secret.example"),
    ]);
    await makePublic(database.connection, pub);
    await makePublic(database.connection, me);
    const now = Date.now();
    expect(await follow(database.connection, me.id, pub.username, now)).toBe("followed");
    expect(await follow(database.connection, me.id, pub.username, now)).toBe("followed"); // twice is once
    expect(await follow(database.connection, me.id, me.username, now)).toBe("self");
    expect(await follow(database.connection, me.id, priv.username, now)).toBe("not-visible");
    expect(await follow(database.connection, priv.id, me.username, now)).toBe("followed"); // a private profile may follow
    expect(await isFollowing(database.connection, me.id, pub.id)).toBe(true);

    const mine = await followsOf(database.connection, me.id);
    expect(mine.following).toEqual({ people: [expect.objectContaining({ username: pub.username })], privateCount: 0 });
    expect(mine.followers).toEqual({ people: [], privateCount: 1 });
    expect(JSON.stringify(mine)).not.toContain(priv.username);

    // pub goes private: still followed, but only counted now.
    await setProfilePublic(database.connection, pub.id, false, now);
    expect((await followsOf(database.connection, me.id)).following).toEqual({ people: [], privateCount: 1 });
    await unfollow(database.connection, me.id, pub.username);
    expect(await isFollowing(database.connection, me.id, pub.id)).toBe(false);
    await unfollow(database.connection, me.id, "nobody_at_all"); // nothing to stop is fine
  });

  it("the Friends feed: followed people's public lines, newest first, in pages with no gap or double", async () => {
    const reader = await socialUser(database.connection, "Feed Reader", "reader@secret.example");
    const authors = await Promise.all(
      [0, 1, 2].map((i) => socialUser(database.connection, `Author ${i}`, `author${i}@secret.example`)),
    );
    for (const [i, author] of authors.entries()) {
      await pushItems(database.connection, author, [
        ...Array.from({ length: 12 }, (_, j) => ({
          kind: "habit" as const,
          title: `A${i} public ${j}`,
          isPublic: true,
          active: true,
        })),
        { kind: "habit", title: `A${i} private`, isPublic: false, active: true },
      ]);
      await makePublic(database.connection, author);
    }
    const now = Date.now();
    for (const author of authors.slice(0, 2)) await follow(database.connection, reader.id, author.username, now);

    const lines = [];
    let page = await friendsFeed(database.connection, reader.id, { limit: 5 });
    lines.push(...page.lines);
    while (page.next) {
      page = await friendsFeed(database.connection, reader.id, { limit: 5, before: decodeCursor(page.next) });
      lines.push(...page.lines);
    }
    const titles = lines.flatMap((line) => (line.item ? [line.item.title] : []));
    expect(new Set(lines.map((line) => line.key)).size).toBe(lines.length);
    expect(titles.filter((title) => title.includes("public")).sort()).toEqual(
      [0, 1].flatMap((i) => Array.from({ length: 12 }, (_, j) => `A${i} public ${j}`)).sort(),
    );
    expect(titles.some((title) => title.includes("private") || title.startsWith("A2"))).toBe(false);
    expect(
      lines
        .filter((line) => line.kind === "day_met")
        .map((line) => line.author.username)
        .sort(),
    ).toEqual(
      authors
        .slice(0, 2)
        .map((author) => author.username)
        .sort(),
    );
    const times = lines.map((line) => line.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // An author going private takes every line away at once.
    await setProfilePublic(database.connection, authors[0]!.id, false, now);
    const after = await friendsFeed(database.connection, reader.id, { limit: 100 });
    expect(after.lines.every((line) => line.author.username === authors[1]!.username)).toBe(true);
    expect(decodeCursor("not-a-cursor")).toBeNull();
  });

  it("downloads everything about a user (no secret, no private follower's name) and deletes it all", async () => {
    const owner = await socialUser(database.connection, "Data Owner", "owner@secret.example");
    const fan = await socialUser(database.connection, "Private Fan", "fan@secret.example");
    const idol = await socialUser(database.connection, "Public Idol", "idol@secret.example");
    await pushItems(database.connection, owner, [{ kind: "habit", title: "Run", isPublic: true, active: true }]);
    await makePublic(database.connection, owner);
    await makePublic(database.connection, idol);
    const now = Date.now();
    await follow(database.connection, fan.id, owner.username, now);
    await follow(database.connection, owner.id, idol.username, now);
    await database.connection.db
      .insertInto("community_members")
      .values({ community_id: "running", user_id: owner.id, joined_at: now })
      .execute();
    await database.connection.db
      .insertInto("reports")
      .values({
        id: `01J${String(now).padStart(23, "0")}`.slice(0, 26),
        reporter_id: owner.id,
        target_kind: "profile",
        target_user_id: idol.id,
        target_item_id: "",
        reason: "spam",
        note: null,
        created_at: now,
        status: "open",
        resolved_by: null,
        resolved_at: null,
      })
      .execute();
    await database.connection.db
      .insertInto("sessions")
      .values({
        id: `01K${String(now).padStart(23, "0")}`.slice(0, 26),
        token_hash: "hash-that-must-not-leave",
        user_id: owner.id,
        provider: "google",
        provider_id: owner.providerId,
        created_at: now,
        expires_at: now + 1000,
        last_seen_at: now,
        device: "Firefox on Linux",
      })
      .execute();

    const data = await exportAccountData(database.connection, owner.id, now);
    expect(data).toMatchObject({
      account: { id: owner.id, username: owner.username },
      signInAccounts: [{ provider: "google", email: "owner@secret.example" }],
      sessions: [{ device: "Firefox on Linux" }],
      profile: { bio: `Bio of ${owner.name}` },
      follows: { following: [{ username: idol.username }], followers: [{ private: true }] },
      memberships: [{ communityId: "running" }],
      reportsMade: [{ target_kind: "profile", reason: "spam" }],
    });
    expect(data!.sync.log.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    expect(text).not.toContain("hash-that-must-not-leave");
    expect(text).not.toContain(fan.username);

    expect(await deleteAccount(database.connection, owner.id)).toBe(true);
    expect(await exportAccountData(database.connection, owner.id, now)).toBeNull();
    for (const table of [
      "sessions",
      "accounts",
      "sync_log",
      "profiles",
      "social_items",
      "activity",
      "community_members",
    ] as const) {
      expect(
        await database.connection.db.selectFrom(table).select("user_id").where("user_id", "=", owner.id).execute(),
      ).toEqual([]);
    }
    expect(
      await database.connection.db.selectFrom("follows").selectAll().where("followee_id", "=", owner.id).execute(),
    ).toEqual([]);
    expect(
      await database.connection.db.selectFrom("reports").selectAll().where("reporter_id", "=", owner.id).execute(),
    ).toEqual([]);
    expect(await publicProfileOf(database.connection, idol.username, now)).not.toBeNull(); // others untouched
    expect(await deleteAccount(database.connection, owner.id)).toBe(false);
  });
});
