import { Button, List, Stack, Text } from "@chakra-ui/react";
import { useOnlineStatus } from "~/pwa/use-online-status";
import { getBrowserStorage } from "~/storage";
import { deleteServerData } from "~/sync/server-data";
import { notify } from "~/toasts/notify";
import { TypedConfirmDialog, useTypedConfirmation } from "./typed-confirmation";
import { endSession } from "~/device-session/end-session";

export const DELETE_WORD = "DELETE";

/** Where the page goes once the server has deleted the account (signed out, local data kept). */
export const SERVER_DELETED_PATH = "/signed-out?data=kept&server=deleted";

const KEPT = [
  "Your account and the sign-in accounts you use with it (without any secret)",
  "Your profile (bio, picture, location, website) and whether it is public",
  "Your synced habits, goals and records, and their public copies",
  "Who you follow and who follows you, your communities, and the reports you made",
];

/**
 * Settings → "Your data on the server" (issue #22): one JSON file of everything the server keeps,
 * or deleting all of it after typing DELETE. Deleting signs every device out; this device keeps
 * its local data (Erase local data removes that).
 */
export function ServerDataSetting({ userId }: { userId: string }) {
  const online = useOnlineStatus();
  const confirmation = useTypedConfirmation(DELETE_WORD);

  async function remove() {
    const done = await deleteServerData();
    if (!done) {
      confirmation.setBusy(false);
      return void notify.error("Your data on the server could not be deleted. Please try again.");
    }
    // Nothing is pushed back: this device stops syncing and forgets the account; its data stays.
    await getBrowserStorage().stopSync(userId);
    await endSession();
    window.location.assign(SERVER_DELETED_PATH);
  }

  return (
    <Stack gap="4">
      <List.Root gap="1" ps="5">
        {KEPT.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
      {online ? null : <Text color="fg.muted">You are offline: downloading or deleting needs a connection.</Text>}
      <Stack direction={{ base: "column", sm: "row" }} gap="3">
        <Button asChild variant="outline" disabled={!online}>
          <a href="/sync/data" download="momentum-server-data.json" aria-disabled={!online || undefined}>
            Download my server data
          </a>
        </Button>
        <Button colorPalette="red" variant="outline" disabled={!online} onClick={confirmation.show}>
          Delete my data from the server…
        </Button>
      </Stack>
      <TypedConfirmDialog
        confirmation={confirmation}
        title="Delete your data from the server?"
        action="Delete from the server"
        actingText="Deleting…"
        onConfirm={remove}
      >
        <Text>
          Your account and everything the server keeps of it are deleted: your synced data, your public profile, your
          follows and your reports. Every device is signed out. The data on this device stays; erase it too in Erase
          local data if you want.
        </Text>
      </TypedConfirmDialog>
    </Stack>
  );
}
