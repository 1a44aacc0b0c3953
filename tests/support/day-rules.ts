// Zones and instants for day-rule (rule 18) property tests: half- and
// quarter-hour offsets, both sides of the date line, and daylight saving nights.
import fc from "fast-check";
import { DAY_START_HOURS, type DayRule } from "~/game/day";

export const TEST_ZONES = [
  "UTC",
  "Asia/Kolkata",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "America/Los_Angeles",
  "Europe/London",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "Asia/Tokyo",
] as const;

/** 2024's clock changes in those zones (UTC instants). */
export const DST_CHANGES = [
  Date.UTC(2024, 2, 10, 10), // America/Los_Angeles, spring forward
  Date.UTC(2024, 10, 3, 9), // America/Los_Angeles, fall back
  Date.UTC(2024, 2, 31, 1), // Europe/London, spring forward
  Date.UTC(2024, 9, 27, 1), // Europe/London, fall back
  Date.UTC(2024, 3, 6, 15), // Australia/Lord_Howe, back half an hour
  Date.UTC(2024, 9, 5, 15, 30), // Australia/Lord_Howe, forward half an hour
  Date.UTC(2024, 3, 6, 14), // Pacific/Chatham, back an hour
  Date.UTC(2024, 8, 28, 14), // Pacific/Chatham, forward an hour
] as const;

const HOUR = 3_600_000;

export const dayRules: fc.Arbitrary<DayRule> = fc.record({
  timeZone: fc.constantFrom(...TEST_ZONES),
  startHour: fc.constantFrom(...DAY_START_HOURS),
});

/** An instant within two days of a clock change, or anywhere in 1990–2060. */
export const instants: fc.Arbitrary<number> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...DST_CHANGES), fc.integer({ min: -48 * 3600, max: 48 * 3600 }))
    .map(([change, seconds]) => change + seconds * 1000),
  fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }),
);

/** A start a few hours before one of the clock changes, for histories that cross it. */
export const startsNearDst: fc.Arbitrary<number> = fc
  .tuple(fc.constantFrom(...DST_CHANGES), fc.integer({ min: -30, max: 0 }))
  .map(([change, hours]) => change + hours * HOUR);
