import { Badge, Box, Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { QueuedReport } from "~/db/views";
import { reasonLabel } from "~/social/report-path";
import { BRAND_CTA } from "~/theme/brand";
import { PageSection } from "~/components/page-section";
import { ActionForm, SuspendForm, utcTime } from "./admin-forms";
import { AdminLogTable, InEffectList, type AdminLists } from "./admin-lists";

function ReportedContent({ report }: { report: QueuedReport }) {
  const { target, item, profile } = report;
  if (target.kind !== "profile") {
    if (!item) return <Text color="fg.muted">The {target.kind} is gone from the server.</Text>;
    return (
      <Box borderLeftWidth="3px" borderColor="border.emphasized" ps="3">
        <Text fontWeight="semibold" data-testid="reported-title">
          {item.title}
        </Text>
        {item.description ? <Text color="fg.muted">{item.description}</Text> : null}
        <Text fontSize="xs" color="fg.muted">
          {item.isPublic ? "Public" : "Private now"} · {item.isActive ? "active" : "deleted or given up"}
        </Text>
      </Box>
    );
  }
  return (
    <Box borderLeftWidth="3px" borderColor="border.emphasized" ps="3">
      <Text fontWeight="semibold" data-testid="reported-title">
        {target.name} (@{target.username})
      </Text>
      {profile?.bio ? <Text>{profile.bio}</Text> : <Text color="fg.muted">No bio.</Text>}
      {profile?.location ? <Text fontSize="sm">Location: {profile.location}</Text> : null}
      {/* Shown as text: an admin does not follow a reported link by accident. */}
      {profile?.url ? <Text fontSize="sm">Link: {profile.url}</Text> : null}
      <Text fontSize="xs" color="fg.muted">
        {profile?.isPublic ? "Public profile" : "Private now"}
      </Text>
    </Box>
  );
}

function ReportCard({ report }: { report: QueuedReport }) {
  const { target } = report;
  const what = target.kind === "profile" ? "Profile" : target.kind === "habit" ? "Habit" : "Goal";
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" p="4" aria-labelledby={`report-${report.id}`}>
      <Stack gap="3">
        <Heading as="h3" size="md" id={`report-${report.id}`}>
          {what} of @{target.username}: {reasonLabel(report.reason)}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Reported by @{report.reporter.username} on {utcTime(report.createdAt)}
          {target.hidden ? " · already hidden" : ""}
          {target.suspended ? " · owner suspended" : ""}
        </Text>
        {report.note ? (
          <Text as="blockquote" fontStyle="italic" whiteSpace="pre-wrap">
            “{report.note}”
          </Text>
        ) : null}
        <ReportedContent report={report} />
        <HStack gap="2" wrap="wrap">
          <ActionForm fields={{ intent: "dismiss", report: report.id }} label="Dismiss" />
          <ActionForm fields={{ intent: "hide", report: report.id }} label={`Hide this ${target.kind}`} danger />
        </HStack>
        <SuspendForm username={target.username} report={report.id} id={`suspend-${report.id}`} />
      </Stack>
    </Box>
  );
}

export type AdminQueueProps = AdminLists & {
  done: string | null;
  error: string | null;
  openCount: number;
  reports: QueuedReport[];
};

/** /admin/reports: open reports newest first with the reported content, what is in effect, and the log. */
export function AdminQueue({ done, error, openCount, reports, now, log }: AdminQueueProps) {
  return (
    <Container maxW="4xl" py={{ base: "8", md: "12" }}>
      <Stack gap="10">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Reports
          </Heading>
          <Text color="fg.muted">
            Hiding removes a profile, habit or goal from every public page and board; suspending ends the account’s
            sessions and stops its sign-in with the reason. Every action is logged below.
          </Text>
          {done ? (
            <Text role="status" color="green.fg" data-testid="admin-done">
              {done}
            </Text>
          ) : null}
          {error ? (
            <Text role="alert" color="fg.error" data-testid="admin-error">
              {error}
            </Text>
          ) : null}
        </Stack>
        <PageSection id="open-reports" title="Open reports">
          <HStack mb="3">
            <Badge colorPalette={openCount > 0 ? "orange" : "gray"}>{openCount} open</Badge>
            {openCount > reports.length ? <Text fontSize="sm">Showing the newest {reports.length}.</Text> : null}
          </HStack>
          {reports.length === 0 ? (
            <Text color="fg.muted">No open reports.</Text>
          ) : (
            <Stack as="ul" gap="4" p="0">
              {reports.map((report) => (
                <ReportCard key={report.id} report={report} />
              ))}
            </Stack>
          )}
        </PageSection>
        <PageSection id="suspend-any" title="Suspend an account">
          <SuspendForm id="suspend-any" />
        </PageSection>
        <PageSection id="in-effect" title="Hidden and suspended now">
          <InEffectList now={now} />
        </PageSection>
        <PageSection id="admin-log" title="Log">
          <AdminLogTable log={log} />
        </PageSection>
        <Button asChild {...BRAND_CTA} alignSelf="flex-start" size="sm">
          <a href="/community/">Go to the communities</a>
        </Button>
      </Stack>
    </Container>
  );
}
