import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { firstMessages } from "~/intents/field-messages";

/** What a save answers: nothing when saved, field messages when refused. */
export type SubmitResult = { fieldErrors?: Record<string, string> } | void;

/**
 * A form's submit: its fields, read by `read`, are checked by `schema` (nothing is saved while
 * one is invalid), then handed to `save`. The messages shown are the schema's or the save's.
 */
export function useCheckedSubmit<Schema extends z.ZodType>(
  schema: Schema,
  read: (data: FormData) => unknown,
  save: (input: z.output<Schema>) => Promise<SubmitResult>,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema.safeParse(read(new FormData(event.currentTarget)));
    if (!parsed.success) return setErrors(firstMessages(parsed.error.issues));
    setBusy(true);
    const result = await save(parsed.data);
    setBusy(false);
    setErrors(result?.fieldErrors ?? {});
  }

  return { errors, busy, submit };
}
