import { Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { vacationRangeText as rangeText } from "~/components/settings/vacation-range";
import { addDays, type Day } from "~/game/day";
import { comingVacation, type Vacation } from "~/game/vacation-days";
import { useSettingsIntent } from "~/intents/settings";
import { notify } from "~/toasts/notify";
import { BRAND_CTA } from "~/theme/brand";

type Errors = { from?: string; to?: string; vacation?: string };

/**
 * Settings → "Vacation" (issue #32, rule 28): plan one break for every habit, see it, end it
 * early or cancel it. It starts tomorrow at the earliest; the engine checks every day again.
 */
export function VacationSetting({ vacations, today }: { vacations: Vacation[] | undefined; today: Day }) {
  const run = useSettingsIntent();
  const tomorrow = addDays(today, 1);
  const [coming, setComing] = useState(() => comingVacation(vacations, today));
  const [from, setFrom] = useState(tomorrow);
  const [to, setTo] = useState(addDays(today, 7));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function plan(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await run({ type: "game/planVacation", from, to });
    setBusy(false);
    if (!result.ok) {
      const next: Errors = {};
      for (const issue of result.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(result.issues.length > 0 ? next : { from: result.message });
      return;
    }
    setErrors({});
    setComing(comingVacation(result.value, today));
    notify.success(`Vacation planned: ${rangeText({ from, to })}.`);
  }

  async function end() {
    setBusy(true);
    const result = await run({ type: "game/endVacation" });
    setBusy(false);
    if (!result.ok) return void setErrors({ vacation: result.issues[0]?.message ?? result.message });
    const started = coming !== null && coming.from <= today;
    setComing(null);
    notify.success(started ? "Welcome back: your vacation has ended." : "Your vacation is cancelled.");
  }

  if (coming) {
    const underWay = coming.from <= today;
    return (
      <Stack gap="3" align="flex-start">
        <Text data-testid="vacation-current">
          {underWay ? "You are on vacation" : "Vacation planned"}: <strong>{rangeText(coming)}</strong>. Your habits
          expect nothing on these days and your streak is kept through them.
        </Text>
        {errors.vacation ? (
          <Text color="fg.error" role="alert">
            {errors.vacation}
          </Text>
        ) : null}
        <Button variant="outline" loading={busy} loadingText="Saving…" onClick={() => void end()}>
          {underWay ? "End vacation today" : "Cancel vacation"}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={plan} noValidate>
      <Stack gap="4">
        <HStack gap="4" wrap="wrap" align="flex-start">
          <Field.Root invalid={Boolean(errors.from)} maxW="48">
            <Field.Label>First day</Field.Label>
            <Input type="date" name="from" min={tomorrow} value={from} onChange={(e) => setFrom(e.target.value)} />
            {errors.from ? <Field.ErrorText>{errors.from}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.to)} maxW="48">
            <Field.Label>Last day</Field.Label>
            <Input type="date" name="to" min={from} value={to} onChange={(e) => setTo(e.target.value)} />
            {errors.to ? <Field.ErrorText>{errors.to}</Field.ErrorText> : null}
          </Field.Root>
        </HStack>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={busy} loadingText="Saving…" {...BRAND_CTA}>
            Plan vacation
          </Button>
          <Text fontSize="sm" color="fg.muted">
            It starts tomorrow at the earliest. Missed a day already? A streak freeze from the Market covers it.
          </Text>
        </HStack>
      </Stack>
    </form>
  );
}
