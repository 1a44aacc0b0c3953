import { Field, HStack, Input, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { DetailedRadioItem } from "~/components/detailed-radio-item";
import type { Direction } from "~/game/measure";
import { MEASURE_MESSAGES } from "~/game/measure";
import { MEASURE_NAMES, type HabitKind } from "./habit-form-input";

const KINDS: { value: HabitKind; label: string; detail: string }[] = [
  { value: "count", label: "Count", detail: "+1 each time you do it" },
  { value: "measure", label: "Measure", detail: "An amount with a unit, such as 2.5 km" },
];

const DIRECTIONS: { value: Direction; label: string }[] = [
  { value: "atLeast", label: "At least" },
  { value: "atMost", label: "At most" },
];

/**
 * Count or measure (rule 31). A habit keeps its kind: when editing, the choice is shown, not
 * offered, and the words say why.
 */
export function HabitKindField({
  kind,
  fixed,
  onChange,
}: {
  kind: HabitKind;
  fixed: boolean;
  onChange: (kind: HabitKind) => void;
}) {
  return (
    <Stack gap="2">
      <RadioGroup.Root
        value={kind}
        disabled={fixed}
        onValueChange={({ value }) => onChange(value === "measure" ? "measure" : "count")}
        name="habitKind"
        colorPalette="orange"
        aria-describedby={fixed ? "habit-kind-fixed" : undefined}
      >
        <RadioGroup.Label mb="2" display="block">
          Kind
        </RadioGroup.Label>
        <HStack gap="6" wrap="wrap" align="flex-start">
          {KINDS.map(({ value, label, detail }) => (
            <DetailedRadioItem key={value} value={value} label={label} detail={detail} />
          ))}
        </HStack>
      </RadioGroup.Root>
      {fixed ? (
        <Text id="habit-kind-fixed" fontSize="sm" color="fg.muted">
          {MEASURE_MESSAGES.kindFixed}.
        </Text>
      ) : null}
    </Stack>
  );
}

export type MeasureDraft = { unit: string; target: string; direction: Direction };

/** A measure's unit, its target typed in the person's locale, and at least or at most; errors at their field. */
export function MeasureField({
  draft,
  onChange,
  errors,
}: {
  draft: MeasureDraft;
  onChange: (part: Partial<MeasureDraft>) => void;
  errors: Record<string, string>;
}) {
  const unitError = errors["measure.unit"] ?? errors.measure;
  const targetError = errors.dailyTarget;
  const directionError = errors["measure.direction"];
  return (
    <Stack gap="4">
      <Field.Root invalid={Boolean(unitError)} required>
        <Field.Label>
          Unit
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name={MEASURE_NAMES.unit}
          value={draft.unit}
          autoComplete="off"
          onChange={(event) => onChange({ unit: event.currentTarget.value })}
        />
        {unitError ? (
          <Field.ErrorText>{unitError}</Field.ErrorText>
        ) : (
          <Field.HelperText>Such as km, minutes, pages or cups.</Field.HelperText>
        )}
      </Field.Root>
      <Field.Root invalid={Boolean(targetError)} required>
        <Field.Label>
          Target
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name={MEASURE_NAMES.target}
          value={draft.target}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => onChange({ target: event.currentTarget.value })}
        />
        {targetError ? (
          <Field.ErrorText>{targetError}</Field.ErrorText>
        ) : (
          <Field.HelperText>How much on a day, in your unit: up to two decimals, such as 2.5.</Field.HelperText>
        )}
      </Field.Root>
      <RadioGroup.Root
        value={draft.direction}
        onValueChange={({ value }) => onChange({ direction: value === "atMost" ? "atMost" : "atLeast" })}
        name={MEASURE_NAMES.direction}
        colorPalette="orange"
      >
        <RadioGroup.Label mb="2" display="block">
          The target is
        </RadioGroup.Label>
        <HStack gap="6" wrap="wrap">
          {DIRECTIONS.map(({ value, label }) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
        {directionError ? (
          <Text fontSize="sm" color="fg.error">
            {directionError}
          </Text>
        ) : null}
      </RadioGroup.Root>
    </Stack>
  );
}
