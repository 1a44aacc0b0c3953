// The Market's part of the projection (ADR 0007): rewards, freezes held,
// frozen days and a short history, folded from Market records.
import { MARKET, STREAK_FREEZE_TITLE } from "./constants";
import type { Day } from "./day";
import type { CommitRecord } from "./entity-schemas";
import { isMarketEvent } from "./events";
import { readFrozenDay, readRewardData } from "./record-data";
import type { MarketReward, MarketState } from "./world";

/** The copy-on-write views of the world the Market's records change. */
export type MarketDraft = { market(): MarketState; reward(id: string): MarketReward | undefined };

/** Market records (ADR 0007): rewards, freezes held, frozen days and a short history. */
export function applyMarketRecord(draft: MarketDraft, record: CommitRecord): void {
  if (!isMarketEvent(record.event)) return;
  const id = record.instanceId;
  const market = draft.market();
  let title: string | null = null;
  let day: Day | null = null;
  switch (record.event) {
    case "REWARD_CREATE": {
      const data = readRewardData(record.data);
      if (!data || market.rewards[id]) return;
      market.rewards[id] = { id, ...data, createdAt: record.timestamp, deletedAt: null, redeemed: 0 };
      return;
    }
    case "REWARD_DELETE": {
      const reward = draft.reward(id);
      if (reward) reward.deletedAt ??= record.timestamp;
      return;
    }
    case "REWARD_REDEEM": {
      const reward = draft.reward(id);
      if (reward) reward.redeemed += 1;
      title = readRewardData(record.data)?.title ?? reward?.title ?? null;
      break;
    }
    case "FREEZE_BUY":
      if (!market.freezes.includes(id)) market.freezes.push(id);
      title = STREAK_FREEZE_TITLE;
      break;
    case "FREEZE_USE":
      market.freezes = market.freezes.filter((held) => held !== id);
      day = readFrozenDay(record.data);
      if (day !== null && !market.frozenDays.includes(day)) {
        market.frozenDays.push(day);
        market.frozenDays.sort();
      }
      title = STREAK_FREEZE_TITLE;
      break;
  }
  market.history.unshift({
    recordId: record.id,
    event: record.event,
    instanceId: id,
    title: title ?? "Reward",
    coins: record.reward.coins,
    at: record.timestamp,
    day,
  });
  if (market.history.length > MARKET.historySize) market.history.length = MARKET.historySize;
}
