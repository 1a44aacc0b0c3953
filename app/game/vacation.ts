// Vacation (issue #32, rule 28): a planned break for every habit, one at a time. Its days expect
// nothing of any habit (they are marked skipped and pay no DAILYCHECK), and the streak is kept
// through them without counting them as met (the walk steps over them, as over a frozen day).
// It starts tomorrow at the earliest: a day already under way is not a break planned (a streak
// freeze bought with coins covers that). No record: the spec's table has no row for it.
import { z } from "zod";
import { dayOfCtx, requireWorldOwner, type Ctx } from "./context";
import { reconcileRecords } from "./daily-check";
import { addDays, daysBetween } from "./day";
import type { CommitRecord } from "./entity-schemas";
import { GameError } from "./errors";
import { dayStringSchema } from "./field-schemas";
import { parseInput } from "./input-schemas";
import { settleRecords, type ActionResult } from "./settle";
import { comingVacation, isVacationDay, type Vacation } from "./vacation-days";
import { isHabitActive, type World } from "./world";

/** The longest vacation, in days: a break, not a way to hold a streak for ever. */
export const MAX_VACATION_DAYS = 365;

export const VACATION_MESSAGES = {
  from: "A vacation starts tomorrow at the earliest",
  to: "A vacation ends on or after the day it starts",
  length: `A vacation lasts at most ${MAX_VACATION_DAYS} days`,
  underWay: "A vacation is under way: end it before planning another",
  none: "There is no vacation to end",
} as const;

export const VacationSchema = z.object({ from: dayStringSchema, to: dayStringSchema });

const refuse = (path: string, message: string) => new GameError("VALIDATION", { issues: [{ path: [path], message }] });

/** Plans a vacation from `from` to `to` (both included); a planned one not yet begun is replaced. */
export function planVacation(world: World, input: Vacation, ctx: Ctx): ActionResult {
  requireWorldOwner(world, ctx);
  const { from, to } = parseInput(VacationSchema, input);
  const today = dayOfCtx(ctx);
  if (from <= today) throw refuse("from", VACATION_MESSAGES.from);
  if (to < from) throw refuse("to", VACATION_MESSAGES.to);
  if (daysBetween(from, to) + 1 > MAX_VACATION_DAYS) throw refuse("to", VACATION_MESSAGES.length);
  const known = world.game.vacations ?? [];
  if (isVacationDay(known, today)) throw refuse("from", VACATION_MESSAGES.underWay);
  // Those gone by stay (their days stay vacation days); a planned one not yet begun is replaced.
  const vacations = [...known.filter((vacation) => vacation.to < today), { from, to }];
  return { state: { ...world, game: { ...world.game, vacations } }, records: [] };
}

/**
 * Ends the vacation under way (its days so far stay vacation days; today is an ordinary day again,
 * so today's DAILYCHECKs are decided anew) or cancels the planned one.
 */
export function endVacation(world: World, ctx: Ctx): ActionResult {
  const userId = requireWorldOwner(world, ctx);
  const today = dayOfCtx(ctx);
  const coming = comingVacation(world.game.vacations, today);
  if (!coming) throw refuse("vacation", VACATION_MESSAGES.none);
  const others = (world.game.vacations ?? []).filter((vacation) => vacation !== coming);
  const cut = { from: coming.from, to: addDays(today, -1) };
  const vacations = cut.to >= cut.from ? [...others, cut] : others;
  const state = { ...world, game: { ...world.game, vacations } };
  if (coming.from > today) return { state, records: [] };
  const records: CommitRecord[] = Object.values(state.habits)
    .filter(isHabitActive)
    .flatMap((habit) =>
      reconcileRecords(habit, state.tracks.habits[habit.id], { today, vacations: state.game.vacations }, ctx, userId),
    );
  return settleRecords(state, records, ctx);
}
