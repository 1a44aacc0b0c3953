import { Button, HStack, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FormField, numberField } from "~/components/form-field";
import { useCheckedSubmit, type SubmitResult } from "~/components/use-checked-submit";
import { BRAND_CTA } from "~/theme/brand";

export type FormMode = "CREATE" | "EDIT";

/** One text, long text or number field of a habit or goal. */
export type ItemField = {
  name: string;
  label: string;
  number?: boolean;
  multiline?: boolean;
  required?: boolean;
  helper?: string;
  defaultValue?: string | number;
};

type ItemFormProps<Schema extends z.ZodType> = {
  mode: FormMode;
  kind: "Habit" | "Goal";
  /** The engine's input schema: nothing is sent while it refuses a field, and its messages are shown. */
  schema: Schema;
  fields: ItemField[];
  /** Values the fields above do not hold (a goal's habits). */
  readMore?: (data: FormData) => Record<string, unknown>;
  /** More of the form, after the fields (given the messages per field). */
  more?: (errors: Record<string, string>) => ReactNode;
  onSubmit: (input: z.output<Schema>) => Promise<SubmitResult>;
  onCancel: () => void;
};

/** Create or edit a habit or a goal: its fields, Cancel and the submit button; nothing is saved while invalid. */
export function ItemForm<Schema extends z.ZodType>({
  mode,
  kind,
  schema,
  fields,
  readMore,
  more,
  onSubmit,
  onCancel,
}: ItemFormProps<Schema>) {
  const noun = kind.toLowerCase();
  const { errors, busy, submit } = useCheckedSubmit(
    schema,
    (data) => ({
      ...Object.fromEntries(
        fields.map(({ name, number }) => [name, number ? numberField(data.get(name)) : data.get(name)]),
      ),
      ...readMore?.(data),
    }),
    onSubmit,
  );

  return (
    // Named as its dialog is titled: "Edit Habit", "New habit".
    <form onSubmit={submit} noValidate data-mode={mode} aria-label={mode === "EDIT" ? `Edit ${kind}` : `New ${noun}`}>
      <Stack gap="4">
        {fields.map(({ number, ...field }) => (
          <FormField
            key={field.name}
            {...field}
            type={number ? "number" : undefined}
            inputMode={number ? "numeric" : undefined}
            error={errors[field.name]}
          />
        ))}
        {more?.(errors)}
        <HStack justify="flex-end">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} {...BRAND_CTA}>
            {mode === "EDIT" ? `Save ${noun}` : `Create ${noun}`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
