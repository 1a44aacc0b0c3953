// Habits as Loop Habit Tracker can hold them (what both of its file formats round-trip): the
// arbitraries of the writers' round-trip properties (app/import/loop-*-export.test.ts).
import fc from "fast-check";
import { addDays, type Day } from "~/game/day";
import type { Schedule } from "~/game/schedule";
import type { ImportedDay, ImportedHabit, ImportedKind } from "~/import/imported";

export const LOOP_FIRST_DAY: Day = "2024-01-01";
/** Days after LOOP_FIRST_DAY that drafts reach. */
export const LOOP_SPAN = 40;

// Text rich in what CSV and SQL must escape, beside any Unicode.
const unit = fc.oneof(
  fc.constantFrom(",", '"', "'", "\n", "\r\n", " ", "/", ";"),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
);
const trimmed = (maxLength: number) => fc.string({ unit, maxLength }).map((text) => text.trim());

/** Measures, and counts of 1 a day: what Loop's two types hold as they are. */
const kind: fc.Arbitrary<ImportedKind> = fc.oneof(
  fc.constant({ type: "count", target: 1 } as const),
  fc.record({
    type: fc.constant("measure" as const),
    unit: trimmed(8),
    target: fc.integer({ min: 0, max: 10_000_000 }),
    direction: fc.constantFrom("atLeast" as const, "atMost" as const),
  }),
);

/** Schedules that are a Loop frequency of their own ("once a week" is 1/7, so no interval of 7, 30 or 31). */
const schedule = fc.oneof(
  fc.constant({ kind: "daily" } as const),
  fc.record({ kind: fc.constant("weekly" as const), times: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant("monthly" as const), times: fc.integer({ min: 1, max: 29 }) }),
  fc.record({
    kind: fc.constant("interval" as const),
    every: fc.integer({ min: 2, max: 365 }).filter((every) => every !== 7 && every !== 30 && every !== 31),
  }),
);

const dayDraft = fc.record({
  offset: fc.integer({ min: 0, max: LOOP_SPAN }),
  mark: fc.constantFrom("done", "skipped", "nothing"),
  amount: fc.integer({ min: 1, max: 1_000_000 }),
  note: fc.option(trimmed(12), { nil: undefined }),
});

export const loopHabitDraft = fc.record({
  name: trimmed(16),
  description: trimmed(20),
  kind,
  schedule,
  archived: fc.boolean(),
  days: fc.uniqueArray(dayDraft, { selector: (draft) => draft.offset, maxLength: 8 }),
});
export type LoopHabitDraft = typeof loopHabitDraft extends fc.Arbitrary<infer T> ? T : never;

/** A draft's days, oldest first: done (a count's 1, a measure's amount), skipped, noted. */
export function draftDays(draft: LoopHabitDraft): ImportedDay[] {
  return draft.days
    .map(({ offset, mark, amount, note }): ImportedDay => {
      const day: ImportedDay = { day: addDays(LOOP_FIRST_DAY, offset) };
      if (mark === "done") day.amount = draft.kind.type === "count" ? 1 : amount;
      if (mark === "skipped" || (mark === "nothing" && !note)) day.skipped = true;
      if (note) day.note = note;
      return day;
    })
    .sort((a, b) => (a.day < b.day ? -1 : 1));
}

/**
 * The habit a draft stands for. Loop has no first day for "every N days": its readers count from
 * the habit's first day, or from `noDaysFrom` (the reader's choice for a habit with none).
 */
export function draftHabit(draft: LoopHabitDraft, sourceId: string, noDaysFrom: Day): ImportedHabit {
  const days = draftDays(draft);
  const planned: Schedule =
    draft.schedule.kind === "interval" ? { ...draft.schedule, from: days[0]?.day ?? noDaysFrom } : draft.schedule;
  const { name, description, kind, archived } = draft;
  return { sourceId, name, description, kind, schedule: planned, archived, days, remarks: [] };
}
