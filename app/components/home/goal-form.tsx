import { Checkbox, Fieldset, Stack, Text } from "@chakra-ui/react";
import type { Goal } from "~/game/entity-schemas";
import { GoalInputSchema, type GoalInput } from "~/game/input-schemas";
import type { SubmitResult } from "~/components/use-checked-submit";
import { SMALL_GOAL_RULE } from "~/content/game-rules-text";
import { ItemForm, type FormMode, type ItemField } from "./item-form";
import { isPublicIn, PublicToggle } from "./public-toggle";

/** A habit the goal may be made of, by its commitment id. */
export type HabitChoice = { commitmentId: string; title: string };

type GoalFormProps = {
  mode: FormMode;
  goal?: Goal;
  habits: HabitChoice[];
  onSubmit: (input: GoalInput & { commitments: string[] }) => Promise<SubmitResult>;
  onCancel: () => void;
};

const goalFields = (goal?: Goal): ItemField[] => [
  { name: "title", label: "Title", required: true, defaultValue: goal?.title },
  { name: "description", label: "Description", required: true, multiline: true, defaultValue: goal?.description },
  {
    name: "xpTarget",
    label: "XP target",
    number: true,
    required: true,
    defaultValue: goal?.xpTarget ?? 100,
    helper: `XP its habits must earn to reach the goal. ${SMALL_GOAL_RULE}`,
  },
];

/** Create or edit a goal and pick the habits it is made of; nothing is saved while invalid. */
export function GoalForm({ goal, habits, ...form }: GoalFormProps) {
  const chosen = new Set(goal?.commitments ?? []);
  return (
    <ItemForm
      {...form}
      kind="Goal"
      schema={GoalInputSchema}
      fields={goalFields(goal)}
      readMore={(data) => ({ commitments: data.getAll("commitments"), isPublic: isPublicIn(data) })}
      more={(errors) => (
        <>
          <Fieldset.Root invalid={Boolean(errors.commitments)}>
            <Fieldset.Legend>Habits this goal is made of</Fieldset.Legend>
            {habits.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                You have no habits yet. A goal needs at least one: create a habit first.
              </Text>
            ) : (
              <Stack gap="2">
                {habits.map((habit) => (
                  <Checkbox.Root
                    key={habit.commitmentId}
                    name="commitments"
                    value={habit.commitmentId}
                    defaultChecked={chosen.has(habit.commitmentId)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{habit.title}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            )}
            {errors.commitments ? <Fieldset.ErrorText>{errors.commitments}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
          <PublicToggle kind="goal" defaultChecked={goal?.isPublic === true} />
        </>
      )}
    />
  );
}
