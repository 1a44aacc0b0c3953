import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { addDays, type Day } from "~/game/day";
import { GRACE_DAYS } from "~/game/daily-check";
import { PAST_DAY_MESSAGES, isInGraceWindow } from "~/game/past-day";
import { formatDay } from "~/components/life/year-grid";
import { FormField } from "~/components/form-field";

/** Saves a past day's count; resolves with the message to show at the field, or null once saved. */
export type SetPastDay = (day: Day, count: number) => Promise<string | null>;

type PastDayFormProps = { day: Day; today: Day; count: number; onSave: SetPastDay };

/**
 * Fixing a past day from the calendar (rule 30): its count, with a sentence that says what the
 * change earns: as if made that day in the grace window, nothing before it.
 */
export function PastDayForm({ day, today, count, onSave }: PastDayFormProps) {
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const pays = isInGraceWindow(day, today);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("count") ?? "").trim();
    const value = Number(text);
    setSaved(false);
    if (text === "" || !Number.isFinite(value)) return setError(PAST_DAY_MESSAGES.count);
    setBusy(true);
    const message = await onSave(day, value);
    setBusy(false);
    setError(message ?? undefined);
    setSaved(message === null);
  }

  return (
    <form onSubmit={submit} aria-label={`Fix ${formatDay(day)}`} noValidate>
      <Stack gap="2" maxW="md" mt="4">
        <HStack align="flex-start" gap="3">
          <FormField
            name="count"
            label={`Count on ${formatDay(day)}`}
            type="number"
            inputMode="numeric"
            defaultValue={count}
            error={error}
          />
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
