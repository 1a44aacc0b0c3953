import { Box, Button, HStack } from "@chakra-ui/react";
import { getSyncClient, type SyncStatus } from "~/sync/sync-client";
import { useSyncStatus } from "~/sync/use-sync-status";

/** The header's words for each sync state. */
export function syncLabel(status: SyncStatus): string {
  switch (status.state) {
    case "off":
      return "";
    case "synced":
      return "Synced";
    case "syncing":
      return "Syncing…";
    case "waiting":
      return `${status.pending} ${status.pending === 1 ? "change" : "changes"} waiting`;
    case "offline":
      return "Offline — saved on this device";
    case "failed":
      return "Sync failed";
  }
}

/** The header's sync status (nothing while sync is off), with Retry after a failure. */
export function SyncIndicator() {
  const status = useSyncStatus();
  if (status.state === "off") return null;
  return (
    <HStack gap="2" fontSize="sm" color={status.state === "failed" ? "fg.error" : "fg.muted"}>
      <Box role="status" aria-label="Sync status" title={status.problem ?? undefined}>
        {syncLabel(status)}
      </Box>
      {status.state === "failed" ? (
        <Button size="xs" variant="outline" onClick={() => getSyncClient().retry()}>
          Retry
        </Button>
      ) : null}
    </HStack>
  );
}
