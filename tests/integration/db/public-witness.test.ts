// Public numbers count only what the server witnessed (issue #30 point 3, rule 26, ADR 0030), on
// both engines: a year of fabricated history stays its owner's own (public streak, days met and
// board place stay at what was witnessed), an account takes one history upload (409 after), an
// upload with times before the account existed is refused, and a live push counts publicly up
// to 48 h after its day ended under its own day rule, not after.
import { describe, expect, it } from "vitest";
import { joinCommunity, visibleMembers } from "~/db/communities.server";
import { getDatabase } from "~/db/database.server";
import { follow } from "~/db/follows.server";
import { friendsFeed } from "~/db/friends-feed.server";
import { publicProfileOf } from "~/db/public-profile.server";
import { readSyncState } from "~/db/sync-state.server";
import { exportSyncData } from "~/db/sync-pull.server";
import { pushActions } from "~/db/sync.server";
import { dayOf, DAY_MS, HOUR_MS } from "~/game/day";
import { isDayMet } from "~/game/streak";
import { rankWeeklyBoard } from "~/game/weekly-board";
import { action as uploadAction } from "~/routes/sync.upload";
import { HISTORY_ALREADY_UPLOADED, uploadUrl, type UploadTarget } from "~/log/upload";
import { ENGINES, useServerDatabase } from "~test/db";
import { deviceMeeting, historyFileOf } from "~test/history-file";
import { makeItemsPublic, makeProfilePublic, meetDays } from "~test/social";
import { noonUtcDaysAgo } from "~test/storage";
import { serverAccount } from "~test/sync-accounts";
import { EngineDevice } from "~test/sync-device";
import { call, context, ORIGIN, useEnv } from "../auth/helpers";

const upload = (target: UploadTarget, body: string, cookie: string) =>
  call(() =>
    uploadAction({
      request: new Request(`${ORIGIN}${uploadUrl(target)}`, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/json", Cookie: cookie, Origin: ORIGIN },
      }),
      params: {},
      context,
    }),
  );

/** Noon UTC of each of the `count` days ending `newest` days ago. */
const noons = (count: number, newest: number) => Array.from({ length: count }, (_, i) => noonUtcDaysAgo(newest + i));

const statsOf = async (userId: string) =>
  (await getDatabase()).db
    .selectFrom("user_stats")
    .select(["days_met", "streak", "best_streak"])
    .where("user_id", "=", userId)
    .executeTakeFirst();

let communities = 0;

