import { z } from "zod";
import type { FieldIssue } from "~/game/errors";
import type { BackupSummary } from "~/storage";
import { useActionCall } from "~/components/use-action-call";

/** What the settings page may ask of storage: one intent, one storage call (see the route's clientAction). */
export const SettingsIntentSchema = z.discriminatedUnion("type", [
  // The engine validates and clamps the number itself.
  z.object({ type: z.literal("game/setDailyTarget"), dailyTarget: z.number() }),
  z.object({ type: z.literal("backup/export") }),
  z.object({ type: z.literal("backup/preview"), text: z.string() }),
  z.object({ type: z.literal("backup/import"), text: z.string() }),
  z.object({ type: z.literal("data/erase"), confirm: z.literal("ERASE") }),
]);
export type SettingsIntent = z.infer<typeof SettingsIntentSchema>;

export type SettingsResult =
  | { ok: true; type: "game/setDailyTarget"; dailyTarget: number }
  | { ok: true; type: "backup/export"; text: string }
  | { ok: true; type: "backup/preview"; summary: BackupSummary }
  | { ok: true; type: "backup/import"; summary: BackupSummary }
  | { ok: false; code: string; message: string; issues: FieldIssue[] };

export type SettingsFailure = Extract<SettingsResult, { ok: false }>;

/**
 * Sends one intent to the settings route's clientAction and resolves with its
 * result. Each caller has its own fetcher, so sections do not wait on each other.
 */
export function useSettingsIntent(): (intent: SettingsIntent) => Promise<SettingsResult> {
  return useActionCall<SettingsIntent, SettingsResult>("/settings/?index").call;
}
