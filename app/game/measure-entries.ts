// What a measure's track keeps of its values (rule 31): the values logged on its latest day, so
// the card's undo takes back the last one, and the last distinct values, the card's quick amounts.
// Built by the projection from the records alone, so a replay rebuilds them exactly.
import type { Day } from "./day";
import type { RecordData } from "./entity-schemas";
import { isPastEdit, readValue } from "./record-data";
import type { HabitTrack } from "./world";

/** How many recent values the card offers. */
export const RECENT_VALUES_KEPT = 3;

/** Whether a record is a value logged today (not a count's click, not a past day's edit). */
export const loggedToday = (data: RecordData): boolean => readValue(data) !== null && !isPastEdit(data);

export function withEntry(track: HabitTrack, day: Day, value: number): HabitTrack {
  const { entries } = track;
  if (entries && entries.day > day) return track;
  const values = entries?.day === day ? [...entries.values, value] : [value];
  const recent = [value, ...(track.recent ?? []).filter((v) => v !== value)].slice(0, RECENT_VALUES_KEPT);
  return { ...track, entries: { day, values }, recent };
}

/** Takes back the last entry of `value` on `day` (an undo), if the track holds one. */
export function withoutEntry(track: HabitTrack, day: Day, value: number): HabitTrack {
  const { entries } = track;
  if (entries?.day !== day) return track;
  const at = entries.values.lastIndexOf(value);
  if (at < 0) return track;
  return { ...track, entries: { day, values: entries.values.filter((_, i) => i !== at) } };
}

/** The value the card's undo takes back today: the last one logged, if any. */
export function lastEntryOn(track: HabitTrack | undefined, day: Day): number | null {
  const entries = track?.entries;
  return entries?.day === day && entries.values.length > 0 ? entries.values[entries.values.length - 1]! : null;
}
