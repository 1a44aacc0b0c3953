import { Button, Stack, Text } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { useSettingsIntent } from "~/intents/settings";
import { ConfirmDialog } from "./confirm-dialog";
import { TypedConfirmationField, useTypedConfirmation } from "./typed-confirmation";

export const ERASE_WORD = "ERASE";

/** Erases every local store after the word ERASE is typed; then signs out and goes to the landing page. */
export function EraseData() {
  const run = useSettingsIntent();
  const { open, show, close, typed, setTyped, busy, setBusy, field, confirmed } = useTypedConfirmation(ERASE_WORD);

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    // On success the page leaves for the landing page; this only returns on failure (shown as a toast).
    await run({ type: "data/erase", confirm: ERASE_WORD });
    setBusy(false);
  }

  return (
    <>
      <Text mb="3">
        Deletes every profile, habit, goal and record kept in this browser, for every account that used Momentum here,
        then signs you out. Export your data first if you may want it back.
      </Text>
      <Button colorPalette="red" variant="outline" onClick={show}>
        Erase all local data…
      </Button>
      <ConfirmDialog
        open={open}
        title="Erase all local data?"
        busy={busy}
        onCancel={close}
        onSubmit={(event) => void erase(event)}
        initialFocusEl={() => field.current}
        confirm={
          <Button type="submit" colorPalette="red" disabled={!confirmed} loading={busy} loadingText="Erasing…">
            Erase everything
          </Button>
        }
      >
        <Stack gap="4">
          <Text>
            This cannot be undone. Everything Momentum keeps in this browser is deleted, and you are signed out.
          </Text>
          <TypedConfirmationField word={ERASE_WORD} field={field} typed={typed} onType={setTyped} />
        </Stack>
      </ConfirmDialog>
    </>
  );
}
