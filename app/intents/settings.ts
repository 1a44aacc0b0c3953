import { z } from "zod";
import { ImportActionSchema, SetDailyTargetSchema, SetDayRuleSchema, VacationActionSchema } from "~/game/action-schema";
import type { DayRule } from "~/game/day";
import type { Vacation } from "~/game/vacation-days";
import type { FileDownload } from "~/import/loop-download";
import type { BackupSummary } from "~/storage";
import { useIntentCall } from "./use-intent";

export const SETTINGS_ACTION = "/settings/?index";

/** What the settings page may ask for: the engine's daily target, day rule and vacation actions, and backup and erase for storage. */
export const SettingsIntentSchema = z.discriminatedUnion("type", [
  SetDailyTargetSchema,
  SetDayRuleSchema,
  ...VacationActionSchema.options,
  z.object({ type: z.literal("backup/export") }),
  z.object({ type: z.literal("backup/preview"), text: z.string() }),
  z.object({ type: z.literal("backup/import"), text: z.string() }),
  z.object({ type: z.literal("data/erase"), confirm: z.literal("ERASE") }),
  ...ImportActionSchema.options,
  z.object({ type: z.literal("loop/exportCsv") }),
  z.object({ type: z.literal("loop/exportDatabase") }),
]);
export type SettingsIntent = z.infer<typeof SettingsIntentSchema>;

export type SettingsValues = {
  /** The target as saved (the engine clamps it at 0). */
  "game/setDailyTarget": number;
  /** The day rule as saved (rule 18). */
  "game/setDayRule": DayRule;
  /** The vacations after the change (rule 28). */
  "game/planVacation": Vacation[];
  "game/endVacation": Vacation[];
  /** The backup file's text. */
  "backup/export": string;
  "backup/preview": BackupSummary;
  "backup/import": BackupSummary;
  /** Erasing leaves for the landing page: it answers only when it fails. */
  "data/erase": never;
  /** How many habits the import made (rule 33). */
  "habit/import": number;
  /** The import's habits are deleted. */
  "habit/undoImport": null;
  /** The habits in Loop Habit Tracker's CSV export format (issue #34). */
  "loop/exportCsv": FileDownload;
  /** The habits as a Loop Habit Tracker database backup, which Loop imports. */
  "loop/exportDatabase": FileDownload;
};

/**
 * Sends one intent to the settings route's clientAction and resolves with its
 * result. Each caller has its own fetcher, so sections do not wait on each other.
 */
export function useSettingsIntent() {
  return useIntentCall<SettingsIntent, SettingsValues>(SETTINGS_ACTION).call;
}
