import type { CommitRecord } from "~/game/entity-schemas";
import type { Reward } from "~/game/rewards";
import { isSmallGoalRecord } from "~/game/record-data";
import { announce } from "~/components/live-region";
import type { HomeData } from "~/storage";
import { notify, type ToastAction } from "~/toasts/notify";

/** Titles of the user's habits and goals by commitment id: records name their item by it. */
export type TitlesByCommitment = ReadonlyMap<string, string>;

/** The titles on home after an action (an item the action deleted is not among them). */
export const titlesOf = (home: Pick<HomeData, "habits" | "goals">): TitlesByCommitment =>
  new Map([
    ...home.habits.map(({ habit }) => [habit.commitmentId, habit.title] as const),
    ...home.goals.map(({ goal }) => [goal.commitmentId, goal.title] as const),
  ]);

const signed = (n: number) => `${n > 0 ? "+" : n < 0 ? "−" : ""}${Math.abs(n).toLocaleString("en-US")}`;

/** "Goal “Read more”", or the noun alone when the title is not known (an item deleted by the action). */
const named = (noun: string, title: string | undefined) => (title ? `${noun} “${title}”` : noun);

/** A goal's milestones, in the words of one part each: one goal's are said together. */
const MILESTONES: Partial<Record<string, string>> = {
  PROGRESS_BEGIN: "under way",
  PROGRESS_HALFWAY: "halfway",
  PROGRESS_ALMOST: "80% there",
};

/** The moment one record stands for, in words, or null for the ordinary ones (a +1's XP, a milestone). */
function momentOf(record: CommitRecord, titles: TitlesByCommitment): string | null {
  const title = titles.get(record.instanceId);
  if (record.event === "DAILYCHECK") return `Daily target reached: ${signed(record.reward.xp)} XP bonus`;
  if (record.event === "ROLLBACK_DAILYCHECK") return `Daily target no longer met: ${signed(record.reward.xp)} XP bonus`;
  if (record.event === "START") return `${named(record.kind, title)} ${record.kind === "Goal" ? "set" : "started"}`;
  if (record.event === "GIVEUP") return `${named(record.kind, title)} given up`;
  // Undo (rule 29): a new item taken back is gone from home, so it has no title to say.
  if (record.event === "ROLLBACK_START") return `New ${record.kind.toLowerCase()} undone`;
  if (record.event === "ROLLBACK_GIVEUP") return `${named(record.kind, title)} is back`;
  if (record.kind !== "Goal" || record.event !== "REACH") return null;
  return isSmallGoalRecord(record.data)
    ? `${named("Goal", title)} reached! (a small goal: no bonus)`
    : `${named("Goal", title)} reached! ${signed(record.reward.xp)} XP and ${record.reward.coins} coins`;
}

/**
 * The big moments among one action's records, in words: a daily check, a start, a give-up, a
 * reached goal, and each goal's milestones together ("“Read more”: under way, halfway"), so two
 * goals moving on one +1 read as two and the toast stays short.
 */
export function momentsOf(records: CommitRecord[], titles: TitlesByCommitment = new Map()): string[] {
  // A goal's milestones share one slot, at the place of its first.
  type GoalMilestones = { goalCommitment: string; parts: string[] };
  const slots: (string | GoalMilestones)[] = [];
  const byGoal = new Map<string, GoalMilestones>();
  for (const record of records) {
    const milestone = record.kind === "Goal" ? MILESTONES[record.event] : undefined;
    if (milestone === undefined) {
      const moment = momentOf(record, titles);
      if (moment) slots.push(moment);
      continue;
    }
    const known = byGoal.get(record.instanceId);
    if (known) known.parts.push(milestone);
    else {
      const slot = { goalCommitment: record.instanceId, parts: [milestone] };
      byGoal.set(record.instanceId, slot);
      slots.push(slot);
    }
  }
  return slots.map((slot) => {
    if (typeof slot === "string") return slot;
    const title = titles.get(slot.goalCommitment);
    return `${title ? `“${title}”` : "Your goal"}: ${slot.parts.join(", ")}`;
  });
}

/**
 * What a one-record action really changed in XP and coins once rule 3 clamped it (a give-up with
 * 30 XP left takes 30, not 100), read from the game's last record; undefined for any other action.
 */
export function takenBy(records: readonly CommitRecord[], home: Pick<HomeData, "game">): Reward | undefined {
  const last = home.game.lastRecord;
  return records.length === 1 && last?.id === records[0]!.id ? last.taken : undefined;
}

/**
 * What one action earned or cost: "+6 XP", "−100 XP and −1 coin", "−1 coin"; with `taken`, what it
 * really took ("−30 XP", or "nothing left to take" when the balances were already at 0).
 */
export function earnedText(records: CommitRecord[], taken?: Reward): string {
  const xp = taken ? taken.xp : records.reduce((sum, record) => sum + record.reward.xp, 0);
  const coins = taken ? taken.coins : records.reduce((sum, record) => sum + record.reward.coins, 0);
  if (taken && xp === 0 && coins === 0 && records.some((r) => r.reward.xp < 0 || r.reward.coins < 0))
    return "nothing left to take";
  const parts = [xp !== 0 || coins === 0 ? `${signed(xp)} XP` : null];
  if (coins !== 0) parts.push(`${signed(coins)} ${Math.abs(coins) === 1 ? "coin" : "coins"}`);
  return parts.filter(Boolean).join(" and ");
}

/**
 * Tells the person what an action earned: the live region for every XP change, and for a big moment
 * ONE toast that says everything the action earned ("+6 XP · Daily target reached: +5 XP bonus ·
 * Halfway to your goal “Read more”!"), so one +1 never stacks three toasts over the page. Creating
 * a habit or goal, and giving one up, are moments too (issue 36: they said nothing); the toast
 * carries `undo`, the way to take the action back (rule 29).
 */
export function announceRecords(
  records: CommitRecord[],
  titles: TitlesByCommitment = new Map(),
  { undo = null, taken }: { undo?: ToastAction | null; taken?: Reward } = {},
): void {
  const xp = taken ? taken.xp : records.reduce((sum, record) => sum + record.reward.xp, 0);
  if (xp !== 0) announce(`${signed(xp)} XP`);
  const moments = momentsOf(records, titles);
  if (moments.length > 0)
    notify.success([earnedText(records, taken), ...moments].join(" · "), undefined, undo ?? undefined);
}