describe.each(ENGINES)("public numbers count what the server witnessed, on %s", (engine) => {
  useServerDatabase(engine, (url) => useEnv({ DATABASE_URL: url, SYNC: "on" }));

  it("refuses a year of history uploaded by an account made seconds ago: times before the account existed", async () => {
    const account = await serverAccount(await getDatabase(), Date.now() - 5000, "Fresh");
    const { device } = deviceMeeting(account.user.id, "forger-0001", noons(365, 1));
    const response = await upload(
      { clientId: "forger-0001", mutationId: 1 },
      historyFileOf(device, account.user, Date.now()),
      await account.cookie(),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^The history of this device could not be uploaded: .*Before this account existed \(it was made on /,
    );
    expect((await exportSyncData(await getDatabase(), account.user.id)).log).toEqual([]);
    expect(await statsOf(account.user.id)).toBeUndefined();
  });

  it("keeps a year of uploaded history the owner's own: public streak, days met and board place stay at what was witnessed", async () => {
    const connection = await getDatabase();
    const forger = await serverAccount(connection, Date.now() - 400 * DAY_MS, "Forger");
    const honest = await serverAccount(connection, Date.now() - 400 * DAY_MS, "Honest");
    // 365 met days ending three days ago: each ended more than 48 h before the upload.
    const { device } = deviceMeeting(forger.user.id, "forger-0002", noons(365, 3));
    const response = await upload(
      { clientId: "forger-0002", mutationId: 1 },
      historyFileOf(device, forger.user, Date.now()),
      await forger.cookie(),
    );
    expect(response.status).toBe(200);
    // The owner's history is whole: the server's state holds every met day.
    const state = await readSyncState(connection, forger.user.id);
    const met = Object.values(state!.world.game.xpHistory).filter((xp) => isDayMet(xp, 5));
    expect(met).toHaveLength(365);
    expect(state!.world.game.xpHistory).toEqual(device.world.game.xpHistory);

    // Public: nothing was witnessed.
    await makeProfilePublic(connection, forger.user.id);
    await makeItemsPublic(connection, forger.user.id);
    const profile = await publicProfileOf(connection, forger.user.username, Date.now());
    expect(profile?.stats).toEqual({ currentStreak: 0, bestStreak: 0, daysMet: 0 });
    expect(await statsOf(forger.user.id)).toEqual({ days_met: 0, streak: 0, best_streak: 0 });

    // One live day met today ranks first; the year of uploaded history ranks nowhere above it.
    await meetDays(connection, honest.user.id, "Swim", [Date.now() - 60_000]);
    await makeProfilePublic(connection, honest.user.id);
    const community = `witness-${engine}-${++communities}`;
    for (const user of [forger.user, honest.user]) await joinCommunity(connection, community, user.id, Date.now());
    const board = rankWeeklyBoard(await visibleMembers(connection, community), Date.now());
    expect(board.map((place) => [place.member.username, place.daysMet, place.streak])).toEqual([
      [honest.user.username, 1, 1],
      [forger.user.username, 0, 0],
    ]);

    // The Friends feed shows no day of it either.
    await follow(connection, honest.user.id, forger.user.username, Date.now());
    expect((await friendsFeed(connection, honest.user.id)).lines).toEqual([]);
  });

  it("answers a second history upload (another client id) with 409 and changes nothing", async () => {
    const connection = await getDatabase();
    const account = await serverAccount(connection, Date.now() - 30 * DAY_MS, "Twice");
    const cookie = await account.cookie();
    const first = deviceMeeting(account.user.id, "laptop-0003", noons(10, 3)).device;
    expect(
      (await upload({ clientId: "laptop-0003", mutationId: 1 }, historyFileOf(first, account.user, Date.now()), cookie))
        .status,
    ).toBe(200);
    const before = await readSyncState(connection, account.user.id);
    const log = (await exportSyncData(connection, account.user.id)).log;

    const second = deviceMeeting(account.user.id, "phone-00003", noons(10, 3)).device;
    const response = await upload(
      { clientId: "phone-00003", mutationId: 1 },
      historyFileOf(second, account.user, Date.now()),
      cookie,
    );
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe(HISTORY_ALREADY_UPLOADED);
    expect(await readSyncState(connection, account.user.id)).toEqual(before);
    expect((await exportSyncData(connection, account.user.id)).log).toEqual(log);
  });

  it("counts a live push publicly up to 48 h after its day ended under its own day rule, and not after", async () => {
    const connection = await getDatabase();
    for (const rule of [
      { timeZone: "UTC", startHour: 0 },
      // UTC−10 all year, the day starting at 4: noon UTC is 02:00 there, still the day before,
      // which ends two hours later (04:00 local).
      { timeZone: "Pacific/Honolulu", startHour: 4 },
    ]) {
      const endAfterNoon = (rule.startHour === 0 ? 12 : 2) * HOUR_MS;
      const account = await serverAccount(connection, Date.now() - 30 * DAY_MS, "Offline");
      const userId = account.user.id;
      const device = new EngineDevice(userId, "offline-0004");
      const start = noonUtcDaysAgo(20);
      device.act({ type: "game/setDayRule", ...rule }, start - 3000);
      device.act({ type: "game/setDailyTarget", dailyTarget: 5 }, start - 2000);
      const habitId = device.createHabit({ title: "Read", dailyTarget: 1 }, start - 1000);
      await pushActions(connection, userId, device.push(), start);
      device.pending = [];
      // Day A (20 days ago, live): a +1 at noon UTC, pushed the next morning (UTC), while offline.
      device.act({ type: "habit/count", habitId, delta: 1 }, start + 1000);
      const dayA = device.pending[0]!.day;
      await pushActions(connection, userId, device.push(), start + 21 * HOUR_MS);
      device.pending = [];
      expect(await statsOf(userId)).toEqual({ days_met: 1, streak: 1, best_streak: 1 });
      // Day B (three days later): pushed exactly 48 h after it ended: still counts.
      const dayBEnd = noonUtcDaysAgo(17) + endAfterNoon;
      device.act({ type: "habit/count", habitId, delta: 1 }, noonUtcDaysAgo(17));
      await pushActions(connection, userId, device.push(), dayBEnd + 48 * HOUR_MS);
      device.pending = [];
      expect(await statsOf(userId)).toMatchObject({ days_met: 2 });
      // Day C (three days later): pushed 49 h after it ended: the owner has it, the public does not.
      const dayCEnd = noonUtcDaysAgo(14) + endAfterNoon;
      const late = device.act({ type: "habit/count", habitId, delta: 1 }, noonUtcDaysAgo(14));
      await pushActions(connection, userId, device.push(), dayCEnd + 49 * HOUR_MS);
      device.pending = [];
      expect(await statsOf(userId)).toMatchObject({ days_met: 2 });
      const xp = (await readSyncState(connection, userId))!.world.game.xpHistory;
      expect(isDayMet(xp[late.day]!, 5) && isDayMet(xp[dayA]!, 5)).toBe(true);
    }
  });

  it("steps a public streak over a vacation only when its plan reached the server before the days went by", async () => {
    const connection = await getDatabase();
    const streaks: Record<string, unknown> = {};
    for (const plan of ["in time", "backdated"] as const) {
      const account = await serverAccount(connection, Date.now() - 30 * DAY_MS, `Away ${plan}`);
      const userId = account.user.id;
      const device = new EngineDevice(userId, "phone-0001");
      // Every day is in the past whatever the hour: the last met day is yesterday.
      device.act({ type: "game/setDailyTarget", dailyTarget: 5 }, noonUtcDaysAgo(21) - 2000);
      const habitId = device.createHabit({ title: "Walk", dailyTarget: 1 }, noonUtcDaysAgo(21) - 1000);
      const away = { from: dayOf(noonUtcDaysAgo(18)), to: dayOf(noonUtcDaysAgo(5)) };
      // Days 21 to 19 ago met, each pushed live; "in time" plans days 18 to 5 ago on day 19.
      for (const at of noons(3, 19).reverse()) {
        device.act({ type: "habit/count", habitId, delta: 1 }, at);
        if (plan === "in time" && at === noonUtcDaysAgo(19)) device.act({ type: "game/planVacation", ...away }, at + 1);
        await pushActions(connection, userId, device.push(), at + HOUR_MS);
        device.pending = [];
      }
      // Back: days 4 ago to yesterday met, live.
      for (const at of noons(4, 1).reverse()) {
        device.act({ type: "habit/count", habitId, delta: 1 }, at);
        await pushActions(connection, userId, device.push(), at + HOUR_MS);
        device.pending = [];
      }
      if (plan === "backdated") {
        // The same plan, dated day 19 by another device but sent today: the owner keeps it, the public does not.
        const late = new EngineDevice(userId, "laptop-0002");
        late.act({ type: "game/planVacation", ...away }, noonUtcDaysAgo(19) + 1);
        const result = await pushActions(connection, userId, late.push());
        expect(result.results.map((each) => each.status)).toEqual(["applied"]);
        expect((await readSyncState(connection, userId))!.world.game.vacations).toEqual([away]);
      }
      streaks[plan] = await statsOf(userId);
    }
    expect(streaks).toEqual({
      "in time": { days_met: 7, streak: 7, best_streak: 7 },
      backdated: { days_met: 7, streak: 4, best_streak: 4 },
    });
  });

  it("shows a public habit's days met and streak from what the server witnessed: a day pushed too late is its owner's only", async () => {
    const connection = await getDatabase();
    const account = await serverAccount(connection, Date.now() - 30 * DAY_MS, "Reader");
    const userId = account.user.id;
    const laptop = new EngineDevice(userId, "laptop-0006");
    const habitId = laptop.createHabit({ title: "Read", dailyTarget: 1 }, noonUtcDaysAgo(8));
    const send = async (device: EngineDevice, receivedAt: number) => {
      await pushActions(connection, userId, device.push(), receivedAt);
      device.pending = [];
    };
    await send(laptop, noonUtcDaysAgo(8) + 1000);
    // The phone has the habit too (as if pulled), and is offline from day 4 ago until yesterday.
    const phone = new EngineDevice(userId, "phone-00006");
    phone.world = laptop.world;
    phone.act({ type: "habit/count", habitId, delta: 1 }, noonUtcDaysAgo(4));
    // Every other day from 7 ago to yesterday met from the laptop, each pushed live.
    for (const at of [...noons(3, 1), ...noons(3, 5)].reverse()) {
      laptop.act({ type: "habit/count", habitId, delta: 1 }, at);
      await send(laptop, at + HOUR_MS);
    }
    // Day 4's +1 reaches the server yesterday: more than 48 h after that day ended.
    await send(phone, noonUtcDaysAgo(1) + 2 * HOUR_MS);
    const owner = (await readSyncState(connection, userId))!.world.habits[habitId]!;
    expect(Object.values(owner.history).filter((count) => count >= 1)).toHaveLength(7);

    await makeProfilePublic(connection, userId);
    await makeItemsPublic(connection, userId);
    const habitOn = async (now: number) =>
      (await publicProfileOf(connection, account.user.username, now))!.habits.map(
        ({ title, today, daysMet, streak }) => ({ title, today, daysMet, streak }),
      );
    // Public: day 4 was not witnessed, so 6 days met and a streak of the 3 days since it.
    expect(await habitOn(Date.now())).toEqual([
      { title: "Read", today: 0, daysMet: 6, streak: { count: 3, unit: "days" } },
    ]);
    // Today unmet does not break it; once today is over unmet, it is broken.
    expect(await habitOn(Date.now() + 2 * DAY_MS)).toEqual([
      { title: "Read", today: 0, daysMet: 6, streak: { count: 0, unit: "days" } },
    ]);
  });
});
