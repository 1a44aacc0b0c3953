// From a file read (an ImportedFile) to what Momentum can take (issue #34, rule 33): each habit
// fitted to Momentum's limits, with a sentence for every change, before the preview shows it;
// then the import action for the habits the person kept ticked. Pure.
import type { Action } from "~/game/act";
import { HABIT_DAILY_TARGET_MAX, LIMITS, NOTE_MAX } from "~/game/constants";
import type { Day } from "~/game/day";
import { MEASURE_LIMITS } from "~/game/measure";
import type { ImportedDay, ImportedFile, ImportedHabit } from "./imported";

export type ImportAction = Extract<Action, { type: "habit/import" }>;

const HUNDREDTHS = 100;
const UNTITLED = "Untitled habit";

const cut = (text: string, max: number) => Array.from(text).slice(0, max).join("");
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/**
 * A measure without a unit whose target and values are whole numbers is a count (how Loop writes
 * a count above 1, and how Momentum's own Loop files write it); any other unitless measure gets "units".
 */
function fitKind(habit: ImportedHabit, remarks: string[]): Pick<ImportedHabit, "kind" | "days"> {
  const { kind, days } = habit;
  if (kind.type === "count") {
    const target = clamp(kind.target, 1, HABIT_DAILY_TARGET_MAX);
    if (target !== kind.target) remarks.push(`Its daily target becomes ${target}, the nearest Momentum takes`);
    return { kind: { type: "count", target }, days };
  }
  const whole = (n: number) => n % HUNDREDTHS === 0;
  if (kind.unit.trim() === "" && whole(kind.target) && days.every((day) => whole(day.amount ?? 0))) {
    const target = clamp(kind.target / HUNDREDTHS, 1, HABIT_DAILY_TARGET_MAX);
    const counted = days.map((day) => (day.amount === undefined ? day : { ...day, amount: day.amount / HUNDREDTHS }));
    return { kind: { type: "count", target }, days: counted };
  }
  const unit = cut(kind.unit.trim(), MEASURE_LIMITS.unit) || "units";
  if (kind.unit.trim() === "") remarks.push('It has no unit: Momentum needs one, so it is "units"');
  else if (unit !== kind.unit.trim()) remarks.push(`Its unit is shortened to "${unit}"`);
  return { kind: { ...kind, unit, target: clamp(kind.target, 1, MEASURE_LIMITS.value) }, days };
}

/** One habit fitted to Momentum: names and notes cut to length, today's and later days left to the live buttons. */
function fitHabit(habit: ImportedHabit, today: Day): ImportedHabit {
  const remarks = [...habit.remarks];
  const trimmed = habit.name.trim();
  const name = cut(trimmed, LIMITS.habitTitle) || UNTITLED;
  if (trimmed === "") remarks.push(`It has no name: it is called "${UNTITLED}"`);
  else if (name !== trimmed) remarks.push(`Its name is shortened to ${LIMITS.habitTitle} characters`);
  const description = cut(habit.description.trim(), LIMITS.habitDescription);
  if (description !== habit.description.trim()) {
    remarks.push(`Its description is shortened to ${LIMITS.habitDescription} characters`);
  }
  const { kind, days: fitted } = fitKind(habit, remarks);
  const max = kind.type === "measure" ? MEASURE_LIMITS.value : HABIT_DAILY_TARGET_MAX;
  const later = fitted.filter((day) => day.day >= today).length;
  if (later > 0) remarks.push(`Today and later days (${later}) are not imported: today is counted here`);
  let capped = 0;
  let shortened = 0;
  const days: ImportedDay[] = fitted
    .filter((day) => day.day < today)
    .map((day) => {
      const next: ImportedDay = { ...day };
      if (next.amount !== undefined && next.amount > max) {
        next.amount = max;
        capped += 1;
      }
      if (next.note !== undefined && Array.from(next.note).length > NOTE_MAX) {
        next.note = cut(next.note, NOTE_MAX);
        shortened += 1;
      }
      return next;
    });
  if (capped > 0)
    remarks.push(`${capped} ${capped === 1 ? "day holds" : "days hold"} more than a day can: kept at the most`);
  if (shortened > 0)
    remarks.push(`${shortened} ${shortened === 1 ? "note is" : "notes are"} shortened to ${NOTE_MAX} characters`);
  return { ...habit, name, description, kind, days, remarks };
}

/** The file as Momentum will take it on `today` (the user's day): what the preview shows. */
export function planImport(file: ImportedFile, today: Day): ImportedFile {
  return { ...file, habits: file.habits.map((habit) => fitHabit(habit, today)) };
}

/** The import action for the habits of a planned file whose source ids are `chosen`. */
export function importActionOf(file: ImportedFile, chosen: readonly string[], importId: string): ImportAction {
  const keep = new Set(chosen);
  return {
    type: "habit/import",
    importId,
    source: file.app,
    habits: file.habits
      .filter((habit) => keep.has(habit.sourceId))
      .map(({ name, description, kind, schedule, archived, days }) => ({
        input: {
          title: name,
          ...(description !== "" && { description }),
          dailyTarget: kind.target,
          ...(kind.type === "measure" && { measure: { unit: kind.unit, direction: kind.direction } }),
          ...(schedule.kind !== "daily" && { schedule: { ...schedule } }),
        },
        archived,
        days: days.flatMap((day) => (day.amount ? [[day.day, day.amount] as [string, number]] : [])),
        skips: days.flatMap((day) => (day.skipped ? [day.day] : [])),
        notes: days.flatMap((day) => (day.note ? [[day.day, day.note] as [string, string]] : [])),
      })),
  };
}

/** The import's id: the file's SHA-256, so the same file imported twice is known as one (rule 33). */
export async function importIdOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
