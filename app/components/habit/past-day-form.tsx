import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { addDays, type Day } from "~/game/day";
import { GRACE_DAYS } from "~/game/daily-check";
import type { Measure } from "~/game/measure";
import { formatValue } from "~/game/measure-value";
import { isInGraceWindow } from "~/game/past-day";
import { formatDay } from "~/components/life/year-grid";
import { FormField } from "~/components/form-field";
import { readDayTotal } from "./habit-amounts";

/**
 * Saves a past day's count (a measure's total in hundredths); resolves with the message to show
 * at the field, or null once saved.
 */
export type SetPastDay = (day: Day, count: number) => Promise<string | null>;

type PastDayFormProps = {
  day: Day;
  today: Day;
  count: number;
  /** A measured habit's unit and direction: its total is typed in the unit, in `locale` (rule 31). */
  measure?: Measure;
  locale: string;
  onSave: SetPastDay;
};

/**
 * Fixing a past day from the calendar (rule 30): its count, or a measure's total in its unit
 * (rule 31), with a sentence that says what the change earns: as if made that day in the grace
 * window, nothing before it.
 */
export function PastDayForm({ day, today, count, measure, locale, onSave }: PastDayFormProps) {
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const pays = isInGraceWindow(day, today);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = readDayTotal(String(new FormData(event.currentTarget).get("count") ?? ""), measure, locale);
    setSaved(false);
    if (!typed.ok) return setError(typed.message);
    setBusy(true);
    const message = await onSave(day, typed.count);
    setBusy(false);
    setError(message ?? undefined);
    setSaved(message === null);
  }

  return (
    <form onSubmit={submit} aria-label={`Fix ${formatDay(day)}`} noValidate>
      <Stack gap="2" maxW="md" mt="4">
        <HStack align="flex-start" gap="3">
          {measure ? (
            // Text, not a number input: the user's own decimal comma must reach parseValue as typed.
            <FormField
              name="count"
              label={`Total on ${formatDay(day)}, in ${measure.unit}`}
              inputMode="decimal"
              defaultValue={formatValue(count, locale)}
              error={error}
            />
          ) : (
            <FormField
              name="count"
              label={`Count on ${formatDay(day)}`}
              type="number"
              inputMode="numeric"
              defaultValue={count}
              error={error}
            />
          )}
          {/* Level with the input, under its label, whether or not a message shows below it. */}
          <Button type="submit" size="md" variant="outline" loading={busy} mt="7">
            Save
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted" data-testid="past-day-rule">
          {pays
            ? `Within ${GRACE_DAYS} days it counts as if done that day: its XP and daily bonus included.`
            : `More than ${GRACE_DAYS} days ago (before ${formatDay(addDays(today, -GRACE_DAYS))}): the change fixes the history, streaks and strength, but earns no XP or coins.`}
        </Text>
        <Text fontSize="sm" role="status">
          {saved ? "Saved." : ""}
        </Text>
      </Stack>
    </form>
  );
}
