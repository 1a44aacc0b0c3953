import { SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { useState } from "react";
import { DayForm } from "~/components/habit/day-form";
import { amountOf, targetSentence } from "~/components/habit/habit-amounts";
import { HabitBars } from "~/components/habit/habit-bars";
import { calendarDayOf, dayLabel, HabitCalendar, monthName } from "~/components/habit/habit-calendar";
import { HabitNotes } from "~/components/habit/habit-notes";
import { NOTE_FIELD_ID } from "~/components/habit/note-field";
import { useLocale } from "~/components/use-locale";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/page-section";
import { SignInRequired } from "~/components/sign-in-required";
import { StatItem } from "~/components/stat-item";
import { TableHead } from "~/components/table-head";
import { loadForLocalUser } from "~/device-session/local-user";
import type { Day } from "~/game/day";
import { isGameError } from "~/game/errors";
import { useHomeIntent, type HomeResult } from "~/intents/home";
import type { HabitMonth } from "~/game/habit-page";
import { getBrowserStorage, type HabitPageData } from "~/storage";

export const meta: MetaFunction = () =>
  pageMeta("Habit", "One habit over its whole history: its calendar, streaks, strength and completion.");

/** The habit's page from this device, or "missing" when this device has no such habit (or it was deleted). */
async function habitOf(habitId: string): Promise<HabitPageData | "missing" | null> {
  return loadForLocalUser(async (user) => {
    try {
      return await getBrowserStorage().habitPage(user.id, habitId);
    } catch (error) {
      if (isGameError(error) && error.code === "ITEM_NOT_FOUND") return "missing";
      throw error;
    }
  });
}

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return { data: await habitOf(params.habitId ?? "") };
}

const percent = (score: number) => `${Math.round(score * 100)}%`;

/** What a month's days add up to: a count's clicks, a measure's values. */
const monthTotal = (month: HabitMonth) => month.days.reduce((sum, { count }) => sum + count, 0);

/** What to show at a field for an engine's answer: its own message there, else the day's, else the error's; null once saved. */
const fieldMessage = (result: HomeResult, field: string) =>
  result.ok ? null : (result.fieldErrors[field] ?? result.fieldErrors.day ?? result.message);

export default function HabitPage() {
  const { data } = useLoaderData<typeof clientLoader>();
  if (data === null) return <SignInRequired message="Sign in to see your habits." />;
  if (data === "missing")
    return (
      <Stack gap="4">
        <PageHeader title="Habit not found">This device has no such habit, or it was deleted.</PageHeader>
        <Link to="/home">Back to your habits</Link>
      </Stack>
    );
  // Another habit's page starts afresh, on its own today.
  return <HabitView key={data.habit.id} data={data} />;
}

function HabitView({ data }: { data: HabitPageData }) {
  const run = useHomeIntent();
  const locale = useLocale();
  const { habit, page, today, notes } = data;
  // The calendar's chosen day, here since the notes list chooses days too.
  const [chosen, setChosen] = useState<Day>(today);
  const entry = calendarDayOf(page.months, chosen);
  const amounts = { dailyTarget: habit.dailyTarget, measure: habit.measure };
  const unit = (n: number) => (n === 1 ? page.streak.unit.slice(0, -1) : page.streak.unit);
  // A measure says its target with how often in one sentence ("At least 5 km on Mon and Thu", rule 31).
  const target = targetSentence(habit, page.schedule, locale);
  return (
    <Stack gap="8">
      <PageHeader title={habit.title}>{target ?? page.schedule}</PageHeader>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        <StatItem
          id="habit-streak"
          label="Current streak"
          value={page.streak.current}
          unit={unit(page.streak.current)}
        />
        <StatItem id="habit-best" label="Best streak" value={page.streak.best} unit={unit(page.streak.best)} />
        <StatItem id="habit-strength" label="Strength" value={Math.round(page.strength * 100)} unit="%" />
      </SimpleGrid>
      <PageSection id="calendar-title" title="Calendar">
        <HabitCalendar
          months={page.months}
          today={today}
          dailyTarget={habit.dailyTarget}
          measure={habit.measure}
          locale={locale}
          chosen={entry.day}
          onChoose={setChosen}
          notes={notes}
        />
        <DayForm
          // A fresh form for each day: its fields start from that day's value and note.
          key={entry.day}
          entry={entry}
          today={today}
          words={dayLabel(entry, amounts, locale, Boolean(notes[entry.day]))}
          note={notes[entry.day] ?? ""}
          skipped={(habit.skips ?? []).includes(entry.day)}
          measure={habit.measure}
          locale={locale}
          onSetPastDay={async (day, count) =>
            fieldMessage(await run({ type: "habit/setPastDay", habitId: habit.id, day, count }), "count")
          }
          onSetNote={async (day, note) =>
            fieldMessage(await run({ type: "habit/setNote", habitId: habit.id, day, note }), "note")
          }
          onSkip={async (day, skipped) =>
            fieldMessage(await run({ type: "habit/skip", habitId: habit.id, day, skipped }), "skipped")
          }
        />
      </PageSection>
      <PageSection id="notes-title" title="Notes">
        <HabitNotes
          notes={notes}
          onEdit={(day) => {
            setChosen(day);
            // Once the day's form is drawn: straight into its note.
            requestAnimationFrame(() => document.getElementById(NOTE_FIELD_ID)?.focus());
          }}
        />
      </PageSection>
      <PageSection id="months-title" title="Month by month">
        <Table.Root size="sm" variant="outline" aria-labelledby="months-title">
          <TableHead columns={["Month", "Done", "Total", "Strength"]} />
          <Table.Body>
            {[...page.months].reverse().map((month) => (
              <Table.Row key={month.month}>
                <Table.Cell>{monthName(month.month)}</Table.Cell>
                <Table.Cell>
                  {month.completion.of === 0
                    ? "Nothing asked yet"
                    : `${month.completion.met} of ${month.completion.of} ${month.completion.of === 1 ? month.completion.unit.slice(0, -1) : month.completion.unit}`}
                </Table.Cell>
                <Table.Cell>{amountOf(habit, monthTotal(month), locale)}</Table.Cell>
                <Table.Cell>{percent(month.strength)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Text fontSize="sm" color="fg.muted" mt="2">
          Strength grows with each day done and fades slowly with each miss, so one missed day after a long run costs
          little. Skipped days leave it as it was.
        </Text>
      </PageSection>
      {/* Under the numbers: the page's own chunk, never /home's (ADR 0040). */}
      <PageSection id="bars-title" title="Totals by week and month">
        <HabitBars
          months={page.months}
          today={today}
          dailyTarget={habit.dailyTarget}
          schedules={habit.schedules}
          measure={habit.measure}
          locale={locale}
        />
      </PageSection>
    </Stack>
  );
}
