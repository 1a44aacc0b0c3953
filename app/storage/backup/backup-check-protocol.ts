// What the page asks of the backup check and what it answers, whether the check
// runs in a Web Worker (backup-worker.ts) or in the page (backup-checker.ts).
import type { FieldIssue } from "~/game/errors";
import { isGameError } from "~/game/errors";
import { parseBackup, summarize, type Backup, type BackupSummary } from "~/log/backup-schema";

export type CheckRequest = { text: string; maxBytes: number; want: "summary" | "backup" };

export type CheckAnswer =
  | { type: "summary"; summary: BackupSummary }
  | { type: "backup"; backup: Backup }
  | { type: "refused"; issues: FieldIssue[] }
  | { type: "failed"; message: string };

/** The worker says it runs before it answers: a failure before that is its script not loading. */
export type CheckReply = { type: "started" } | CheckAnswer;

/** Checks the file of `request` and answers with what it asked for, or why not. */
export function answerCheck({ text, maxBytes, want }: CheckRequest): CheckAnswer {
  try {
    const backup = parseBackup(text, maxBytes);
    return want === "summary" ? { type: "summary", summary: summarize(backup) } : { type: "backup", backup };
  } catch (error) {
    if (isGameError(error) && error.code === "VALIDATION") return { type: "refused", issues: error.issues };
    return { type: "failed", message: error instanceof Error ? error.message : String(error) };
  }
}
