// A habit's notes per day (rule 32), read and replaced without touching the map it was given:
// the action that writes a note and the projection that replays it share these.
import type { Day } from "./day";
import type { HabitTrack } from "./world";

type Notes = Readonly<Record<Day, string>>;

/** The habit's note on `day`, or "" without one. */
export const noteOn = (habit: { notes?: Notes }, day: Day): string => habit.notes?.[day] ?? "";

/** `notes` with `day` reading `note` ("" removes it); absent when none is left. */
export function withNote(notes: Notes | undefined, day: Day, note: string): Record<Day, string> | undefined {
  const next = { ...notes };
  if (note === "") delete next[day];
  else next[day] = note;
  return Object.keys(next).length > 0 ? next : undefined;
}

/** `track` with `change` more days holding a note (the count is absent at none, as a new track has it). */
export function withNoteCount(track: HabitTrack, change: number): HabitTrack {
  const { notes = 0, ...rest } = track;
  const next = notes + change;
  return next > 0 ? { ...rest, notes: next } : rest;
}
