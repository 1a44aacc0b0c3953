import { Field, Textarea, VisuallyHidden } from "@chakra-ui/react";
import { NOTE_MAX } from "~/game/constants";
import { noteTextSchema } from "~/game/habit-note";

/** The note field's id: the notes list moves the focus there to edit a day's note. */
export const NOTE_FIELD_ID = "day-note";

/** The engine's own message for a note it would refuse (the same schema checks it), or undefined. */
export function noteProblem(text: string): string | undefined {
  const parsed = noteTextSchema.safeParse(text);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

type NoteFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * A day's note (rule 32), with how many of its NOTE_MAX characters it uses: counted as kept,
 * trimmed, so the count and the message agree.
 */
export function NoteField({ label, value, onChange, error }: NoteFieldProps) {
  const length = value.trim().length;
  return (
    <Field.Root invalid={Boolean(error)} id={NOTE_FIELD_ID}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        name="note"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={3}
        autoresize
        maxH="60"
      />
      <Field.HelperText data-testid="note-length" color={length > NOTE_MAX ? "fg.error" : undefined}>
        {length} / {NOTE_MAX}
        <VisuallyHidden> characters</VisuallyHidden>
      </Field.HelperText>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
