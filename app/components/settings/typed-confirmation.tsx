import { Field, Input } from "@chakra-ui/react";
import { useRef, useState, type RefObject } from "react";

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

/** The field in which the word is typed (focused when the dialog opens). */
export function TypedConfirmationField({
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
