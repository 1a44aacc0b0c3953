import { Button, List, Stack, Text } from "@chakra-ui/react";
import { getSyncClient } from "~/sync/sync-client";
import { useSyncStatus } from "~/sync/use-sync-status";

const timeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

/**
 * Sync on this device: when it last synced, this device's id, what is waiting, and the actions the
 * server did not apply (each explained once). Downloading or deleting the server's copy is in
 * "Your data on the server".
 */
export function SyncSetting() {
  const status = useSyncStatus();
  return (
    <Stack gap="4">
      <List.Root variant="plain" gap="1">
        <List.Item>
          Last synced: {status.lastSyncedAt ? timeFormat.format(new Date(status.lastSyncedAt)) : "not yet"}
        </List.Item>
        <List.Item>
          This device: {status.clientId ? `device ${status.clientId.slice(0, 8)}` : "not synced yet"}
        </List.Item>
        <List.Item>Changes waiting: {status.pending}</List.Item>
      </List.Root>
      {status.problem ? <Text color="fg.error">{status.problem}</Text> : null}
      {status.refusals.length > 0 ? (
        <Stack gap="1">
          <Text fontWeight="semibold">Not applied</Text>
          <List.Root gap="1" ps="5">
            {status.refusals.map((refusal, i) => (
              // One log entry (an uploaded history) may hold several: seq alone is not unique.
              <List.Item key={`${refusal.seq}-${i}`}>{refusal.message}</List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
      <Stack direction={{ base: "column", sm: "row" }} gap="3">
        {status.stopped ? (
          <Button variant="outline" onClick={() => void getSyncClient().resume()}>
            Sync this device again
          </Button>
        ) : (
          <Button variant="outline" onClick={() => getSyncClient().retry({ upload: true })}>
            Sync now
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
