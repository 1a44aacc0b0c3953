import { Button, Field, Input, List, Stack, Text } from "@chakra-ui/react";
import { useRef, useState, type FormEvent } from "react";
import { getBrowserStorage } from "~/storage";
import { deleteServerData } from "~/sync/server-data";
import { getSyncClient } from "~/sync/sync-client";
import { useSyncStatus } from "~/sync/use-sync-status";
import { notify } from "~/toasts/notify";
import { ConfirmDialog } from "./confirm-dialog";

export const DELETE_WORD = "DELETE";

const timeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

/**
 * Sync on this device: when it last synced, this device's id, what is waiting, the actions (and
 * items of the history from before sync) the server did not apply, each explained once, and the
 * user's data on the server: download it, or delete it (local data stays) after typing DELETE.
 * After a delete this device stops syncing until the user asks it to sync again.
 */
export function SyncSetting({ userId }: { userId: string }) {
  const status = useSyncStatus();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const confirmed = typed === DELETE_WORD;

  function close() {
    if (busy) return;
    setOpen(false);
    setTyped("");
  }

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    const done = await deleteServerData();
    // This device stops syncing (what it holds would otherwise be pushed right back).
    if (done) {
      await getBrowserStorage().stopSync(userId);
      // The round that follows finds sync stopped: the section says so and offers to start again.
      getSyncClient().retry();
    }
    setBusy(false);
    if (!done) return void notify.error("Your data on the server could not be deleted. Please try again.");
    setOpen(false);
    setTyped("");
    notify.success("Your data on the server was deleted. The data on this device stays.");
  }

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
          <Button variant="outline" onClick={() => getSyncClient().retry()}>
            Sync now
          </Button>
        )}
        <Button asChild variant="outline">
          <a href="/sync/data" download="momentum-server-data.json">
            Download my server data
          </a>
        </Button>
        <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
          Delete my data from the server…
        </Button>
      </Stack>
      <ConfirmDialog
        open={open}
        title="Delete your data from the server?"
        busy={busy}
        onCancel={close}
        onSubmit={(event) => void remove(event)}
        initialFocusEl={() => field.current}
        confirm={
          <Button type="submit" colorPalette="red" disabled={!confirmed} loading={busy} loadingText="Deleting…">
            Delete from the server
          </Button>
        }
      >
        <Stack gap="4">
          <Text>
            Everything the server keeps of your habits, goals and records is deleted. The data on this device stays;
            your other devices keep theirs too.
          </Text>
          <Field.Root>
            <Field.Label>Type {DELETE_WORD} to confirm</Field.Label>
            <Input
              ref={field}
              name="confirm"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field.Root>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
