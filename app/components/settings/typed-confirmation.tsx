import { Button, Field, Input, Stack } from "@chakra-ui/react";
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";

/**
 * The state of a dialog that acts only once a word (ERASE, DELETE) is typed: it cannot be
 * closed while busy, and closing it forgets what was typed.
 */
export function useTypedConfirmation(word: string) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  function close() {
    if (busy) return;
    setOpen(false);
    setTyped("");
  }

  return {
    word,
    open,
    show: () => setOpen(true),
    close,
    typed,
    setTyped,
    busy,
    setBusy,
    field,
    confirmed: typed === word,
  };
}

/**
 * The dialog of a typed confirmation (Erase local data, Delete from the server): the warning,
 * the word's field and a red submit button. Once the word is typed, submitting marks it busy and
 * runs `onConfirm`, which clears `busy` itself when it does not leave the page.
 */
export function TypedConfirmDialog({
  confirmation,
  title,
  action,
  actingText,
  onConfirm,
  children,
}: {
  confirmation: ReturnType<typeof useTypedConfirmation>;
  title: string;
  /** The submit button's label, and its label while `onConfirm` runs. */
  action: string;
  actingText: string;
  onConfirm: () => Promise<void>;
  children: ReactNode;
}) {
  const { word, open, close, typed, setTyped, busy, setBusy, field, confirmed } = confirmation;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    await onConfirm();
  }

  return (
    <ConfirmDialog
      open={open}
      title={title}
      busy={busy}
      onCancel={close}
      onSubmit={(event) => void submit(event)}
      initialFocusEl={() => field.current}
      confirm={
        <Button type="submit" colorPalette="red" disabled={!confirmed} loading={busy} loadingText={actingText}>
          {action}
        </Button>
      }
    >
      <Stack gap="4">
        {children}
        <TypedConfirmationField word={word} field={field} typed={typed} onType={setTyped} />
      </Stack>
    </ConfirmDialog>
  );
}

/** The field in which the word is typed (focused when the dialog opens). */
function TypedConfirmationField({
  word,
  field,
  typed,
  onType,
}: {
  word: string;
  field: RefObject<HTMLInputElement>;
  typed: string;
  onType: (typed: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>Type {word} to confirm</Field.Label>
      <Input
        ref={field}
        name="confirm"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={typed}
        onChange={(event) => onType(event.target.value)}
      />
    </Field.Root>
  );
}
