import { getSyncClient, type SyncStatus } from "~/sync/sync-client";
import { useSyncStatus } from "~/sync/use-sync-status";

/** Back to this page once signed in again (the changes waiting here go up then). */
const signInAgainHref = () =>
  `/create-account?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`;

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
    case "signed-out":
      return "Signed out on this device";
  }
}

/**
 * The header's sync status (nothing while sync is off), with Retry after a failure. Plain
 * elements with static classes (sync-indicator.styles.ts): the header is on every app page.
 */
export function SyncIndicator() {
  const status = useSyncStatus();
  if (status.state === "off") return null;
  return (
    <div className="sync-indicator" data-state={status.state}>
      <div role="status" aria-label="Sync status" title={status.problem ?? undefined}>
        {syncLabel(status)}
      </div>
      {status.state === "signed-out" ? (
        <a className="btn-xs-outline" href={signInAgainHref()}>
          Sign in again
        </a>
      ) : null}
      {status.state === "failed" ? (
        <button type="button" className="btn-xs-outline" onClick={() => getSyncClient().retry({ upload: true })}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
