import { lazy, useCallback, useEffect, useMemo, useRef, type ReactNode } from "react";
import type { SubmitResult } from "~/components/use-checked-submit";
import { useHomeIntent, useHomeSubmit, type HomeIntent } from "~/intents/home";
import { preloadModalDialog, useModals } from "~/modals/modals-provider";
import type { GoalCard, HabitCard, HomeData } from "~/storage";

// The editors load when first opened: their fields and checkboxes are not part of the app shell.
const loadHabitForm = () => import("~/components/home/habit-form");
const loadGoalForm = () => import("~/components/home/goal-form");
const HabitForm = lazy(() => loadHabitForm().then((module) => ({ default: module.HabitForm })));
const GoalForm = lazy(() => loadGoalForm().then((module) => ({ default: module.GoalForm })));

/**
 * Starts loading the new-item editors and their dialog on the intent to open one (the pointer on,
 * or focus in, New habit or New goal), so the first dialog rarely waits for its code (issue #37).
 */
export function preloadEditors(): void {
  preloadModalDialog();
  void loadHabitForm();
  void loadGoalForm();
}
const ConfirmDelete = lazy(() =>
  import("~/components/home/confirm-delete").then((module) => ({ default: module.ConfirmDelete })),
);

/** Saves one intent from an editor: closes it when saved, or answers the fields' messages. */
type Save = (intent: HomeIntent) => Promise<SubmitResult>;

/** The habits a goal may take in, as its editor lists them. */
function habitChoices(home: HomeData | null) {
  return (home?.habits ?? []).map((card) => ({ commitmentId: card.habit.commitmentId, title: card.habit.title }));
}

/** Everything the home page opens or asks for: the editors, the menus' actions, counting. */
export function useEditors(home: HomeData | null) {
  const { openModal, closeModal } = useModals();
  const run = useHomeIntent();
  const send = useHomeSubmit();
  const clicks = useRef(0);
  // Read when a dialog opens, not when home changes: the editors stay the same object through
  // every +1, so the cards (memoized on them) do not all re-render on each click.
  const latest = useRef(home);
  useEffect(() => {
    latest.current = home;
  }, [home]);

  const count = useCallback(
    (habitId: string, delta: 1 | -1) => {
      clicks.current += 1;
      // Each click its own fetcher, so quick clicks are all kept and shown at once.
      send({ type: "habit/count", habitId, delta }, `count-${clicks.current}`);
    },
    [send],
  );

  // A measure's Add and its undo (rule 31): like a click, each its own fetcher, shown at once.
  const logValue = useCallback(
    (habitId: string, value: number, change: "add" | "remove") => {
      clicks.current += 1;
      const type = change === "add" ? "habit/addValue" : "habit/removeValue";
      send({ type, habitId, value }, `count-${clicks.current}`);
    },
    [send],
  );

  const editor = useCallback(
    (title: string, form: (save: Save, close: () => void) => ReactNode) =>
      openModal({
        title,
        render: (close) =>
          form(async (intent) => {
            const result = await run(intent);
            if (!result.ok) return { fieldErrors: result.fieldErrors };
            close();
          }, close),
      }),
    [openModal, run],
  );

  const confirmDelete = useCallback(
    (what: "habit" | "goal", intent: HomeIntent, { reached = false } = {}) =>
      openModal({
        title: `Delete ${what}?`,
        render: (close) => (
          <ConfirmDelete
            what={what}
            reached={reached}
            onCancel={close}
            onConfirm={() => void run(intent).then((result) => result.ok && close())}
          />
        ),
      }),
    [openModal, run],
  );

  return useMemo(
    () => ({
      count,
      logValue,
      newHabit: () =>
        editor("New habit", (save, close) => (
          <HabitForm mode="CREATE" onCancel={close} onSubmit={(input) => save({ type: "habit/create", input })} />
        )),
      newGoal: () =>
        editor("New goal", (save, close) => (
          <GoalForm
            mode="CREATE"
            habits={habitChoices(latest.current)}
            onCancel={close}
            onSubmit={(input) => save({ type: "goal/create", input })}
          />
        )),
      editHabit: (card: HabitCard) =>
        editor("Edit Habit", (save, close) => (
          <HabitForm
            mode="EDIT"
            habit={card.habit}
            onCancel={close}
            onSubmit={(changes) =>
              save({ type: "habit/edit", habitId: card.habit.id, changes: { description: "", ...changes } })
            }
          />
        )),
      editGoal: (card: GoalCard) =>
        editor("Edit Goal", (_, close) => (
          <GoalForm
            mode="EDIT"
            goal={card.goal}
            habits={habitChoices(latest.current)}
            onCancel={close}
            onSubmit={async ({ commitments, ...changes }) => {
              const goalId = card.goal.id;
              const result = await run({ type: "goal/edit", goalId, changes });
              if (!result.ok) return { fieldErrors: result.fieldErrors };
              // Membership changes are actions of their own: each is saved, and rewarded, on its own.
              const before = new Set(card.goal.commitments);
              for (const commitmentId of commitments.filter((id) => !before.has(id))) {
                await run({ type: "goal/addCommitment", goalId, commitmentId });
              }
              for (const commitmentId of card.goal.commitments.filter((id) => !commitments.includes(id))) {
                await run({ type: "goal/dropCommitment", goalId, commitmentId });
              }
              closeModal();
            }}
          />
        )),
      /** Skips a day of the habit, or takes the skip back (issue #32). */
      skip: (habitId: string, day: string, skipped: boolean) => void run({ type: "habit/skip", habitId, day, skipped }),
      deleteHabit: (card: HabitCard) => confirmDelete("habit", { type: "habit/delete", habitId: card.habit.id }),
      deleteGoal: (card: GoalCard) =>
        confirmDelete(
          "goal",
          { type: "goal/delete", goalId: card.goal.id },
          { reached: card.goal.completedAt !== null },
        ),
    }),
    [count, logValue, editor, closeModal, run, confirmDelete],
  );
}

export type Editors = ReturnType<typeof useEditors>;
