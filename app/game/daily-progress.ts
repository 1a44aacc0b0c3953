// Daily progress: today's XP against the game's daily target, with the label
// and colour of spec §4. Labels are data so the /docs/ page can render them.
import { dayOf, type Day } from "./day";
import type { GameState } from "./entity-schemas";
import { isDayMet } from "./streak";

export const DAILY_LABEL_THRESHOLDS = [30, 45, 60, 80, 95] as const;

/** Spec §4's colours of the day, as Chakra colour palettes. */
export type DailyColor = "gray" | "red" | "orange" | "yellow" | "lime" | "green";

export type DailyLabel = {
  label: string;
  color: DailyColor;
  /** Percent range [from, to); `to` null = no upper bound. "Nothing" is exactly 0. */
  from: number;
  to: number | null;
  striped: boolean;
  barText: string | null;
};

/** In ascending order. "Bad" starts just above 0. */
export const DAILY_LABELS: readonly DailyLabel[] = [
  { label: "Nothing", color: "gray", from: 0, to: 0, striped: true, barText: "NO PROGRESS TODAY" },
  { label: "Bad", color: "red", from: 0, to: 30, striped: false, barText: null },
  { label: "Meh", color: "orange", from: 30, to: 45, striped: false, barText: null },
  { label: "OK", color: "yellow", from: 45, to: 60, striped: false, barText: null },
  { label: "Good", color: "lime", from: 60, to: 80, striped: false, barText: null },
  { label: "Great", color: "green", from: 80, to: 95, striped: false, barText: null },
  { label: "Awesome!", color: "green", from: 95, to: null, striped: false, barText: null },
];

/** The label for a percentage (0 or less is "Nothing"). */
export function dailyLabel(percent: number): DailyLabel {
  if (!(percent > 0)) return DAILY_LABELS[0]!;
  const index = DAILY_LABEL_THRESHOLDS.filter((threshold) => percent >= threshold).length;
  return DAILY_LABELS[index + 1]!;
}

export type DailyProgress = DailyLabel & {
  day: Day;
  xp: number;
  target: number;
  met: boolean;
  /** Unrounded, not below 0, may exceed 100: labels are read from this. */
  percent: number;
  /** For the bar: floored and capped at 100. */
  barValue: number;
};

/** Today's XP / daily target (today: the user's day, rule 18). A target of 0 counts as met, i.e. 100 % (rule 2). */
export function dailyProgress(
  game: Pick<GameState, "xpHistory" | "dailyTarget">,
  now: number,
  day: Day = dayOf(now),
): DailyProgress {
  const xp = game.xpHistory[day] ?? 0;
  const target = game.dailyTarget;
  const met = isDayMet(xp, target);
  const percent = target <= 0 ? (met ? 100 : 0) : Math.max(0, (xp * 100) / target);
  return { ...dailyLabel(percent), day, xp, target, met, percent, barValue: Math.min(100, Math.floor(percent)) };
}
