import { Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { FormField } from "~/components/form-field";
import type { Habit } from "~/game/entity-schemas";
import type { HabitInput } from "~/game/input-schemas";
import { formatValue, parseValue } from "~/game/measure-value";
import type { SubmitResult } from "~/components/use-checked-submit";
import { habitFormSchema, habitKindIn, type HabitKind } from "./habit-form-input";
import { ItemForm, type FormMode, type ItemField } from "./item-form";
import { HabitKindField, MeasureField, type MeasureDraft } from "./measure-field";
import { measureSentence } from "./measure-words";
import { isPublicIn, PublicToggle } from "./public-toggle";
import { latestSchedule, ScheduleField, scheduleIn } from "./schedule-field";
import { useLocale } from "~/components/use-locale";

type HabitFormProps = {
  mode: FormMode;
  habit?: Pick<Habit, "title" | "description" | "dailyTarget" | "isPublic" | "schedules" | "measure">;
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
];

/** A count's daily target, as it always was. */
const countTarget = (habit: HabitFormProps["habit"], error: string | undefined) => (
  <FormField
    error={error}
    name="dailyTarget"
    label="Daily target"
    type="number"
    inputMode="numeric"
    required
    defaultValue={habit?.measure ? 1 : (habit?.dailyTarget ?? 1)}
    helper="How many times a day you want to do it."
  />
);

const measureDraftOf = (habit: HabitFormProps["habit"], locale: string): MeasureDraft => ({
  unit: habit?.measure?.unit ?? "",
  target: habit?.measure ? formatValue(habit.dailyTarget, locale) : "",
  direction: habit?.measure?.direction ?? "atLeast",
});

/**
 * Create or edit a habit; nothing is saved while a field is invalid. A habit counts (+1 / −1) or
 * measures an amount in a unit (rule 31); its kind is chosen once, when it is made.
 */
export function HabitForm({ habit, ...form }: HabitFormProps) {
  const locale = useLocale();
  const [kind, setKind] = useState<HabitKind>(habit?.measure ? "measure" : "count");
  const [draft, setDraft] = useState(() => measureDraftOf(habit, locale));
  const [scheduleWords, setScheduleWords] = useState<string | null>(null);
  const schema = useMemo(() => habitFormSchema(locale), [locale]);
  const target = parseValue(draft.target, locale);
  const sentence = measureSentence(draft, target.ok ? target.value : null, scheduleWords, locale);
  return (
    <ItemForm
      {...form}
      kind="Habit"
      schema={schema}
      fields={habitFields(habit)}
      readMore={(data) => ({ ...habitKindIn(kind, data), schedule: scheduleIn(data), isPublic: isPublicIn(data) })}
      more={(errors) => (
        <>
          <HabitKindField kind={kind} fixed={form.mode === "EDIT"} onChange={setKind} />
          {kind === "count" ? (
            countTarget(habit, errors.dailyTarget)
          ) : (
            <MeasureField
              draft={draft}
              errors={errors}
              onChange={(part) => setDraft((current) => ({ ...current, ...part }))}
            />
          )}
          <ScheduleField schedule={latestSchedule(habit?.schedules)} errors={errors} onReadBack={setScheduleWords} />
          {kind === "measure" ? (
            <Text data-testid="measure-read-back" fontWeight="medium" aria-live="polite">
              {sentence ?? " "}
            </Text>
          ) : null}
          <PublicToggle kind="habit" defaultChecked={habit?.isPublic === true} />
        </>
      )}
    />
  );
}
