import { Badge, HStack, Stack, Table, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TableHead } from "~/components/table-head";
import { RichText } from "~/components/rich-text/rich-text";
import { SignInRequired } from "~/components/sign-in-required";
import { loadForLocalUser } from "~/device-session/local-user";
import { getBrowserStorage } from "~/storage";
import { PageHeader } from "~/components/page-header";
import { PageSection } from "~/components/page-section";
import { pageMeta } from "~/components/page-meta";

export const meta: MetaFunction = () => pageMeta("Archive", "Deleted, given-up and completed habits and goals.");

export async function clientLoader() {
  return { archive: await loadForLocalUser((user) => getBrowserStorage().archive(user.id)) };
}

const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const when = (timestamp: number | null) => (timestamp === null ? "—" : date.format(timestamp));

const STATUS = {
  deleted: { label: "Deleted", palette: "gray" },
  givenUp: { label: "Given up", palette: "red" },
  completed: { label: "Completed", palette: "green" },
} as const;

function Status({ status }: { status: keyof typeof STATUS }) {
  return <Badge colorPalette={STATUS[status].palette}>{STATUS[status].label}</Badge>;
}

export default function ArchivePage() {
  const { archive } = useLoaderData<typeof clientLoader>();
  if (!archive) return <SignInRequired message="Sign in to see your archive." />;
  return (
    <Stack gap="8">
      <PageHeader title="Archive">
        Everything you finished, gave up or deleted, kept for the record. Read-only.
      </PageHeader>
      <PageSection id="archived-goals" title="Goals">
        {archive.goals.length === 0 ? (
          <Text color="fg.muted">No archived goals yet.</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" variant="outline">
              <TableHead columns={["Goal", "Status", "Started", "Ended", "Earned XP"]} />
              <Table.Body>
                {archive.goals.map(({ goal, status, percent, endedAt }) => (
                  <Table.Row key={goal.id}>
                    <Table.Cell>
                      <RichText text={goal.title} links={false} mentions={false} />
                    </Table.Cell>
                    <Table.Cell>
                      <Status status={status} />
                    </Table.Cell>
                    <Table.Cell>{when(goal.createdAt)}</Table.Cell>
                    <Table.Cell>{when(endedAt)}</Table.Cell>
                    <Table.Cell>
                      {Math.max(0, goal.xpCurrent)}/{goal.xpTarget} ({percent}%)
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </PageSection>
      <PageSection id="archived-habits" title="Habits">
        {archive.habits.length === 0 ? (
          <Text color="fg.muted">No archived habits yet.</Text>
        ) : (
          <Stack as="ul" gap="2" p="0">
            {archive.habits.map(({ habit, status, endedAt }) => (
              <HStack
                as="li"
                key={habit.id}
                listStyleType="none"
                p="3"
                borderWidth="1px"
                borderRadius="md"
                justify="space-between"
                wrap="wrap"
              >
                <Text fontWeight="semibold">
                  <RichText text={habit.title} links={false} mentions={false} />
                </Text>
                <HStack gap="3" fontSize="sm">
                  <Status status={status} />
                  <Text>
                    {when(habit.createdAt)} – {when(endedAt)}
                  </Text>
                  <Text>{habit.count} commits</Text>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </PageSection>
    </Stack>
  );
}
