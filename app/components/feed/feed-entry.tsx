import { Badge, Box, Flex, Stack, Text } from "@chakra-ui/react";
import type { CommitRecord } from "~/game/entity-schemas";
import { zonedTime } from "~/components/day/day-rule-text";
import { useLocale } from "~/components/use-locale";
import type { FeedItem } from "~/storage";
import { describeData, runAmounts, runRecordWords, type FeedLine } from "./feed-words";

/** A record's time in the zone of the user's day (rule 18), the zone named. */
function ZonedTime({ at, timeZone }: { at: number; timeZone: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" asChild>
      <time dateTime={new Date(at).toISOString()}>{zonedTime(at, timeZone, true)}</time>
    </Text>
  );
}

const subjectOf = ({ record, title }: FeedItem) =>
  title ?? (record.kind === "Habit" ? record.instanceId : `${record.kind} not found`);

const rewardText = (xp: number, coins: number) => `XP ${xp}, Coins ${coins}`;

function Head({ record, event, timeZone }: { record: CommitRecord; event: string; timeZone: string }) {
  return (
    <Flex gap="2" wrap="wrap" align="center" mb="1">
      <Badge colorPalette={record.kind === "Habit" ? "orange" : "purple"}>{record.kind}</Badge>
      <Badge variant="outline">{event}</Badge>
      <ZonedTime at={record.timestamp} timeZone={timeZone} />
    </Flex>
  );
}

const lineStyle = { p: "4", borderWidth: "1px", borderRadius: "lg", bg: "bg.subtle", listStyleType: "none" } as const;

function OneRecord({ item, timeZone }: { item: FeedItem; timeZone: string }) {
  const words = describeData(item, useLocale());
  return (
    <Box as="li" {...lineStyle}>
      <Head record={item.record} event={item.record.event} timeZone={timeZone} />
      <Text fontWeight="semibold">{subjectOf(item)}</Text>
      <Text fontSize="sm">{rewardText(item.record.reward.xp, item.record.reward.coins)}</Text>
      {words ? (
        <Text fontSize="sm" color="fg.muted" mt="1" data-testid="feed-data">
          {words}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * Consecutive +1/−1 (or a measure's values, rule 31) of one habit on one day: one line with the
 * totals, a measure's in its unit; the records themselves on demand.
 */
function CountRun({ items, timeZone }: { items: FeedItem[]; timeZone: string }) {
  const newest = items[0]!;
  const ups = items.filter((item) => item.record.event === "COUNT_UP").length;
  const downs = items.length - ups;
  const event = [ups ? `COUNT_UP ×${ups}` : null, downs ? `COUNT_DOWN ×${downs}` : null].filter(Boolean).join(", ");
  const xp = items.reduce((sum, item) => sum + item.record.reward.xp, 0);
  const coins = items.reduce((sum, item) => sum + item.record.reward.coins, 0);
  const locale = useLocale();
  const amounts = runAmounts(items, locale);
  return (
    <Box as="li" {...lineStyle} data-testid="feed-count-run">
      <Head record={newest.record} event={event} timeZone={timeZone} />
      <Text fontWeight="semibold">{subjectOf(newest)}</Text>
      <Text fontSize="sm">{rewardText(xp, coins)}</Text>
      {amounts ? (
        <Text fontSize="sm" color="fg.muted" mt="1" data-testid="feed-data">
          {amounts}
        </Text>
      ) : null}
      <Box as="details" mt="2" fontSize="sm">
        <Box as="summary" cursor="pointer" color="fg.muted">
          Show the {items.length} records
        </Box>
        <Stack as="ol" gap="1" mt="2" ps="4" aria-label={`${items.length} records of ${subjectOf(newest)}`}>
          {items.map((item) => {
            const { record } = item;
            const words = runRecordWords(item, locale);
            return (
              <Flex as="li" key={record.id} gap="3" wrap="wrap">
                <Text>{record.event}</Text>
                {words ? <Text>{words}</Text> : null}
                <ZonedTime at={record.timestamp} timeZone={timeZone} />
                <Text>{rewardText(record.reward.xp, record.reward.coins)}</Text>
              </Flex>
            );
          })}
        </Stack>
      </Box>
    </Box>
  );
}

/** One feed line; times in `timeZone`, the zone of the user's day rule. */
export function FeedEntry({ line, timeZone }: { line: FeedLine; timeZone: string }) {
  return line.kind === "one" ? (
    <OneRecord item={line.item} timeZone={timeZone} />
  ) : (
    <CountRun items={line.items} timeZone={timeZone} />
  );
}
