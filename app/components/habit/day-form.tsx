import { Button, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { addDays, type Day } from "~/game/day";
import { GRACE_DAYS } from "~/game/daily-check";
import type { CalendarDay } from "~/game/habit-page";
import type { Measure } from "~/game/measure";
import { formatValue } from "~/game/measure-value";
import { isInGraceWindow } from "~/game/past-day";
import { formatDay } from "~/components/life/year-grid";
import { FormField } from "~/components/form-field";
import { readDayTotal } from "./habit-amounts";
import { NoteField, noteProblem } from "./note-field";

/** Saves one thing about a day; resolves with the message to show at its field, or null once saved. */
export type SaveDay<Value> = (day: Day, value: Value) => Promise<string | null>;

export type DayFormProps = {
  entry: CalendarDay;
  today: Day;
  /** The day in words, as its calendar square says it. */
  words: string;
  /** The day's note as kept ("" for none). */
  note: string;
  skipped: boolean;
  /** A measured habit's unit and direction: its total is typed in the unit, in `locale` (rule 31). */
  measure?: Measure;
  locale: string;
  /** Sets a past day's count, a measure's total in hundredths (rule 30). */
  onSetPastDay: SaveDay<number>;
  onSetNote: SaveDay<string>;
  onSkip: SaveDay<boolean>;
};

type Errors = { count?: string; note?: string };

/**
 * The chosen day of the calendar: a past day's count or total (rule 30), Skip for any day shown
 * (rule 27), and its note (rule 32). One Save writes what changed, the value before the note.
 */
export function DayForm(props: DayFormProps) {
  const { entry, today, words, note, skipped, measure, locale, onSetPastDay, onSetNote, onSkip } = props;
  const { day } = entry;
  const past = day < today;
  const [text, setText] = useState(note);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  // The engine's message as soon as the note is too long; an answer of the engine until it is edited.
  const noteError = noteProblem(text) ?? errors.note;
  // A day already met, or skipped by a vacation, has nothing to excuse; a skip can always be taken back.
  const skippable = skipped || (entry.mark !== "met" && entry.mark !== "skipped");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus("");
    const typed = past
      ? readDayTotal(String(new FormData(event.currentTarget).get("count") ?? ""), measure, locale)
      : null;
    const problems: Errors = { count: typed && !typed.ok ? typed.message : undefined, note: noteProblem(text) };
    setErrors(problems);
    // Nothing is saved while a field is refused: the user fixes it and saves both at once.
    if (problems.count || problems.note) return;
    const count = typed?.ok && typed.count !== entry.count ? typed.count : null;
    const kept = text.trim();
    if (count === null && kept === note) return setStatus("No changes to save.");
    setBusy(true);
    const countError = count === null ? null : await onSetPastDay(day, count);
    const noteAnswer = countError !== null || kept === note ? null : await onSetNote(day, kept);
    setBusy(false);
    setErrors({ count: countError ?? undefined, note: noteAnswer ?? undefined });
    if (countError === null && noteAnswer === null) {
      setText(kept);
      setStatus("Saved.");
    }
  }

  async function skip() {
    setStatus("");
    setBusy(true);
    const message = await onSkip(day, !skipped);
    setBusy(false);
    setStatus(message ?? (skipped ? "Skip taken back." : "Day skipped."));
  }

  return (
    <form onSubmit={submit} aria-label={past ? `Fix ${formatDay(day)}` : `Today, ${formatDay(day)}`} noValidate>
      <Stack gap="4" maxW="md" mt="4">
        <HStack gap="3" wrap="wrap" minH="10">
          <Text fontSize="sm" data-testid="calendar-day-words">
            {words}
          </Text>
          {skippable ? (
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void skip()}>
              {skipped ? "Undo skip" : "Skip this day"}
            </Button>
          ) : null}
        </HStack>
        {past ? (
          <Stack gap="2">
            <DayValueField day={day} count={entry.count} measure={measure} locale={locale} error={errors.count} />
            <PastDayRule day={day} today={today} />
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {measure ? "Today's values are added on " : "Today is counted with +1 and −1 on "}
            <ChakraLink asChild color="orange.fg" textDecoration="underline">
              <Link to="/home">Home</Link>
            </ChakraLink>
            .
          </Text>
        )}
        <Stack gap="2">
          <NoteField
            label={`Note on ${formatDay(day)}`}
            value={text}
            onChange={(value) => {
              setText(value);
              setErrors(({ count }) => ({ count }));
            }}
            error={noteError}
          />
          <Text fontSize="sm" color="fg.muted">
            A note earns nothing. Only you see notes, even on a public habit.
          </Text>
        </Stack>
        <HStack gap="3">
          <Button type="submit" variant="outline" loading={busy}>
            Save
          </Button>
          <Text fontSize="sm" role="status">
            {status}
          </Text>
        </HStack>
      </Stack>
    </form>
  );
}

type DayValueFieldProps = { day: Day; count: number; measure?: Measure; locale: string; error?: string };

/** A past day's count, or a measure's total in its unit. */
function DayValueField({ day, count, measure, locale, error }: DayValueFieldProps) {
  return measure ? (
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
  );
}

/** What changing a past day earns: as if made that day in the grace window, nothing before it. */
function PastDayRule({ day, today }: { day: Day; today: Day }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="past-day-rule">
      {isInGraceWindow(day, today)
        ? `Within ${GRACE_DAYS} days it counts as if done that day: its XP and daily bonus included.`
        : `More than ${GRACE_DAYS} days ago (before ${formatDay(addDays(today, -GRACE_DAYS))}): the change fixes the history, streaks and strength, but earns no XP or coins.`}
    </Text>
  );
}
