import { Stack, Table, Text } from "@chakra-ui/react";
import type { AdminLogEntry, HiddenEntry, SuspendedEntry } from "~/db/views";
import { ActionForm, utcTime } from "./admin-forms";

export type AdminLists = { now: { hidden: HiddenEntry[]; suspended: SuspendedEntry[] }; log: AdminLogEntry[] };

const ACTION_WORDS: Record<string, string> = {
  dismiss: "dismissed a report on",
  hide: "hid",
  unhide: "showed again",
  suspend: "suspended",
  unsuspend: "lifted the suspension of",
};

function targetText(kind: string | null, user: string | null, title: string | null): string {
  if (!user) return "";
  if (kind === "habit" || kind === "goal") return `the ${kind} “${title ?? "?"}” of @${user}`;
  return `@${user}`;
}

/** Hides and suspensions in effect, each with its undo. */
export function InEffectList({ now }: Pick<AdminLists, "now">) {
  if (now.hidden.length === 0 && now.suspended.length === 0) {
    return <Text color="fg.muted">Nothing is hidden and nobody is suspended.</Text>;
  }
  return (
    <Stack as="ul" gap="3" p="0">
      {now.hidden.map((entry) => (
        <Stack as="li" key={`${entry.kind}-${entry.userId}-${entry.itemId}`} direction="row" align="center" gap="3">
          <Text flex="1">
            Hidden: {targetText(entry.kind, entry.username, entry.title)} since {utcTime(entry.hiddenAt)}
          </Text>
          <ActionForm
            fields={{ intent: "unhide", kind: entry.kind, user: entry.userId, item: entry.itemId }}
            label="Undo hide"
          />
        </Stack>
      ))}
      {now.suspended.map((entry) => (
        <Stack as="li" key={entry.userId} direction="row" align="center" gap="3">
          <Text flex="1">
            Suspended: @{entry.username} since {utcTime(entry.at)}: {entry.reason}
          </Text>
          <ActionForm
            fields={{ intent: "unsuspend", user: entry.userId }}
            label={`Lift suspension of @${entry.username}`}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** Who did what, when: the newest admin actions. */
export function AdminLogTable({ log }: Pick<AdminLists, "log">) {
  if (log.length === 0) return <Text color="fg.muted">No admin actions yet.</Text>;
  return (
    <Table.Root size="sm" data-testid="admin-log">
      <Table.Caption srOnly>Admin actions, newest first</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>When</Table.ColumnHeader>
          <Table.ColumnHeader>Who</Table.ColumnHeader>
          <Table.ColumnHeader>What</Table.ColumnHeader>
          <Table.ColumnHeader>Reason</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {log.map((entry) => (
          <Table.Row key={entry.id}>
            <Table.Cell whiteSpace="nowrap">{utcTime(entry.at)}</Table.Cell>
            <Table.Cell>@{entry.admin}</Table.Cell>
            <Table.Cell>
              {ACTION_WORDS[entry.action] ?? entry.action}{" "}
              {targetText(entry.targetKind, entry.targetUser, entry.targetTitle)}
            </Table.Cell>
            <Table.Cell>{entry.reason ?? ""}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
