import type { Habit } from "~/game/entity-schemas";
import { HabitInputSchema, type HabitInput } from "~/game/input-schemas";
import type { SubmitResult } from "~/components/use-checked-submit";
import { ItemForm, type FormMode } from "./item-form";

type HabitFormProps = {
  mode: FormMode;
  habit?: Pick<Habit, "title" | "description" | "dailyTarget">;
  onSubmit: (input: HabitInput) => Promise<SubmitResult>;
  onCancel: () => void;
};

/** Create or edit a habit; nothing is saved while a field is invalid. */
export function HabitForm({ mode, habit, onSubmit, onCancel }: HabitFormProps) {
  return (
    <ItemForm
      mode={mode}
      kind="Habit"
      schema={HabitInputSchema}
      fields={[
        { name: "title", label: "Title", required: true, defaultValue: habit?.title },
        {
          name: "description",
          label: "Description",
          multiline: true,
          defaultValue: habit?.description,
          helper: "Links and @mentions are welcome.",
        },
        {
          name: "dailyTarget",
          label: "Daily target",
          number: true,
          required: true,
          defaultValue: habit?.dailyTarget ?? 1,
          helper: "How many times a day you want to do it.",
        },
      ]}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
