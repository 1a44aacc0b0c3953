import { describe, expect, it } from "vitest";
import { act } from "./act";
import type { Action } from "./action-schema";
import { MARKET, STREAK_FREEZE_TITLE } from "./constants";
import { CommitRecordSchema, type CommitRecord } from "./entity-schemas";
import { ERRORS, toastOfError } from "./errors";
import { isEventOfKind } from "./events";
import { activeRewards, freezeRefusal, MARKET_MESSAGES, notEnoughCoinsMessage, shortOfCoins } from "./market";
import { applyRecords, replay } from "./projection";
import { makeRecord, rollbackRecord } from "./records";
import { MARKET_REWARD_ROWS, MARKET_REWARDS, rewardFor } from "./rewards";
import { ALICE, BOB, deepFreeze, expectGameError, run, testCtx, type TestCtx } from "~test/game";
import { baseOf, emptyWorld, WorldSchema, type World } from "./world";

/** A world with `coins` coins (from REACH records of a goal id nobody knows: only the balance moves). */
function withCoins(coins: number, ctx: TestCtx = testCtx()): World {
  const reaches = Math.ceil(coins / 25);
  const records: CommitRecord[] = [];
  for (let i = 0; i < reaches; i++) {
    records.push(makeRecord({ event: "REACH", kind: "Goal", instanceId: "01J0000000000000000000000G" }, ctx, ALICE));
  }
  const over = reaches * 25 - coins;
  for (let i = 0; i < over; i++) {
    records.push(makeRecord({ event: "GIVEUP", kind: "Habit", instanceId: "01J0000000000000000000000H" }, ctx, ALICE));
  }
  const world = applyRecords(emptyWorld(ALICE), records);
  expect(world.game.coins).toBe(coins);
  return deepFreeze(world);
}

const create = (title: string, price: number): Action => ({ type: "market/createReward", input: { title, price } });

