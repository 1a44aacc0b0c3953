// Rule sentences shown both where a person acts (forms) and on /docs, from the engine's own constants,
// so the page that explains a rule and the form that applies it can never disagree.
import { DAILY_TARGET_RANGE, SMALL_GOAL_XP_TARGET } from "~/game/constants";

const n = (value: number) => value.toLocaleString("en-US");

/** Rule 17 (docs/rules.md). */
export const SMALL_GOAL_RULE = `A goal with an XP target below ${n(SMALL_GOAL_XP_TARGET)} still reaches its milestones and completes, but earns no milestone or reach bonus (0 XP, 0 coins).`;

/** Rule 2 (docs/rules.md). */
export const DAILY_TARGET_RULE = `The daily XP target is a whole number from ${n(DAILY_TARGET_RANGE.min)} to ${n(DAILY_TARGET_RANGE.max)}.`;
