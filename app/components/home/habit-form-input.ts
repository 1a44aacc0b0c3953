// What the habit editor sends (rule 31): a count's daily target as typed, or a measure's unit,
// direction and target, the target typed in the person's locale and read into hundredths
// before the engine's own schema checks the rest. Pure, so its messages are tested as such.
import { z } from "zod";
import { numberField } from "~/components/form-field";
import { HabitInputSchema, type HabitInput } from "~/game/input-schemas";
import { parseValue } from "~/game/measure-value";

export type HabitKind = "count" | "measure";

/** The editor's field names for a measure; `measureIn` reads them back. */
export const MEASURE_NAMES = { unit: "measureUnit", target: "measureTarget", direction: "measureDirection" } as const;

/** A count's target as the form holds it, or a measure's as typed (`targetText`), for `habitFormSchema`. */
export function habitKindIn(kind: HabitKind, data: FormData): Record<string, unknown> {
  if (kind === "count") return { dailyTarget: numberField(data.get("dailyTarget")) };
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    targetText: text(MEASURE_NAMES.target),
    measure: { unit: text(MEASURE_NAMES.unit), direction: text(MEASURE_NAMES.direction) || undefined },
  };
}

/**
 * The editor's check: a measure's `targetText` becomes `dailyTarget` in hundredths (parseValue's
 * words at the target when it cannot), then the engine's HabitInputSchema, whose messages (the
 * unit's, the target's bound) come back at their fields.
 */
export function habitFormSchema(locale?: string) {
  return z.unknown().transform((raw, ctx): HabitInput => {
    const { targetText, ...values } = (raw ?? {}) as Record<string, unknown>;
    let input: Record<string, unknown> = values;
    let targetRefused = false;
    if (typeof targetText === "string") {
      const target = parseValue(targetText, locale);
      if (target.ok) input = { ...values, dailyTarget: target.value };
      else {
        targetRefused = true;
        ctx.addIssue({ code: "custom", path: ["dailyTarget"], message: target.message });
      }
    }
    const parsed = HabitInputSchema.safeParse(input);
    if (parsed.success && !targetRefused) return parsed.data;
    for (const issue of parsed.error?.issues ?? []) {
      if (targetRefused && issue.path[0] === "dailyTarget") continue;
      ctx.addIssue({ code: "custom", path: issue.path as PropertyKey[], message: issue.message });
    }
    return z.NEVER;
  });
}
