import { Button, Field, Input, Stack, Text } from "@chakra-ui/react";
import { useRef, useState, type FormEvent } from "react";
import { useSettingsIntent } from "~/intents/settings";
import { ConfirmDialog } from "./confirm-dialog";

export const ERASE_WORD = "ERASE";

/** Erases every local store after the word ERASE is typed; then signs out and goes to the landing page. */
export function EraseData() {
  const run = useSettingsIntent();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const confirmed = typed === ERASE_WORD;

  function close() {
    if (busy) return;
    setOpen(false);
    setTyped("");
  }

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
      <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
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
          <Field.Root>
            <Field.Label>Type {ERASE_WORD} to confirm</Field.Label>
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
    </>
  );
}
