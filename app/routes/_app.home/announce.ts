import type { CommitRecord } from "~/game/entity-schemas";
import { isSmallGoalRecord } from "~/game/record-data";
import { announce } from "~/components/live-region";
import { notify } from "~/toasts/notify";

const GOAL_MESSAGES: Partial<Record<string, string>> = {
  PROGRESS_BEGIN: "Your goal is under way",
  PROGRESS_HALFWAY: "Halfway to your goal!",
  PROGRESS_ALMOST: "Almost there: 80% of your goal",
};

const signed = (n: number) => `${n > 0 ? "+" : ""}${n.toLocaleString("en-US")}`;

function goalReached(record: CommitRecord): string {
  if (isSmallGoalRecord(record.data)) return "Goal reached! (a small goal: no bonus)";
  return `Goal reached! ${signed(record.reward.xp)} XP and ${record.reward.coins} coins`;
}

/** The big moments among one action's records, in words (a daily check, a goal milestone). */
export function momentsOf(records: CommitRecord[]): string[] {
  return records.flatMap((record) => {
    if (record.event === "DAILYCHECK") return [`Daily target reached: ${signed(record.reward.xp)} XP bonus`];
    if (record.kind !== "Goal") return [];
    if (record.event === "REACH") return [goalReached(record)];
    const message = GOAL_MESSAGES[record.event];
    return message ? [message] : [];
  });
}

/**
 * Tells the person what an action earned: the live region for every XP change, and for a big moment
 * ONE toast that says everything the action earned ("+6 XP · Daily target reached: +5 XP bonus · Halfway
 * to your goal!"), so one +1 never stacks three toasts over the page.
 */
export function announceRecords(records: CommitRecord[]): void {
  const xp = records.reduce((sum, record) => sum + record.reward.xp, 0);
  if (xp !== 0) announce(`${signed(xp)} XP`);
  const moments = momentsOf(records);
  if (moments.length > 0) notify.success([`${signed(xp)} XP`, ...moments].join(" · "));
}
