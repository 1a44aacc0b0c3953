// Habits written as Loop Habit Tracker's current CSV export (Loop 2.3.1 and later), the zip that
// readLoopCsvZip reads (issue #34, ADR 0044): for people taking their data to Loop's tools, and to
// prove the reader by a round trip. Pure.
import { strToU8, zipSync } from "fflate";
import { addDays, laterDay, type Day } from "~/game/day";
import { frequencyOf } from "~/game/schedule";
import { formatCsvRow } from "./csv";
import type { ImportedDay, ImportedHabit } from "./imported";
import { LOOP_HABITS_COLUMNS } from "./loop-csv";
import { LOOP_VALUE_SCALE } from "./loop-terms";

/** One of Loop's palette colors (blue grey): Momentum's habits have none to carry over. */
const LOOP_COLOR = "#37474F";

/**
 * How a habit is written in Loop's terms. A count of 1 a day is a yes-or-no habit; a larger count
 * cannot be one, so it is a numerical habit of no unit, "at least" the count (read back, it is a
 * measure). A measure's hundredths are Loop's thousandths over 10.
 */
type LoopShape =
  { type: "YES_NO" } | { type: "NUMERICAL"; unit: string; atMost: boolean; target: number; valueScale: number };

function shapeOf(habit: ImportedHabit): LoopShape {
  const { kind } = habit;
  if (kind.type === "count") {
    return kind.target <= 1
      ? { type: "YES_NO" }
      : { type: "NUMERICAL", unit: "", atMost: false, target: kind.target * 100, valueScale: LOOP_VALUE_SCALE };
  }
  return {
    type: "NUMERICAL",
    unit: kind.unit,
    atMost: kind.direction === "atMost",
    target: kind.target,
    valueScale: LOOP_VALUE_SCALE / 100,
  };
}

/** Hundredths as Java's Double.toString writes a target: at least one decimal ("12.0", "2.5", "0.25"). */
function targetValueOf(hundredths: number): string {
  const sign = hundredths < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(hundredths) / 100);
  const cents = Math.round(Math.abs(hundredths)) % 100;
  const decimals = cents % 10 === 0 ? String(cents / 10) : String(cents).padStart(2, "0");
  return `${sign}${whole}.${decimals}`;
}

/**
 * A day as Loop writes it: done beats skipped (Loop has no day that is both), and a day with
 * nothing is UNKNOWN (Momentum never says "not done", Loop's NO).
 */
function valueOf(shape: LoopShape, day: ImportedDay | undefined): string {
  if (day?.amount !== undefined && day.amount > 0) {
    return shape.type === "YES_NO" ? "YES_MANUAL" : String(Math.round(day.amount * shape.valueScale));
  }
  return day?.skipped ? "SKIP" : "UNKNOWN";
}

/** Characters Windows, macOS or Linux refuse in a file name become "_"; Loop's 100 characters are kept. */
function folderName(position: string, name: string): string {
  const safe = Array.from(name, (char) => (char.charCodeAt(0) < 32 || '\x7f/\\:*?"<>|'.includes(char) ? "_" : char))
    .slice(0, 100)
    .join("")
    // Windows drops trailing dots and spaces from a folder's name.
    .replace(/[. ]+$/, "")
    .trim();
  return safe === "" ? position : `${position} ${safe}`;
}

// A zip stores local DOS times from 1980 to 2099; noon keeps the day whatever the zone.
function zipTimeOf(day: Day): Date {
  const clamped = day < "1980-01-01" ? "1980-01-01" : day > "2099-12-31" ? "2099-12-31" : day;
  return new Date(`${clamped}T12:00:00`);
}

const csvText = (rows: readonly string[][]) => rows.map((row) => `${formatCsvRow(row)}\n`).join("");

/**
 * The zip Loop's "Export as CSV" would write for these habits on `exportedOn`: Habits.csv, one
 * "NNN name/Checkmarks.csv" per habit (rows newest first, from the export's day, or a later logged
 * day, back to the habit's first day), and the top-level Checkmarks.csv with a column per habit.
 * Scores are Loop's own computation and are not written.
 */
export function writeLoopCsvZip(habits: readonly ImportedHabit[], exportedOn: Day): Uint8Array<ArrayBuffer> {
  const written = habits.map((habit, index) => ({
    habit,
    position: String(index + 1).padStart(3, "0"),
    shape: shapeOf(habit),
    byDay: new Map(habit.days.map((day) => [day.day, day])),
  }));

  const habitsCsv = [
    [...LOOP_HABITS_COLUMNS],
    ...written.map(({ habit, position, shape }) => {
      const { times, days } = frequencyOf(habit.schedule);
      const numerical = shape.type === "NUMERICAL";
      return [
        position,
        habit.name,
        shape.type,
        "",
        habit.description,
        String(times),
        String(days),
        LOOP_COLOR,
        numerical ? shape.unit : "",
        numerical ? (shape.atMost ? "AT_MOST" : "AT_LEAST") : "",
        numerical ? targetValueOf(shape.target) : "",
        String(habit.archived),
      ];
    }),
  ];

  const files: Record<string, Uint8Array> = { "Habits.csv": strToU8(csvText(habitsCsv)) };
  let newest = exportedOn;
  let oldest = exportedOn;
  for (const { habit, position, shape, byDay } of written) {
    const rows = [["Date", "Value", "Notes"]];
    const first = habit.days[0]?.day;
    if (first !== undefined) {
      const last = laterDay(exportedOn, habit.days.at(-1)!.day);
      for (let day = last; day >= first; day = addDays(day, -1)) {
        rows.push([day, valueOf(shape, byDay.get(day)), byDay.get(day)?.note ?? ""]);
      }
      newest = laterDay(newest, last);
      if (first < oldest) oldest = first;
    }
    files[`${folderName(position, habit.name)}/Checkmarks.csv`] = strToU8(csvText(rows));
  }

  // One column per habit, newest day first, and the trailing comma Loop writes after each cell.
  const overview = [["Date", ...habits.map((habit) => habit.name), ""]];
  for (let day = newest; day >= oldest; day = addDays(day, -1)) {
    overview.push([day, ...written.map(({ shape, byDay }) => valueOf(shape, byDay.get(day))), ""]);
  }
  files["Checkmarks.csv"] = strToU8(csvText(overview));

  return zipSync(files, { mtime: zipTimeOf(exportedOn) });
}
