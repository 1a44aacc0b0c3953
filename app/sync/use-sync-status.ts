import { useSyncExternalStore } from "react";
import { getSyncClient, SYNC_OFF, type SyncStatus } from "./sync-client";

const serverSnapshot = (): SyncStatus => SYNC_OFF;

/** Where sync stands on this page ("off" when the server or the user does not sync). */
export function useSyncStatus(): SyncStatus {
  const client = getSyncClient();
  return useSyncExternalStore(client.subscribe, client.getSnapshot, serverSnapshot);
}
