// The habits and goals a public profile shows: only those their owner marked Public (the loader
// already filtered them). Each has its anchor (#habit-…, #goal-…: where Share links point) and a
// Report link.
import { Badge, Box, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { dayAgainstTarget, targetSentence } from "~/components/habit/habit-amounts";
import { ProgressBar } from "~/components/progress-bar";
import { RichText } from "~/components/rich-text/rich-text";
import type { PublicGoal, PublicHabit, PublicProfile } from "~/game/public-profile";

export type ReportKind = "profile" | "habit" | "goal";

/** The report page (built with the moderation work): what is reported, whose, which item ('' for a profile). */
export const reportPath = (kind: ReportKind, userId: string, itemId: string) =>
  `/report?${new URLSearchParams({ kind, user: userId, item: itemId })}`;

/** "1 day", "3 weeks": a streak in its unit. */
const counted = (count: number, unit: "days" | "weeks" | "months") =>
  `${count} ${count === 1 ? unit.slice(0, -1) : unit}`;

const completedFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

/** One cached page serves every visitor, so its numbers are written one way. */
const PAGE_LOCALE = "en-US";

/**
 * A public habit's target and today in words: "Today: 3 of 5 · Mon and Thu", "Daily target: 5"; a
 * measure says its target and schedule as a sentence and today in its unit: "At least 5 km a day ·
 * Today: 3.5 of 5 km" (rule 31).
 */
export function habitTodayWords(habit: PublicHabit): string {
  const amounts = { dailyTarget: habit.dailyTarget, measure: habit.measure };
  const target = targetSentence(amounts, habit.schedule, PAGE_LOCALE);
  const today = habit.today === null ? null : `Today: ${dayAgainstTarget(amounts, habit.today, PAGE_LOCALE)}`;
  const words = target ? [target, today] : [today ?? `Daily target: ${habit.dailyTarget}`, habit.schedule];
  return words.filter(Boolean).join(" · ");
}

function ItemCard(props: {
  kind: "habit" | "goal";
  item: PublicHabit | PublicGoal;
  userId: string;
  showReport: boolean;
  mentionable: ReadonlySet<string>;
  children: ReactNode;
}) {
  const { kind, item, userId, showReport, mentionable, children } = props;
  const titleId = `${kind}-${item.id}-title`;
  return (
    <Box as="article" id={`${kind}-${item.id}`} aria-labelledby={titleId} p="4" borderWidth="1px" borderRadius="xl">
      <Stack gap="2">
        <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
          {item.title}
        </Heading>
        {item.description ? (
          <Text color="fg.muted" whiteSpace="pre-line" wordBreak="break-word">
            <RichText text={item.description} mentionable={mentionable} />
          </Text>
        ) : null}
        {children}
        {showReport ? (
          <Text fontSize="sm">
            <ChakraLink href={reportPath(kind, userId, item.id)} color="fg.muted" textDecoration="underline">
              Report<Text as="span" srOnly>{` ${kind} ${item.title}`}</Text>
            </ChakraLink>
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

function Section({ kind, count, children }: { kind: "habit" | "goal"; count: number; children: ReactNode }) {
  const id = `public-${kind}s`;
  return (
    <Box as="section" aria-labelledby={id}>
      <HStack gap="2" mb="3">
        <Heading as="h2" size="lg" id={id}>
          {kind === "habit" ? "Habits" : "Goals"}
        </Heading>
        <Badge variant="subtle">{count}</Badge>
      </HStack>
      {count === 0 ? <Text color="fg.muted">No public {kind}s yet.</Text> : <Stack gap="3">{children}</Stack>}
    </Box>
  );
}

export function PublicItems({ profile, showReport }: { profile: PublicProfile; showReport: boolean }) {
  const mentionable = new Set(profile.mentionable);
  const common = { userId: profile.userId, showReport, mentionable };
  return (
    <Stack gap="8">
      <Section kind="habit" count={profile.habits.length}>
        {profile.habits.map((habit) => (
          <ItemCard key={habit.id} kind="habit" item={habit} {...common}>
            <Text fontSize="sm" data-testid="public-habit-today">
              {habitTodayWords(habit)}
            </Text>
            {habit.daysMet !== null && habit.streak !== null ? (
              <Text fontSize="sm" color="fg.muted" data-testid="public-habit-record">
                {`Days met: ${habit.daysMet} · Streak: ${counted(habit.streak.count, habit.streak.unit)}`}
              </Text>
            ) : null}
          </ItemCard>
        ))}
      </Section>
      <Section kind="goal" count={profile.goals.length}>
        {profile.goals.map((goal) => {
          const labelId = `goal-${goal.id}-progress`;
          return (
            <ItemCard key={goal.id} kind="goal" item={goal} {...common}>
              <Text fontSize="sm" id={labelId}>
                {goal.completedAt !== null
                  ? `Reached on ${completedFormat.format(goal.completedAt)}`
                  : `${goal.percent}% of ${goal.xpTarget} XP`}
              </Text>
              <ProgressBar value={goal.percent} colorPalette="orange" labelledBy={labelId} />
            </ItemCard>
          );
        })}
      </Section>
    </Stack>
  );
}
