import { Badge, Box, Button, Heading, HStack, Text } from "@chakra-ui/react";
import { useFetcher } from "@remix-run/react";
import { measureSentence } from "~/components/home/measure-words";
import { RichText } from "~/components/rich-text/rich-text";
import { findHabitTemplate, type GoalTemplate, type HabitTemplate } from "~/content/explore-catalogue";
import { EXPLORE_ACTION } from "~/intents/explore";
import type { IntentResult } from "~/intents/pipeline";
import { BRAND_CTA } from "~/theme/brand";

/** Adds a catalogue template to your own habits and goals (posts to /explore from any page). */
export function AddButton({ templateId, label }: { templateId: string; label: string }) {
  const fetcher = useFetcher<IntentResult<string>>();
  const done = fetcher.state === "idle" && fetcher.data?.ok;
  return (
    <fetcher.Form method="post" action={EXPLORE_ACTION}>
      <input type="hidden" name="type" value="explore/add" />
      <input type="hidden" name="templateId" value={templateId} />
      <Button type="submit" size="sm" loading={fetcher.state !== "idle"} aria-label={`Add ${label}`} {...BRAND_CTA}>
        {done ? "Added ✓" : "Add"}
      </Button>
    </fetcher.Form>
  );
}

// The catalogue's own words are English: its numbers read as English too, on the server and in the browser alike.
const TEMPLATE_LOCALE = "en-US";

export function HabitTile({ habit, headingLevel = "h4" }: { habit: HabitTemplate; headingLevel?: "h3" | "h4" }) {
  return (
    <Box as="li" p="4" borderWidth="1px" borderRadius="lg" bg="bg.subtle" listStyleType="none">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Box>
          <Heading as={headingLevel} size="sm">
            <RichText text={habit.title} links={false} mentions={false} />
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {habit.description}
          </Text>
          <Text fontSize="xs" mt="1">
            {habit.measure
              ? measureSentence(habit.measure, habit.dailyTarget, "Every day", TEMPLATE_LOCALE)
              : `Daily target: ${habit.dailyTarget}`}
          </Text>
        </Box>
        <AddButton templateId={habit.id} label={habit.title} />
      </HStack>
    </Box>
  );
}

export function GoalTile({ goal, headingLevel = "h4" }: { goal: GoalTemplate; headingLevel?: "h3" | "h4" }) {
  const habits = goal.habitIds.map((id) => findHabitTemplate(id)?.title).filter(Boolean);
  return (
    <Box as="li" p="4" borderWidth="1px" borderRadius="lg" borderColor="purple.muted" listStyleType="none">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Box>
          <HStack gap="2">
            <Heading as={headingLevel} size="sm">
              <RichText text={goal.title} links={false} mentions={false} />
            </Heading>
            <Badge colorPalette="purple">{goal.xpTarget} XP</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {goal.description}
          </Text>
          <Text fontSize="xs" mt="1">
            Made of: {habits.join(", ")}
          </Text>
        </Box>
        <AddButton templateId={goal.id} label={goal.title} />
      </HStack>
    </Box>
  );
}
