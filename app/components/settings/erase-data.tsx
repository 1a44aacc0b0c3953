import { Button, Text } from "@chakra-ui/react";
import { useSettingsIntent } from "~/intents/settings";
import { TypedConfirmDialog, useTypedConfirmation } from "./typed-confirmation";

export const ERASE_WORD = "ERASE";

/** Erases every local store after the word ERASE is typed; then signs out and goes to the landing page. */
export function EraseData() {
  const run = useSettingsIntent();
  const confirmation = useTypedConfirmation(ERASE_WORD);

  async function erase() {
    // On success the page leaves for the landing page; this only returns on failure (shown as a toast).
    await run({ type: "data/erase", confirm: ERASE_WORD });
    confirmation.setBusy(false);
  }

  return (
    <>
      <Text mb="3">
        Deletes every profile, habit, goal and record kept in this browser, for every account that used Momentum here,
        then signs you out. What already reached the server stays there and comes back when you sign in again; to delete
        it too, use Your data on the server.
      </Text>
      <Button colorPalette="red" variant="outline" onClick={confirmation.show}>
        Erase all local data…
      </Button>
      <TypedConfirmDialog
        confirmation={confirmation}
        title="Erase all local data?"
        action="Erase everything"
        actingText="Erasing…"
        onConfirm={erase}
      >
        <Text>
          This cannot be undone. Everything Momentum keeps in this browser is deleted, and you are signed out. Changes
          that had not reached the server yet are lost.
        </Text>
      </TypedConfirmDialog>
    </>
  );
}
