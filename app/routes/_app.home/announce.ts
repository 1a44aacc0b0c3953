import type { CommitRecord } from "~/game/entity-schemas";
import { announce } from "~/components/live-region";
import { notify } from "~/toasts/notify";

const GOAL_MESSAGES: Partial<Record<string, string>> = {
  PROGRESS_BEGIN: "Your goal is under way.",
  PROGRESS_HALFWAY: "Halfway to your goal!",
  PROGRESS_ALMOST: "Almost there: 80% of your goal.",
  REACH: "Goal reached! +1000 XP and 25 coins.",
};

/** Tells the person what an action earned: a toast for the big moments, the live region for every XP change. */
export function announceRecords(records: CommitRecord[]): void {
  const xp = records.reduce((sum, record) => sum + record.reward.xp, 0);
  if (xp !== 0) announce(`${xp > 0 ? "+" : ""}${xp} XP`);
  for (const record of records) {
    if (record.event === "DAILYCHECK") notify.success(`Daily target reached: +${record.reward.xp} XP bonus.`);
    const goalMessage = record.kind === "Goal" ? GOAL_MESSAGES[record.event] : undefined;
    if (goalMessage) notify.success(goalMessage);
  }
}
