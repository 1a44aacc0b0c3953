import { dailyLabel } from "~/game/daily-progress";
import type { HomeData } from "~/storage";
import type { HomeResult } from "~/intents/home";

/** What home needs to know of a fetcher (Remix's `useFetchers()` items fit). */
export type CountFetcher = { state: "idle" | "submitting" | "loading"; json?: unknown; data?: unknown };

type PendingCount = { type: "habit/count"; habitId: string; delta: 1 | -1 };

function isPendingCount(json: unknown): json is PendingCount {
  return typeof json === "object" && json !== null && (json as { type?: unknown }).type === "habit/count";
}

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
  const deltas = new Map<string, number>();
  for (const fetcher of fetchers) {
    if (fetcher.state !== "idle" && isPendingCount(fetcher.json) && stillMissing(fetcher, home))
      deltas.set(fetcher.json.habitId, (deltas.get(fetcher.json.habitId) ?? 0) + fetcher.json.delta);
  }
  if (deltas.size === 0) return home;

  // Each pending ±1 is worth ±1 XP; a bonus shows once the action is saved.
  const xpDelta = [...deltas.values()].reduce((sum, delta) => sum + delta, 0);
  const habits = home.habits.map((card) => {
    const delta = deltas.get(card.habit.id) ?? 0;
    if (delta === 0) return card;
    const today = Math.max(0, card.today + delta);
    const week = card.week.map((day, index) => (index === card.week.length - 1 ? { ...day, count: today } : day));
    return {
      ...card,
      today,
      week,
      done: today >= card.habit.dailyTarget,
      habit: { ...card.habit, count: card.habit.count + delta },
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
