import { Badge, Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { z } from "zod";
import { numberField } from "~/components/form-field";
import { dailyLabel } from "~/game/daily-progress";
import { dailyXpTargetSchema } from "~/game/entity-schemas";
import { DAILY_TARGET_RANGE } from "~/game/constants";
import { DAILY_TARGET_RULE } from "~/content/game-rules-text";
import { FIELD_MESSAGES } from "~/game/field-schemas";
import { notify } from "~/toasts/notify";
import { BRAND_CTA } from "~/theme/brand";
import { useSettingsIntent } from "~/intents/settings";

// The engine's rule (rule 2: a whole number from 0 to 10,000), checked here first so a bad value never leaves the form.
const DailyTargetSchema = z
  .number({ error: (issue) => (issue.input === undefined ? FIELD_MESSAGES.required : FIELD_MESSAGES.invalid) })
  .pipe(dailyXpTargetSchema);

function percentOf(xp: number, target: number): number {
  return target <= 0 ? 100 : Math.max(0, (xp * 100) / target);
}

/** The game's daily XP target (rule 2, docs/rules.md): what a day needs to count for the streak. */
export function DailyTargetSetting({ dailyTarget, todayXp }: { dailyTarget: number; todayXp: number }) {
  const run = useSettingsIntent();
  const [value, setValue] = useState(String(dailyTarget));
  const [saved, setSaved] = useState(dailyTarget);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const percent = percentOf(todayXp, saved);
  const label = dailyLabel(percent);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = DailyTargetSchema.safeParse(numberField(value));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? FIELD_MESSAGES.invalid);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await run({ type: "game/setDailyTarget", dailyTarget: parsed.data });
    setBusy(false);
    if (!result.ok) {
      setError(result.issues[0]?.message ?? result.message);
      return;
    }
    const dailyTarget = result.value;
    setSaved(dailyTarget);
    setValue(String(dailyTarget));
    notify.success(`Daily target set to ${dailyTarget} XP.`);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Daily XP target</Field.Label>
          <HStack gap="3" wrap="wrap" w="full">
            <Input
              name="dailyTarget"
              type="number"
              inputMode="numeric"
              min={DAILY_TARGET_RANGE.min}
              max={DAILY_TARGET_RANGE.max}
              step={1}
              maxW="40"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
            <Button type="submit" loading={busy} loadingText="Saving…" {...BRAND_CTA}>
              Save target
            </Button>
          </HStack>
          {error ? <Field.ErrorText data-testid="daily-target-error">{error}</Field.ErrorText> : null}
          <Field.HelperText>
            XP to earn each day for the day to count toward your streak. {DAILY_TARGET_RULE} At 0 every day counts as
            met.
          </Field.HelperText>
        </Field.Root>
        <HStack gap="2" fontSize="sm" wrap="wrap">
          <Text>
            Today: {todayXp} / {saved} XP ({Math.floor(percent)}%)
          </Text>
          <Badge colorPalette={label.color} variant="subtle" data-testid="settings-daily-label">
            {label.label}
          </Badge>
        </HStack>
      </Stack>
    </form>
  );
}
