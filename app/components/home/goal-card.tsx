import { Badge, Box, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { ProgressBar } from "~/components/progress-bar";
import type { ReactNode } from "react";
import type { Goal } from "~/game/entity-schemas";
import { goalEarned, goalPercent } from "~/game/goal-progress";
import { UI_MESSAGES } from "~/components/ui-messages";
import { RichText } from "~/components/rich-text/rich-text";

export type GoalCardProps = {
  goal: Goal | null;
  /** Titles of the habits the goal is made of. */
  habitTitles: string[];
  menu?: ReactNode;
};

const utcDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** "Completed" with its date, and a short cheer that stays still for people who ask for less motion. */
function CompletedBadge({ at }: { at: number }) {
  return (
    <Badge colorPalette="green" data-testid="goal-completed">
      <Box
        as="span"
        aria-hidden="true"
        display="inline-block"
        animation="bounce 0.8s ease-in-out 3"
        _motionReduce={{ animation: "none" }}
        data-testid="goal-celebration"
      >
        🎉
      </Box>
      Completed <time dateTime={new Date(at).toISOString()}>{utcDate.format(at)}</time>
    </Badge>
  );
}

/** Spec §2: title, description, progress bar with percent, XP badge 'earned/xpTarget'. */
export function GoalCard({ goal, habitTitles, menu }: GoalCardProps) {
  if (!goal) {
    return (
      <Box as="article" p="4" borderWidth="1px" borderRadius="xl" role="alert">
        <Heading as="h3" size="md">
          {UI_MESSAGES.goalNotFound.title}
        </Heading>
        <Text color="fg.muted">{UI_MESSAGES.goalNotFound.message}</Text>
      </Box>
    );
  }
  const titleId = `goal-title-${goal.id}`;
  const percent = goalPercent(goal);
  return (
    <Box as="article" aria-labelledby={titleId} p="4" borderWidth="1px" borderRadius="xl" bg="bg.subtle">
      <Stack gap="3">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
            <RichText text={goal.title} links={false} mentions={false} />
          </Heading>
          <HStack gap="2">
            {goal.completedAt !== null ? <CompletedBadge at={goal.completedAt} /> : null}
            <Badge colorPalette="purple" variant="subtle" data-testid="goal-xp">
              {goalEarned(goal)}/{goal.xpTarget}
            </Badge>
            {menu}
          </HStack>
        </Flex>
        <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
          <RichText text={goal.description} />
        </Text>
        <Box>
          <Flex justify="space-between" fontSize="sm" mb="1">
            <Text id={`${titleId}-progress`}>Progress</Text>
            <Text fontWeight="semibold" data-testid="goal-percent">
              {percent}%
            </Text>
          </Flex>
          <ProgressBar value={percent} colorPalette="purple" labelledBy={`${titleId}-progress`} />
        </Box>
        {habitTitles.length > 0 ? (
          <Text fontSize="xs" color="fg.muted">
            Made of: {habitTitles.join(", ")}
          </Text>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            No habits yet: edit the goal to add some.
          </Text>
        )}
      </Stack>
    </Box>
  );
}
