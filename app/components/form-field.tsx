import { Field, Input, Textarea } from "@chakra-ui/react";

export type FormFieldProps = {
  name: string;
  label: string;
  error?: string;
  defaultValue?: string | number;
  type?: "text" | "number" | "email" | "url" | "date";
  multiline?: boolean;
  required?: boolean;
  helper?: string;
  inputMode?: "numeric" | "decimal" | "text";
};

/** A labelled input whose error message (the schema's, word for word) sits at the field. */
export function FormField({
  name,
  label,
  error,
  defaultValue,
  type = "text",
  multiline,
  required,
  helper,
  inputMode,
}: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {multiline ? (
        <Textarea name={name} defaultValue={defaultValue} autoresize maxH="40" />
      ) : (
        <Input name={name} type={type} defaultValue={defaultValue} inputMode={inputMode} />
      )}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A form's number field: empty means missing, so the schema says 'Required'. */
export function numberField(value: FormDataEntryValue | null): number | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  return Number(value);
}
