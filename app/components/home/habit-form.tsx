import type { Habit } from "~/game/entity-schemas";
import { HabitInputSchema, type HabitInput } from "~/game/input-schemas";
import type { SubmitResult } from "~/components/use-checked-submit";
import { ItemForm, type FormMode, type ItemField } from "./item-form";
import { isPublicIn, PublicToggle } from "./public-toggle";
import { latestSchedule, ScheduleField, scheduleIn } from "./schedule-field";

type HabitFormProps = {
  mode: FormMode;
  habit?: Pick<Habit, "title" | "description" | "dailyTarget" | "isPublic" | "schedules">;
  onSubmit: (input: HabitInput) => Promise<SubmitResult>;
  onCancel: () => void;
};

const habitFields = (habit?: HabitFormProps["habit"]): ItemField[] => [
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
];

/** Create or edit a habit; nothing is saved while a field is invalid. */
export function HabitForm({ habit, ...form }: HabitFormProps) {
  return (
    <ItemForm
      {...form}
      kind="Habit"
      schema={HabitInputSchema}
      fields={habitFields(habit)}
      readMore={(data) => ({ schedule: scheduleIn(data), isPublic: isPublicIn(data) })}
      more={(errors) => (
        <>
          <ScheduleField schedule={latestSchedule(habit?.schedules)} errors={errors} />
          <PublicToggle kind="habit" defaultChecked={habit?.isPublic === true} />
        </>
      )}
    />
  );
}
