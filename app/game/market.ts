// The Market (docs/rules.md rule 15, ADR 0007): coins buy rewards the user defines and
// streak freezes. Every change is a Market record; a purchase carries its cost
// as a negative coin reward and is refused, never clamped, when coins are short.
import { z } from "zod";
import { settleRecords, type ActionResult } from "./settle";
import { requireWorldOwner, type Ctx } from "./context";
import { MARKET } from "./constants";
import { requiredText } from "./entity-schemas";
import { FIELD_MESSAGES } from "./field-schemas";
import { GameError } from "./errors";
import { parseInput, type Fields } from "./input-schemas";
import { freezeBuyData, rewardData } from "./record-data";
import { makeRecord } from "./records";
import { priceReward } from "./rewards";
import type { MarketReward, World } from "./world";

const stop = (error: string) => ({ error, abort: true });
const coins = (n: number) => n.toLocaleString("en-US");

export const MARKET_MESSAGES = {
  titleEmpty: "Title cannot be empty",
  titleTooLong: `Title must be at most ${MARKET.rewardTitle} characters`,
  priceInt: "Price must be a whole number of coins",
  priceMin: `Price must be at least ${coins(MARKET.priceMin)} coin`,
  priceMax: `Price must be at most ${coins(MARKET.priceMax)} coins`,
} as const;
const M = MARKET_MESSAGES;

export const rewardTitleSchema = requiredText(MARKET.rewardTitle, { empty: M.titleEmpty, tooLong: M.titleTooLong });

export const rewardPriceSchema = z
  .number({ error: (issue) => (issue.input === undefined ? FIELD_MESSAGES.required : FIELD_MESSAGES.invalid) })
  .int(stop(M.priceInt))
  .min(MARKET.priceMin, stop(M.priceMin))
  .max(MARKET.priceMax, stop(M.priceMax));

export const RewardInputSchema = z.object({ title: rewardTitleSchema, price: rewardPriceSchema });
export type RewardInput = { title: string; price: number };

const RewardIdSchema = z.object({ rewardId: z.string() });

/** 'Not enough coins: this costs 10 and you have 3.' */
export function notEnoughCoinsMessage(price: number, balance: number): string {
  return `Not enough coins: this costs ${coins(price)} and you have ${coins(balance)}.`;
}

/** Why a purchase of `price` is not possible now, or null when it is. */
export function shortOfCoins(world: Pick<World, "game">, price: number): string | null {
  return world.game.coins < price ? notEnoughCoinsMessage(price, world.game.coins) : null;
}

/** Why a streak freeze cannot be bought now, or null when it can. */
export function freezeRefusal(world: Pick<World, "game" | "market">): string | null {
  if (world.market.freezes.length >= MARKET.maxFreezes) {
    return `You already hold ${MARKET.maxFreezes} streak freezes, the most you can hold.`;
  }
  return shortOfCoins(world, MARKET.freezePrice);
}

function requireCoins(world: World, price: number): void {
  const reason = shortOfCoins(world, price);
  if (reason) throw new GameError("NOT_ENOUGH_COINS", { message: reason, detail: `price ${price}` });
}

/** A reward that can be redeemed: exists and is not deleted. */
export function findReward(world: World, rewardId: string): MarketReward {
  const reward = world.market.rewards[rewardId];
  if (!reward || reward.deletedAt !== null) throw new GameError("ITEM_NOT_FOUND", { detail: `reward ${rewardId}` });
  return reward;
}

/** Active rewards, cheapest first, then oldest. */
export function activeRewards(world: Pick<World, "market">): MarketReward[] {
  return Object.values(world.market.rewards)
    .filter((reward) => reward.deletedAt === null)
    .sort((a, b) => a.price - b.price || a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
}

/** REWARD_CREATE (0/0): the reward's id is the record's instanceId; title and price are its data. */
export function createReward(world: World, input: Fields, ctx: Ctx): ActionResult<{ reward: MarketReward }> {
  const userId = requireWorldOwner(world, ctx);
  const { title, price } = parseInput(RewardInputSchema, input);
  const record = makeRecord(
    { event: "REWARD_CREATE", kind: "Market", instanceId: ctx.newId(), data: rewardData(title, price) },
    ctx,
    userId,
  );
  const result = settleRecords(world, [record], ctx);
  return { ...result, reward: result.state.market.rewards[record.instanceId]! };
}

/** REWARD_REDEEM (0/−price); refused with NOT_ENOUGH_COINS when the balance is short. */
export function redeemReward(world: World, input: { rewardId: string }, ctx: Ctx): ActionResult {
  const userId = requireWorldOwner(world, ctx);
  const { rewardId } = parseInput(RewardIdSchema, input);
  const reward = findReward(world, rewardId);
  requireCoins(world, reward.price);
  const record = makeRecord(
    { event: "REWARD_REDEEM", kind: "Market", instanceId: reward.id, data: rewardData(reward.title, reward.price) },
    ctx,
    userId,
    priceReward(reward.price),
  );
  return settleRecords(world, [record], ctx);
}

/** REWARD_DELETE (0/0): the reward leaves the shop; past redeems keep its title. */
export function deleteReward(world: World, input: { rewardId: string }, ctx: Ctx): ActionResult {
  const userId = requireWorldOwner(world, ctx);
  const { rewardId } = parseInput(RewardIdSchema, input);
  const reward = findReward(world, rewardId);
  const record = makeRecord({ event: "REWARD_DELETE", kind: "Market", instanceId: reward.id }, ctx, userId);
  return settleRecords(world, [record], ctx);
}

/** FREEZE_BUY (0/−freezePrice): a new freeze (its id is the instanceId); at most maxFreezes held. */
export function buyFreeze(world: World, ctx: Ctx): ActionResult {
  const userId = requireWorldOwner(world, ctx);
  if (world.market.freezes.length >= MARKET.maxFreezes) throw new GameError("FREEZE_LIMIT");
  requireCoins(world, MARKET.freezePrice);
  const record = makeRecord(
    { event: "FREEZE_BUY", kind: "Market", instanceId: ctx.newId(), data: freezeBuyData(MARKET.freezePrice) },
    ctx,
    userId,
  );
  return settleRecords(world, [record], ctx);
}
