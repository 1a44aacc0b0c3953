import { BRAND_CTA } from "~/theme/brand";
import { Button, HStack, Stack } from "@chakra-ui/react";
import type { Habit } from "~/game/entity-schemas";
import { HabitInputSchema, type HabitInput } from "~/game/input-schemas";
import { FormField, numberField } from "~/components/form-field";
import { useCheckedSubmit, type SubmitResult } from "~/components/use-checked-submit";

export type FormMode = "CREATE" | "EDIT";

type HabitFormProps = {
  mode: FormMode;
  habit?: Pick<Habit, "title" | "description" | "dailyTarget">;
  onSubmit: (input: HabitInput) => Promise<SubmitResult>;
  onCancel: () => void;
};

/** Create or edit a habit; nothing is saved while a field is invalid. */
export function HabitForm({ mode, habit, onSubmit, onCancel }: HabitFormProps) {
  const { errors, busy, submit } = useCheckedSubmit(
    HabitInputSchema,
    (data) => ({
      title: data.get("title"),
      description: data.get("description"),
      dailyTarget: numberField(data.get("dailyTarget")),
    }),
    onSubmit,
  );

  return (
    <form onSubmit={submit} noValidate data-mode={mode} aria-label={mode === "EDIT" ? "Edit Habit" : "New habit"}>
      <Stack gap="4">
        <FormField name="title" label="Title" required defaultValue={habit?.title} error={errors.title} />
        <FormField
          name="description"
          label="Description"
          multiline
          defaultValue={habit?.description}
          error={errors.description}
          helper="Links and @mentions are welcome."
        />
        <FormField
          name="dailyTarget"
          label="Daily target"
          type="number"
          inputMode="numeric"
          required
          defaultValue={habit?.dailyTarget ?? 1}
          error={errors.dailyTarget}
          helper="How many times a day you want to do it."
        />
        <HStack justify="flex-end">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} {...BRAND_CTA}>
            {mode === "EDIT" ? "Save habit" : "Create habit"}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
