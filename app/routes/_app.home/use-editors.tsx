import { useSubmit } from "@remix-run/react";
import { lazy, useCallback, useEffect, useMemo, useRef } from "react";
import type { SubmitResult } from "~/components/use-checked-submit";
import { useModals } from "~/modals/modals-provider";
import type { GoalCard, HabitCard, HomeData } from "~/storage";
import { intentBody, type Intent } from "./intents";
import type { IntentResult } from "./route";
import { useIntent } from "./use-intent";

// The editors load when first opened: their fields and checkboxes are not part of the app shell.
const HabitForm = lazy(() => import("~/components/home/habit-form").then((module) => ({ default: module.HabitForm })));
const GoalForm = lazy(() => import("~/components/home/goal-form").then((module) => ({ default: module.GoalForm })));
const ConfirmDelete = lazy(() =>
  import("~/components/home/confirm-delete").then((module) => ({ default: module.ConfirmDelete })),
);

const saved = (result: IntentResult, close: () => void): SubmitResult => {
  if (result.ok) {
    close();
    return;
  }
  return { fieldErrors: result.fieldErrors };
};

/** The habits a goal may take in, as its editor lists them. */
function habitChoices(home: HomeData | null) {
  return (home?.habits ?? []).map((card) => ({ commitmentId: card.habit.commitmentId, title: card.habit.title }));
}

/** Everything the home page opens or asks for: the editors, the menus' actions, counting. */
export function useEditors(home: HomeData | null) {
  const { openModal, closeModal } = useModals();
  const run = useIntent();
  const submit = useSubmit();
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
      const intent: Intent = { type: "habit/count", habitId, delta };
      // Each click its own fetcher, so quick clicks are all kept and shown at once.
      submit(intentBody(intent), {
        method: "post",
        action: "/home",
        encType: "application/json",
        navigate: false,
        fetcherKey: `count-${clicks.current}`,
      });
    },
    [submit],
  );

  const confirmDelete = useCallback(
    (what: "habit" | "goal", intent: Intent) =>
      openModal({
        title: `Delete ${what}?`,
        render: (close) => (
          <ConfirmDelete
            what={what}
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
      newHabit: () =>
        openModal({
          title: "New habit",
          render: (close) => (
            <HabitForm
              mode="CREATE"
              onCancel={close}
              onSubmit={async (input) => saved(await run({ type: "habit/create", input }), close)}
            />
          ),
        }),
      newGoal: () =>
        openModal({
          title: "New goal",
          render: (close) => (
            <GoalForm
              mode="CREATE"
              habits={habitChoices(latest.current)}
              onCancel={close}
              onSubmit={async (input) => saved(await run({ type: "goal/create", input }), close)}
            />
          ),
        }),
      editHabit: (card: HabitCard) =>
        openModal({
          title: "Edit Habit",
          render: (close) => (
            <HabitForm
              mode="EDIT"
              habit={card.habit}
              onCancel={close}
              onSubmit={async (changes) =>
                saved(
                  await run({ type: "habit/edit", habitId: card.habit.id, changes: { description: "", ...changes } }),
                  close,
                )
              }
            />
          ),
        }),
      editGoal: (card: GoalCard) =>
        openModal({
          title: "Edit Goal",
          render: (close) => (
            <GoalForm
              mode="EDIT"
              goal={card.goal}
              habits={habitChoices(latest.current)}
              onCancel={close}
              onSubmit={async ({ commitments, ...changes }) => {
                const goalId = card.goal.id;
                const result = await run({ type: "goal/edit", goalId, changes });
                if (!result.ok) return saved(result, close);
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
          ),
        }),
      deleteHabit: (card: HabitCard) => confirmDelete("habit", { type: "habit/delete", habitId: card.habit.id }),
      deleteGoal: (card: GoalCard) => confirmDelete("goal", { type: "goal/delete", goalId: card.goal.id }),
    }),
    [count, openModal, closeModal, run, confirmDelete],
  );
}

export type Editors = ReturnType<typeof useEditors>;
