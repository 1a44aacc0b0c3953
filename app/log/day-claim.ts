// What a server can check of the day a device says an action counted for (rule 18). The
// device computed it as max(the rule's calendar day, its journal's last day): so the day is
// never before the rule's calendar day at the action's time, and no place on Earth with any
// day start hour puts that time on a later day than isPlausibleDay allows.
import { calendarDay, isPlausibleDay, isValidTimeZone, MAX_DAY_START_HOUR, type Day, type DayRule } from "~/game/day";
import { DAY_IMPLAUSIBLE, DAY_RULE_UNKNOWN } from "./refusal";

/** A pushed action's claim: its time, the day it counted for and the rule that gave that day. */
export type DayClaim = { at: number; day: Day; rule: { timeZone: string; startHour: number } };

/** The claim's rule when it is one this runtime can compute with, else null. */
export function claimedRule(claim: DayClaim): DayRule | null {
  const { timeZone, startHour } = claim.rule;
  const hourOk = Number.isInteger(startHour) && startHour >= 0 && startHour <= MAX_DAY_START_HOUR;
  return hourOk && isValidTimeZone(timeZone) ? { timeZone, startHour } : null;
}

/** Why the claimed day cannot be taken (a refusal code), or null when it can. */
export function dayClaimProblem(claim: DayClaim): typeof DAY_RULE_UNKNOWN | typeof DAY_IMPLAUSIBLE | null {
  const rule = claimedRule(claim);
  if (!rule) return DAY_RULE_UNKNOWN;
  // Days never go back (rule 18): a day may stay later than the calendar, never fall before it.
  if (claim.day < calendarDay(claim.at, rule) || !isPlausibleDay(claim.day, claim.at)) return DAY_IMPLAUSIBLE;
  return null;
}
