// The Market through storage (ADR 0007): the market query, persistence through
// checkpoints and reloads, the refresh spending freezes, the feed, backups.
import { describe, expect, it } from "vitest";
import { GameError } from "~/game/errors";
import { momentumOf } from "~/game/momentum";
import { memoryBackend } from "~/storage/backend/backend";
import { formatIssue } from "~/log/backup-schema";
import { faultyBackend } from "~test/faulty-backend";
import {
  ALICE_ACCOUNT,
  DAY,
  expectConsistent,
  HOUR,
  journalOf,
  testClock,
  testStorage,
} from "~test/storage-assertions";

/**
 * A user with 25 coins on day 1 (2024-05-10), daily XP target 5: a goal of 100 XP (smaller goals pay no
 * REACH bonus, rule 17) reached by 95 counts of its habit and the daily check.
 */
async function rich(options = {}) {
  const backend = memoryBackend();
  const clock = testClock();
  const storage = testStorage(backend, clock, options);
  const user = await storage.signIn(ALICE_ACCOUNT);
  const run = (action: Parameters<typeof storage.dispatch>[1]) => storage.dispatch(user.id, action);
  await run({ type: "game/setDailyTarget", dailyTarget: 5 });
  await run({ type: "habit/create", input: { title: "Walk", dailyTarget: 95 } });
  const walk = (await storage.loadHome(user.id)).habits[0]!.habit;
  await run({
    type: "goal/create",
    input: { title: "Move", description: "Walk", xpTarget: 100, commitments: [walk.commitmentId] },
  });
  for (let i = 0; i < 95; i++) await run({ type: "habit/count", habitId: walk.id, delta: 1 });
  return { backend, clock, storage, user, walk, run };
}

describe("market query", () => {
  it("shows coins, the freeze offer and rewards with the reason a redeem is not possible", async () => {
    const { storage, user, run } = await rich();
    await run({ type: "market/createReward", input: { title: "Movie night", price: 30 } });
    await run({ type: "market/createReward", input: { title: "Tea", price: 5 } });
    const market = await storage.market(user.id);
    expect(market).toMatchObject({
      coins: 25,
      streak: 1,
      freezes: { held: 0, max: 2, price: 10, refusal: null, frozenDays: [] },
      history: [],
    });
    expect(market.rewards.map((r) => [r.title, r.price, r.refusal])).toEqual([
      ["Tea", 5, null],
      ["Movie night", 30, "Not enough coins: this costs 30 and you have 25."],
    ]);
  });

  it("a redeem and freezes persist through a checkpoint and a fresh tab; the feed names them", async () => {
    const { storage, user, run, backend, clock } = await rich();
    const { records } = await run({ type: "market/createReward", input: { title: "Tea", price: 5 } });
    const rewardId = records[0]!.instanceId;
    await run({ type: "market/redeem", rewardId });
    await storage.flush();
    await run({ type: "market/buyFreeze" });
    await run({ type: "market/buyFreeze" });
    const fresh = testStorage(backend, clock);
    const market = await fresh.market(user.id);
    expect(market.coins).toBe(0);
    expect(market.freezes).toMatchObject({
      held: 2,
      refusal: "You already hold 2 streak freezes, the most you can hold.",
    });
    expect(market.history.map((h) => [h.event, h.title, h.coins])).toEqual([
      ["FREEZE_BUY", "Streak freeze", -10],
      ["FREEZE_BUY", "Streak freeze", -10],
      ["REWARD_REDEEM", "Tea", -5],
    ]);
    const feed = await fresh.feed(user.id, { limit: 4 });
    expect(feed.items.map((i) => [i.record.kind, i.record.event, i.title])).toEqual([
      ["Market", "FREEZE_BUY", "Streak freeze"],
      ["Market", "FREEZE_BUY", "Streak freeze"],
      ["Market", "REWARD_REDEEM", "Tea"],
      ["Market", "REWARD_CREATE", "Tea"],
    ]);
    await expectConsistent(backend, user.id, clock);
  });

  it("a refused purchase writes nothing and keeps the coins", async () => {
    const counter = faultyBackend(memoryBackend());
    const clock = testClock();
    const storage = testStorage(counter, clock);
    const user = await storage.signIn(ALICE_ACCOUNT);
    const { records } = await storage.dispatch(user.id, {
      type: "market/createReward",
      input: { title: "Cake", price: 10 },
    });
    const writes = counter.writes;
    const error = await storage
      .dispatch(user.id, { type: "market/redeem", rewardId: records[0]!.instanceId })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameError);
    expect(error).toMatchObject({
      code: "NOT_ENOUGH_COINS",
      message: "Not enough coins: this costs 10 and you have 0.",
    });
    await expect(storage.dispatch(user.id, { type: "market/buyFreeze" })).rejects.toMatchObject({
      code: "NOT_ENOUGH_COINS",
    });
    expect(counter.writes).toBe(writes);
    expect((await storage.market(user.id)).coins).toBe(0);
  });
});

