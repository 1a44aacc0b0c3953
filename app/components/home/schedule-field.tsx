import { Checkbox, Field, Fieldset, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { numberField } from "~/components/form-field";
import { DAILY, describeSchedule, SCHEDULE_LIMITS, ScheduleInputSchema, type Schedule } from "~/game/schedule";

type Kind = Schedule["kind"];

const KINDS: { value: Kind; label: string }[] = [
  { value: "daily", label: "Every day" },
  { value: "weekdays", label: "On these days" },
  { value: "weekly", label: "N times a week" },
  { value: "monthly", label: "N times a month" },
  { value: "interval", label: "Every N days" },
];

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The form's field names; `scheduleIn` reads them back. */
const NAMES = { kind: "scheduleKind", days: "scheduleDays", times: "scheduleTimes", every: "scheduleEvery" } as const;

/** What the form's schedule fields hold, for the engine's schedule schema to check. */
export function scheduleIn(data: FormData): unknown {
  const kind = data.get(NAMES.kind);
  switch (kind) {
    case "weekdays":
      return { kind, days: data.getAll(NAMES.days).map(Number) };
    case "weekly":
    case "monthly":
      return { kind, times: numberField(data.get(NAMES.times)) };
    case "interval":
      return { kind, every: numberField(data.get(NAMES.every)) };
    default:
      return DAILY;
  }
}

type Draft = { kind: Kind; days: number[]; times: string; every: string };

function draftOf(schedule: Schedule): Draft {
  return {
    kind: schedule.kind,
    days: schedule.kind === "weekdays" ? schedule.days : [0, 2, 4],
    times: String(schedule.kind === "weekly" || schedule.kind === "monthly" ? schedule.times : 3),
    every: String(schedule.kind === "interval" ? schedule.every : 2),
  };
}

/** The draft read back in words, or null while it is not a schedule yet. */
function readBack(draft: Draft): string | null {
  const input: Record<Kind, unknown> = {
    daily: DAILY,
    weekdays: { kind: "weekdays", days: draft.days },
    weekly: { kind: "weekly", times: numberField(draft.times) },
    monthly: { kind: "monthly", times: numberField(draft.times) },
    interval: { kind: "interval", every: numberField(draft.every) },
  };
  const parsed = ScheduleInputSchema.safeParse(input[draft.kind]);
  return parsed.success ? describeSchedule(parsed.data) : null;
}

/**
 * "How often" in the habit editor (issue #32): the kind of schedule, its days or its number, and
 * the choice read back in a sentence ("Mon, Wed and Fri"). Errors are the engine's, at the field.
 */
type ScheduleFieldProps = {
  schedule: Schedule;
  errors: Record<string, string>;
  /** Told the read-back's words whenever they change (a measure's sentence ends with them). */
  onReadBack?: (sentence: string | null) => void;
};

export function ScheduleField({ schedule, errors, onReadBack }: ScheduleFieldProps) {
  const [draft, setDraft] = useState(() => draftOf(schedule));
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const sentence = readBack(draft);
  useEffect(() => onReadBack?.(sentence), [onReadBack, sentence]);
  const timesLimits = draft.kind === "monthly" ? SCHEDULE_LIMITS.monthly : SCHEDULE_LIMITS.weekly;
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>How often</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name={NAMES.kind}
            value={draft.kind}
            onChange={(event) => change({ kind: event.currentTarget.value as Kind })}
            aria-describedby="schedule-read-back"
          >
            {KINDS.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {draft.kind === "weekdays" ? (
        <Fieldset.Root invalid={Boolean(errors["schedule.days"])}>
          <Fieldset.Legend>Days of the week</Fieldset.Legend>
          <HStack gap="3" wrap="wrap">
            {WEEKDAYS.map((name, index) => (
              <Checkbox.Root
                key={name}
                name={NAMES.days}
                value={String(index)}
                checked={draft.days.includes(index)}
                onCheckedChange={({ checked }) =>
                  change({
                    days: checked === true ? [...draft.days, index] : draft.days.filter((day) => day !== index),
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <abbr title={name}>{name.slice(0, 3)}</abbr>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
          {errors["schedule.days"] ? <Fieldset.ErrorText>{errors["schedule.days"]}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
      ) : null}
      {draft.kind === "weekly" || draft.kind === "monthly" ? (
        <Field.Root invalid={Boolean(errors["schedule.times"])}>
          <Field.Label>{draft.kind === "weekly" ? "Days a week" : "Days a month"}</Field.Label>
          <Input
            name={NAMES.times}
            type="number"
            inputMode="numeric"
            min={timesLimits.min}
            max={timesLimits.max}
            value={draft.times}
            onChange={(event) => change({ times: event.currentTarget.value })}
          />
          {errors["schedule.times"] ? <Field.ErrorText>{errors["schedule.times"]}</Field.ErrorText> : null}
        </Field.Root>
      ) : null}
      {draft.kind === "interval" ? (
        <Field.Root invalid={Boolean(errors["schedule.every"])}>
          <Field.Label>Every how many days</Field.Label>
          <Input
            name={NAMES.every}
            type="number"
            inputMode="numeric"
            min={SCHEDULE_LIMITS.interval.min}
            max={SCHEDULE_LIMITS.interval.max}
            value={draft.every}
            onChange={(event) => change({ every: event.currentTarget.value })}
          />
          {errors["schedule.every"] ? (
            <Field.ErrorText>{errors["schedule.every"]}</Field.ErrorText>
          ) : (
            <Field.HelperText>Counted from the day you choose it.</Field.HelperText>
          )}
        </Field.Root>
      ) : null}
      <Text id="schedule-read-back" fontSize="sm" color="fg.muted" aria-live="polite">
        {sentence ?? " "}
      </Text>
    </Stack>
  );
}

/** The schedule a habit's editor starts from: its newest (today's or the one in force). */
export const latestSchedule = (changes: readonly { schedule: Schedule }[] | undefined): Schedule =>
  changes?.at(-1)?.schedule ?? DAILY;