describe("market rewards", () => {
  it("createReward records REWARD_CREATE (0/0) with the trimmed title and price as data", () => {
    const ctx = testCtx();
    const { world, log } = run([create("  Movie night  ", 30)], ctx);
    expect(log).toHaveLength(1);
    const [record] = log;
    expect(record).toMatchObject({
      event: "REWARD_CREATE",
      kind: "Market",
      reward: { xp: 0, coins: 0 },
      data: { title: "Movie night", price: 30 },
      userId: ALICE,
    });
    expect(CommitRecordSchema.parse(record)).toEqual(record);
    expect(world.market.rewards[record!.instanceId]).toEqual({
      id: record!.instanceId,
      title: "Movie night",
      price: 30,
      createdAt: ctx.now,
      deletedAt: null,
      redeemed: 0,
    });
    expect(world.game.xpHistory).toEqual({ "2024-05-10": 0 });
  });

  it.each([
    [{ title: "   ", price: 5 }, "title", MARKET_MESSAGES.titleEmpty],
    [{ title: "x".repeat(101), price: 5 }, "title", MARKET_MESSAGES.titleTooLong],
    [{ title: "Tea", price: 0 }, "price", MARKET_MESSAGES.priceMin],
    [{ title: "Tea", price: 100_001 }, "price", MARKET_MESSAGES.priceMax],
    [{ title: "Tea", price: 2.5 }, "price", MARKET_MESSAGES.priceInt],
    [{ title: "Tea", price: Number.NaN }, "price", "Invalid input"],
    [{ title: "Tea" }, "price", "Required"],
  ])("refuses %j with the field's message", (input, field, message) => {
    const error = expectGameError(
      () => act(emptyWorld(ALICE), { type: "market/createReward", input: input as never }, testCtx()),
      "VALIDATION",
    );
    expect(error.fieldErrors).toEqual({ [field]: [message] });
  });

  it("messages name the field and the limits", () => {
    expect(MARKET_MESSAGES).toEqual({
      titleEmpty: "Title cannot be empty",
      titleTooLong: "Title must be at most 100 characters",
      priceInt: "Price must be a whole number of coins",
      priceMin: "Price must be at least 1 coin",
      priceMax: "Price must be at most 100,000 coins",
    });
  });

  it("accepts the limits themselves", () => {
    const { world } = run([create("x".repeat(100), 1), create("Big", 100_000)], testCtx());
    expect(activeRewards(world).map((r) => r.price)).toEqual([1, 100_000]);
  });

  it("redeem costs the price (0/−price) and lists the purchase; coins may reach exactly 0", () => {
    const ctx = testCtx();
    const { world: w1, log } = run([create("Cake", 30)], ctx, withCoins(30, ctx));
    const rewardId = log[0]!.instanceId;
    const { world, log: redeem } = run([{ type: "market/redeem", rewardId }], ctx, w1);
    expect(redeem).toMatchObject([
      { event: "REWARD_REDEEM", kind: "Market", instanceId: rewardId, reward: { xp: 0, coins: -30 } },
    ]);
    expect(redeem[0]!.data).toEqual({ title: "Cake", price: 30 });
    expect(world.game.coins).toBe(0);
    expect(world.market.rewards[rewardId]!.redeemed).toBe(1);
    expect(world.market.history).toEqual([
      {
        recordId: redeem[0]!.id,
        event: "REWARD_REDEEM",
        instanceId: rewardId,
        title: "Cake",
        coins: -30,
        at: ctx.now,
        day: null,
      },
    ]);
  });

  it("redeem with too few coins is refused with the exact numbers and changes nothing", () => {
    const ctx = testCtx();
    const { world, log } = run([create("Cake", 10)], ctx, withCoins(3, ctx));
    const error = expectGameError(
      () => act(deepFreeze(world), { type: "market/redeem", rewardId: log[0]!.instanceId }, ctx),
      "NOT_ENOUGH_COINS",
    );
    expect(error.message).toBe("Not enough coins: this costs 10 and you have 3.");
    expect(toastOfError(error)).toEqual({
      title: "Not Enough Coins",
      message: "Not enough coins: this costs 10 and you have 3.",
    });
    expect(ERRORS.NOT_ENOUGH_COINS.title).toBe("Not Enough Coins");
    expect(shortOfCoins(world, 10)).toBe(notEnoughCoinsMessage(10, 3));
    expect(shortOfCoins(world, 3)).toBeNull();
  });

  it("deleteReward records REWARD_DELETE (0/0); a deleted reward cannot be redeemed or deleted again", () => {
    const ctx = testCtx();
    const { world: w1, log } = run([create("Cake", 1)], ctx, withCoins(25, ctx));
    const rewardId = log[0]!.instanceId;
    const { world, log: del } = run([{ type: "market/deleteReward", rewardId }], ctx, w1);
    expect(del).toMatchObject([{ event: "REWARD_DELETE", reward: { xp: 0, coins: 0 }, data: null }]);
    expect(world.market.rewards[rewardId]!.deletedAt).toBe(ctx.now);
    expect(activeRewards(world)).toEqual([]);
    expectGameError(() => act(world, { type: "market/redeem", rewardId }, ctx), "ITEM_NOT_FOUND");
    expectGameError(() => act(world, { type: "market/deleteReward", rewardId }, ctx), "ITEM_NOT_FOUND");
    expectGameError(
      () => act(world, { type: "market/redeem", rewardId: "01J0000000000000000000000Z" }, ctx),
      "ITEM_NOT_FOUND",
    );
  });

  it("active rewards are listed cheapest first", () => {
    const { world } = run([create("B", 20), create("A", 5), create("C", 20)], testCtx());
    expect(activeRewards(world).map((r) => r.title)).toEqual(["A", "B", "C"]);
  });

  it("needs a session and the world's own user", () => {
    expectGameError(() => act(emptyWorld(ALICE), create("Cake", 1), testCtx(undefined, null)), "NO_SESSION");
    expectGameError(() => act(emptyWorld(ALICE), create("Cake", 1), testCtx(undefined, BOB)), "NOT_AUTHORIZED");
    expectGameError(
      () => act(emptyWorld(ALICE), { type: "market/buyFreeze" }, testCtx(undefined, BOB)),
      "NOT_AUTHORIZED",
    );
  });
});

