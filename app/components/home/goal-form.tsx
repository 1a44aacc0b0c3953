import { BRAND_CTA } from "~/theme/brand";
import { Button, Checkbox, Fieldset, HStack, Stack, Text } from "@chakra-ui/react";
import type { Goal } from "~/game/entity-schemas";
import { GoalInputSchema, type GoalInput } from "~/game/input-schemas";
import { FormField, numberField } from "~/components/form-field";
import { useCheckedSubmit, type SubmitResult } from "~/components/use-checked-submit";
import type { FormMode } from "./habit-form";

/** A habit the goal may be made of, by its commitment id. */
export type HabitChoice = { commitmentId: string; title: string };

type GoalFormProps = {
  mode: FormMode;
  goal?: Goal;
  habits: HabitChoice[];
  onSubmit: (input: GoalInput & { commitments: string[] }) => Promise<SubmitResult>;
  onCancel: () => void;
};

/** Create or edit a goal and pick the habits it is made of; nothing is saved while invalid. */
export function GoalForm({ mode, goal, habits, onSubmit, onCancel }: GoalFormProps) {
  const chosen = new Set(goal?.commitments ?? []);

  const { errors, busy, submit } = useCheckedSubmit(
    GoalInputSchema,
    (data) => ({
      title: data.get("title"),
      description: data.get("description"),
      xpTarget: numberField(data.get("xpTarget")),
      commitments: data.getAll("commitments"),
    }),
    onSubmit,
  );

  return (
    <form onSubmit={submit} noValidate data-mode={mode} aria-label={mode === "EDIT" ? "Edit Goal" : "New goal"}>
      <Stack gap="4">
        <FormField name="title" label="Title" required defaultValue={goal?.title} error={errors.title} />
        <FormField
          name="description"
          label="Description"
          required
          multiline
          defaultValue={goal?.description}
          error={errors.description}
        />
        <FormField
          name="xpTarget"
          label="XP target"
          type="number"
          inputMode="numeric"
          required
          defaultValue={goal?.xpTarget ?? 100}
          error={errors.xpTarget}
          helper="XP its habits must earn to reach the goal."
        />
        <Fieldset.Root invalid={Boolean(errors.commitments)}>
          <Fieldset.Legend>Habits this goal is made of</Fieldset.Legend>
          {habits.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              You have no habits yet. Create one first, or add habits to this goal later.
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
        <HStack justify="flex-end">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} {...BRAND_CTA}>
            {mode === "EDIT" ? "Save goal" : "Create goal"}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
