import { dailyLabel } from "~/game/daily-progress";
import { meetsTarget } from "~/game/measure";
import type { HomeData } from "~/storage";
import type { HomeResult } from "~/intents/home";

/** What home needs to know of a fetcher (Remix's `useFetchers()` items fit). */
export type CountFetcher = { state: "idle" | "submitting" | "loading"; json?: unknown; data?: unknown };

type PendingCount =
  | { type: "habit/count"; habitId: string; delta: 1 | -1 }
  | { type: "habit/addValue" | "habit/removeValue"; habitId: string; value: number };

const PENDING_TYPES: ReadonlySet<unknown> = new Set(["habit/count", "habit/addValue", "habit/removeValue"]);

function isPendingCount(json: unknown): json is PendingCount {
  return typeof json === "object" && json !== null && PENDING_TYPES.has((json as { type?: unknown }).type);
}

/** What one pending click moves: the day's total (a measure's value, rule 31) and the XP (±1 each, whatever the size). */
function stepOf(pending: PendingCount): { amount: number; xp: 1 | -1 } {
  if (pending.type === "habit/count") return { amount: pending.delta, xp: pending.delta };
  return pending.type === "habit/addValue" ? { amount: pending.value, xp: 1 } : { amount: -pending.value, xp: -1 };
}

/** What a card's pending clicks add up to; `removing` while an undo of a value is in flight. */
type Pending = { amount: number; xp: number; added: number | null; removing: boolean };

/**
 * Whether a +1/−1 fetcher's click is still missing from `home`: it is until its
 * action saved it at a journal position `home` has reached. Home can get there
 * before the fetcher settles (another tab's save reloads it), and counting the
 * click again would show more than was clicked.
 */
function stillMissing(fetcher: CountFetcher, home: HomeData): boolean {
  const result = fetcher.data as HomeResult | undefined;
  if (fetcher.state === "submitting" || result === undefined) return true;
  return result.ok && result.value.seq > home.seq;
}

/**
 * Home as it will be once the +1/−1 clicks in flight are saved: the card and the
 * stats move at once, then the saved state (with any bonus) replaces them.
 */
export function withPendingCounts(home: HomeData, fetchers: readonly CountFetcher[]): HomeData {
  const pending = new Map<string, Pending>();
  for (const fetcher of fetchers) {
    if (fetcher.state !== "idle" && isPendingCount(fetcher.json) && stillMissing(fetcher, home)) {
      const { habitId } = fetcher.json;
      const { amount, xp } = stepOf(fetcher.json);
      const sum = pending.get(habitId) ?? { amount: 0, xp: 0, added: null, removing: false };
      pending.set(habitId, {
        amount: sum.amount + amount,
        xp: sum.xp + xp,
        added: fetcher.json.type === "habit/addValue" ? fetcher.json.value : sum.added,
        removing: sum.removing || fetcher.json.type === "habit/removeValue",
      });
    }
  }
  if (pending.size === 0) return home;

  // Each pending click is worth ±1 XP; a bonus shows once the action is saved.
  const xpDelta = [...pending.values()].reduce((sum, { xp }) => sum + xp, 0);
  const habits = home.habits.map((card) => {
    const step = pending.get(card.habit.id);
    if (!step) return card;
    const today = Math.max(0, card.today + step.amount);
    const week = card.week.map((day, index) => (index === card.week.length - 1 ? { ...day, count: today } : day));
    // A measure's undo is offered again once its value is saved, never twice for the same value.
    const lastValue = step.removing ? null : (step.added ?? card.lastValue);
    return {
      ...card,
      today,
      week,
      done: meetsTarget(card.habit, today, false),
      lastValue,
      habit: { ...card.habit, count: Math.max(0, card.habit.count + step.amount) },
    };
  });
  const xp = home.daily.xp + xpDelta;
  const percent = home.daily.target <= 0 ? 100 : Math.max(0, (xp * 100) / home.daily.target);
  const met = home.daily.target <= 0 || xp >= home.daily.target;
  const daily = {
    ...home.daily,
    ...dailyLabel(percent),
    xp,
    met,
    percent,
    barValue: Math.min(100, Math.floor(percent)),
  };
  return { ...home, habits, daily, game: { ...home.game, xp: Math.max(0, home.game.xp + xpDelta) } };
}
