import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { dayRuleLabel, dayStartLabel, deviceTimeZone, timeZoneChoices } from "~/components/day/day-rule-text";
import { DAY_START_HOURS, type DayRule } from "~/game/day";
import { dayRuleSchema } from "~/game/field-schemas";
import { useSettingsIntent } from "~/intents/settings";
import { notify } from "~/toasts/notify";
import { BRAND_CTA } from "~/theme/brand";

type Errors = { timeZone?: string; startHour?: string };

/** Settings → "Your day" (rule 18): the zone and the hour the user's day starts. */
export function DayRuleSetting({ dayRule }: { dayRule: DayRule }) {
  const run = useSettingsIntent();
  const listId = useId();
  const [device] = useState(deviceTimeZone);
  const choices = useMemo(() => timeZoneChoices(device), [device]);
  const [timeZone, setTimeZone] = useState(dayRule.timeZone);
  const [startHour, setStartHour] = useState(String(dayRule.startHour));
  const [saved, setSaved] = useState(dayRule);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = dayRuleSchema.safeParse({ timeZone, startHour: Number(startHour) });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await run({ type: "game/setDayRule", ...parsed.data });
    setBusy(false);
    if (!result.ok) {
      setErrors({ timeZone: result.issues[0]?.message ?? result.message });
      return;
    }
    setSaved(result.value);
    setTimeZone(result.value.timeZone);
    notify.success(`Your day now starts at ${dayRuleLabel(result.value)}.`);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.timeZone)}>
          <Field.Label>Time zone</Field.Label>
          <HStack gap="2" wrap="wrap" w="full">
            <Input
              name="timeZone"
              list={listId}
              autoComplete="off"
              maxW="72"
              value={timeZone}
              onChange={(event) => setTimeZone(event.target.value)}
            />
            {device !== timeZone ? (
              <Button variant="outline" size="sm" onClick={() => setTimeZone(device)}>
                Use this device&apos;s zone ({device})
              </Button>
            ) : null}
          </HStack>
          <datalist id={listId}>
            {choices.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          {errors.timeZone ? (
            <Field.ErrorText data-testid="day-rule-error">{errors.timeZone}</Field.ErrorText>
          ) : (
            <Field.HelperText>Type to search, for example Tokyo or New_York.</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.startHour)}>
          <Field.Label>My day ends at</Field.Label>
          <NativeSelect.Root maxW="48">
            <NativeSelect.Field name="startHour" value={startHour} onChange={(e) => setStartHour(e.target.value)}>
              {DAY_START_HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {dayStartLabel(hour)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.startHour ? <Field.ErrorText>{errors.startHour}</Field.ErrorText> : null}
          <Field.HelperText>Night owl? Counts until this hour still go to the day before.</Field.HelperText>
        </Field.Root>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={busy} loadingText="Saving…" {...BRAND_CTA}>
            Save my day
          </Button>
          <Text fontSize="sm" color="fg.muted" data-testid="day-rule-current">
            Your day starts at {dayRuleLabel(saved)}.
          </Text>
        </HStack>
      </Stack>
    </form>
  );
}
