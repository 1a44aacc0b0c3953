// Who checks a backup file before preview or import: the same check either way,
// in this thread (tests, node) or in a Web Worker (the browser), so a big or
// hostile file never freezes the page (issue 19; backup-worker.ts).
import { formatIssue, GameError, type FieldIssue } from "~/game/errors";
import type { Backup, BackupSummary } from "~/log/backup-schema";
import type { CheckAnswer, CheckReply, CheckRequest } from "./backup-check-protocol";

/** The check run in this thread; its code (the backup's schemas) loads when a backup is checked. */
const answerCheck = async (request: CheckRequest): Promise<CheckAnswer> =>
  (await import("./backup-check-protocol")).answerCheck(request);

export interface BackupChecker {
  /** What a valid file holds; GameError VALIDATION listing what is wrong otherwise. */
  summary(text: string, maxBytes: number): Promise<BackupSummary>;
  /** A valid file's content; GameError VALIDATION otherwise. */
  backup(text: string, maxBytes: number): Promise<Backup>;
}

const refusal = (issues: FieldIssue[]) =>
  new GameError("VALIDATION", { issues, detail: issues.map(formatIssue).join("\n") });

function checkerOf(check: (request: CheckRequest) => Promise<CheckAnswer>): BackupChecker {
  async function ask<T>(request: CheckRequest, pick: (answer: CheckAnswer) => T | undefined): Promise<T> {
    const answer = await check(request);
    if (answer.type === "refused") throw refusal(answer.issues);
    if (answer.type === "failed")
      throw refusal([{ path: [], message: `The file could not be checked (${answer.message}).` }]);
    const value = pick(answer);
    if (value === undefined) throw new GameError("UNKNOWN_ERROR", { detail: `backup check answered ${answer.type}` });
    return value;
  }
  return {
    summary: (text, maxBytes) =>
      ask({ text, maxBytes, want: "summary" }, (a) => (a.type === "summary" ? a.summary : undefined)),
    backup: (text, maxBytes) =>
      ask({ text, maxBytes, want: "backup" }, (a) => (a.type === "backup" ? a.backup : undefined)),
  };
}

/** In this thread: tests, and wherever no worker can start. */
export const inlineBackupChecker: BackupChecker = checkerOf(answerCheck);

/** The check's worker; Vite bundles backup-worker.ts as a file of its own for this URL. */
function startWorker(): Worker {
  return new Worker(new URL("./backup-worker.ts", import.meta.url), { type: "module", name: "backup-check" });
}

/** One check in a fresh worker, ended once it answers; here instead if its script cannot load. */
function checkInWorker(request: CheckRequest, start: () => Worker): Promise<CheckAnswer> {
  let worker: Worker;
  try {
    worker = start();
  } catch {
    return answerCheck(request);
  }
  return new Promise((resolve) => {
    let started = false;
    worker.onmessage = ({ data }: MessageEvent<CheckReply>) => {
      if (data.type === "started") return void (started = true);
      worker.terminate();
      resolve(data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      // Once started, a failure is the check's (out of memory, say): running it here would only freeze the page.
      if (started) resolve({ type: "failed", message: event.message || "the check stopped" });
      else
        answerCheck(request).then(resolve, (error: unknown) =>
          resolve({ type: "failed", message: error instanceof Error ? error.message : String(error) }),
        );
    };
    worker.postMessage(request);
  });
}

/** Each check in a worker of its own, so nothing of a hostile file outlives its refusal. */
export function workerBackupChecker(start: () => Worker = startWorker): BackupChecker {
  return checkerOf((request) => checkInWorker(request, start));
}