describe("streak freezes", () => {
  it(`cost ${MARKET.freezePrice} coins (FREEZE_BUY 0/−price) and at most ${MARKET.maxFreezes} are held`, () => {
    const ctx = testCtx();
    const buy: Action = { type: "market/buyFreeze" };
    const { world, log } = run([buy, buy], ctx, withCoins(25, ctx));
    expect(log.map((r) => [r.event, r.reward.coins, r.data])).toEqual([
      ["FREEZE_BUY", -10, { price: 10 }],
      ["FREEZE_BUY", -10, { price: 10 }],
    ]);
    expect(world.market.freezes).toEqual(log.map((r) => r.instanceId));
    expect(world.game.coins).toBe(5);
    expect(world.market.history.map((h) => h.title)).toEqual([STREAK_FREEZE_TITLE, STREAK_FREEZE_TITLE]);
    const error = expectGameError(() => act(deepFreeze(world), buy, ctx), "FREEZE_LIMIT");
    expect(error.message).toBe("You already hold 2 streak freezes, the most you can hold.");
    expect(freezeRefusal(world)).toBe(error.message);
  });

  it("are refused with the exact numbers when coins are short", () => {
    const ctx = testCtx();
    const world = withCoins(9, ctx);
    const error = expectGameError(() => act(world, { type: "market/buyFreeze" }, ctx), "NOT_ENOUGH_COINS");
    expect(error.message).toBe("Not enough coins: this costs 10 and you have 9.");
    expect(freezeRefusal(world)).toBe(error.message);
    expect(freezeRefusal(withCoins(10, ctx))).toBeNull();
  });
});

describe("market records in the log", () => {
  it("replay rebuilds rewards, freezes, frozen days and history; the world parses", () => {
    const ctx = testCtx();
    const start = withCoins(50, ctx);
    const { world: w1, log: l1 } = run(
      [create("Cake", 12), create("Book", 7), { type: "market/buyFreeze" }],
      ctx,
      start,
    );
    const [cake, book] = l1;
    const { world, log: l2 } = run(
      [
        { type: "market/redeem", rewardId: cake!.instanceId },
        { type: "market/deleteReward", rewardId: book!.instanceId },
      ],
      ctx,
      w1,
    );
    // Only the market's records: the coins came from elsewhere, and only the market state is compared.
    const replayed = replay([...l1, ...l2], baseOf(world));
    expect(replayed.market).toEqual(world.market);
    expect(WorldSchema.parse(world)).toEqual(world);
  });

  it("Market is a record kind with its own events; its records are never rolled back", () => {
    expect(isEventOfKind("Market", "FREEZE_USE")).toBe(true);
    expect(isEventOfKind("Market", "COUNT_UP")).toBe(false);
    expect(isEventOfKind("Habit", "REWARD_REDEEM")).toBe(false);
    const ctx = testCtx();
    const record = makeRecord({ event: "FREEZE_BUY", kind: "Market", instanceId: ctx.newId() }, ctx, ALICE);
    expect(() => rollbackRecord(record, ctx, ALICE)).toThrow();
    expect(CommitRecordSchema.safeParse({ ...record, event: "ROLLBACK_FREEZE_BUY" }).success).toBe(false);
  });

  it("the market's rewards are data beside the spec's table", () => {
    expect(MARKET_REWARDS).toEqual({
      REWARD_CREATE: { xp: 0, coins: 0 },
      REWARD_REDEEM: "price",
      REWARD_DELETE: { xp: 0, coins: 0 },
      FREEZE_BUY: { xp: 0, coins: -10 },
      FREEZE_USE: { xp: 0, coins: 0 },
    });
    expect(MARKET_REWARD_ROWS.map((row) => row.event)).toEqual(Object.keys(MARKET_REWARDS));
    expect(rewardFor("Market", "FREEZE_BUY")).toEqual({ xp: 0, coins: -10 });
    expect(rewardFor("Market", "REWARD_REDEEM")).toEqual({ xp: 0, coins: 0 });
    expect(rewardFor("Habit", "FREEZE_BUY")).toEqual({ xp: 0, coins: 0 });
  });
});