describe("the daily refresh spends freezes", () => {
  it("a missed day keeps the streak: FREEZE_USE is written with the refresh, once", async () => {
    const { storage, user, run, walk, backend, clock } = await rich();
    await run({ type: "market/buyFreeze" });
    expect((await storage.loadHome(user.id)).streak).toBe(1);
    clock.advance(2 * DAY); // 2024-05-11 missed
    const home = await storage.loadHome(user.id);
    expect([home.streak, home.game.lastStreak]).toEqual([1, 1]);
    const market = await storage.market(user.id);
    expect(market.freezes).toMatchObject({ held: 0, frozenDays: ["2024-05-11"] });
    expect(market.history[0]).toMatchObject({ event: "FREEZE_USE", day: "2024-05-11", coins: 0 });
    const refresh = (await journalOf(backend, user.id)).at(-1)!;
    expect(refresh.type).toBe("game/refresh");
    expect(refresh.records.map((r) => [r.event, r.data])).toEqual([["FREEZE_USE", { day: "2024-05-11" }]]);
    // Today met (one +1 of Walk is 1 XP: the target comes down to it): the streak goes on past the frozen day.
    await run({ type: "game/setDailyTarget", dailyTarget: 1 });
    const { home: after } = await run({ type: "habit/count", habitId: walk.id, delta: 1 });
    expect(after.streak).toBe(2);
    await expectConsistent(backend, user.id, clock);
  });

  it("a new day's first action carries the refresh's FREEZE_USE in its entry", async () => {
    const { user, run, walk, backend } = await rich();
    await run({ type: "market/buyFreeze" });
    await run({ type: "game/setDailyTarget", dailyTarget: 1 });
    const clock = testClock(Date.UTC(2024, 4, 12, 8));
    const later = testStorage(backend, clock);
    const { records, home } = await later.dispatch(user.id, { type: "habit/count", habitId: walk.id, delta: 1 });
    expect(records.map((r) => r.event)).toEqual(["FREEZE_USE", "COUNT_UP"]);
    expect(home.streak).toBe(2);
    expect((await journalOf(backend, user.id)).at(-1)!.type).toBe("habit/count");
  });

  it("without a freeze the streak is lost", async () => {
    const { storage, user, clock } = await rich();
    clock.advance(2 * DAY);
    expect((await storage.loadHome(user.id)).streak).toBe(0);
  });
});

describe("live momentum", () => {
  it("a new user's first day: momentum is today's XP, not 0", async () => {
    const clock = testClock();
    const storage = testStorage(memoryBackend(), clock);
    const user = await storage.signIn(ALICE_ACCOUNT);
    await storage.dispatch(user.id, { type: "habit/create", input: { title: "Water", dailyTarget: 3 } });
    const habitId = (await storage.loadHome(user.id)).habits[0]!.habit.id;
    let home = (await storage.dispatch(user.id, { type: "habit/count", habitId, delta: 1 })).home;
    for (let i = 0; i < 2; i++)
      ({ home } = await storage.dispatch(user.id, { type: "habit/count", habitId, delta: 1 }));
    // START 5 + 3 × COUNT_UP + DAILYCHECK 5 = 13 XP today.
    expect([home.daily.xp, home.momentum]).toEqual([13, 13]);
    clock.advance(DAY + HOUR);
    ({ home } = await storage.dispatch(user.id, { type: "habit/count", habitId, delta: 1 }));
    // (13 + 1) / 2 active days.
    expect(home.momentum).toBe(7);
    expect(home.momentum).toBe(momentumOf(await storage.xpHistory(user.id)));
  });
});

describe("backups with Market records", () => {
  it("round-trip the rewards, freezes and frozen days", async () => {
    const { storage, user, run, clock } = await rich();
    const { records } = await run({ type: "market/createReward", input: { title: "Tea", price: 5 } });
    await run({ type: "market/redeem", rewardId: records[0]!.instanceId });
    await run({ type: "market/buyFreeze" });
    clock.advance(2 * DAY);
    const before = await storage.market(user.id);
    const text = await storage.exportBackup(user.id);
    await storage.importBackup(user.id, text);
    expect(await storage.market(user.id)).toEqual(before);
    expect(before.freezes.frozenDays).toEqual(["2024-05-11"]);
  });

  it("refuses Market records that point at nothing", async () => {
    const { storage, user, run } = await rich();
    await run({ type: "market/buyFreeze" });
    const backup = JSON.parse(await storage.exportBackup(user.id)) as { records: Record<string, unknown>[] };
    const buy = backup.records.find((r) => r.event === "FREEZE_BUY")!;
    const redeem = { ...buy, id: "01J0000000000000000000ZZZ1", event: "REWARD_REDEEM", data: null };
    const use = { ...buy, id: "01J0000000000000000000ZZZ2", event: "FREEZE_USE", data: { day: "2024-13-01" } };
    const twice = { ...use, id: "01J0000000000000000000ZZZ3", data: { day: "2024-05-09" } };
    backup.records.push(redeem, use, twice);
    const error = await storage.importBackup(user.id, JSON.stringify(backup)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameError);
    const n = backup.records.length;
    expect((error as GameError).issues.map(formatIssue)).toEqual([
      `records[${n - 3}].instanceId: No reward with this id was created before.`,
      `records[${n - 2}].data.day: Date must be in YYYY-MM-DD format.`,
      `records[${n - 1}].instanceId: No unused streak freeze with this id was bought before.`,
    ]);
  });
});
