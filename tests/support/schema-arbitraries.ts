// Generated valid values for the schema property tests (app/game/input-schemas and entity-schemas
// .property.test.ts): trimmed texts, usernames, whole numbers, days and timestamps.
import fc from "fast-check";
import { LIMITS } from "~/game/constants";

// ---- Valid values ----------------------------------------------------------------------
export const pad = fc.constantFrom("", " ", "  ", "\t", "\n");
/** Text whose trimmed length (in code points) is within [min, max]. */
export const text = (min: number, max: number) =>
  fc
    .string({ unit: fc.constantFrom("a", "Z", "é", "😀", " ", "<", "&", "@", "'"), minLength: min, maxLength: max })
    .filter((s) => [...s.trim()].length >= min && s.trim() === s.trim().replace(/^\s+|\s+$/g, ""))
    .chain((s) => pad.map((p) => ({ raw: `${p}${s}${p}`, value: s.trim() })));
export const username = fc
  .stringMatching(/^[A-Za-z0-9]{1,6}([._][A-Za-z0-9]{1,4})?$/)
  .filter((s) => s.length <= LIMITS.username);
export const whole = (min: number, max: number) => fc.integer({ min, max });
export const day = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
export const timestamp = fc.integer({ min: 0, max: 4_102_444_800_000 });
