// The worker-backed checker, with a stand-in Worker (node has no Web Workers): answers
// pass through, each worker is ended after its answer, and a script that cannot load
// means the check runs in the page instead, while a worker that dies mid-check is a refusal.
import { describe, expect, it } from "vitest";
import { GameError } from "~/game/errors";
import { answerCheck, type CheckReply, type CheckRequest } from "./backup-check-protocol";
import { workerBackupChecker } from "./backup-checker";
import { formatIssue } from "~/log/backup-schema";
import { twoDaysOfAlice } from "~test/storage-assertions";

type Behaviour = "works" | "does not load" | "dies while checking";

/** Just enough of a dedicated Worker: messages go through answerCheck on the next tick. */
class StandInWorker {
  onmessage: ((event: MessageEvent<CheckReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(private readonly behaviour: Behaviour) {}
  postMessage(request: CheckRequest) {
    setTimeout(() => {
      const error = (message: string) => ({ message, preventDefault: () => undefined }) as ErrorEvent;
      if (this.behaviour === "does not load") return this.onerror?.(error(""));
      this.onmessage?.({ data: { type: "started" } } as MessageEvent<CheckReply>);
      if (this.behaviour === "dies while checking") return this.onerror?.(error("Out of memory"));
      this.onmessage?.({ data: answerCheck(request) } as MessageEvent<CheckReply>);
    });
  }
  terminate() {
    this.terminated = true;
  }
}

function checker(behaviour: Behaviour) {
  const started: StandInWorker[] = [];
  const check = workerBackupChecker(() => {
    const worker = new StandInWorker(behaviour);
    started.push(worker);
    return worker as unknown as Worker;
  });
  return { check, started };
}

const messages = (promise: Promise<unknown>) =>
  promise.then(
    () => [] as string[],
    (error: unknown) => (error as GameError).issues.map(formatIssue),
  );

describe("the backup check in a worker", () => {
  it("answers what the check in the page answers, and ends each worker", async () => {
    const { storage, user } = await twoDaysOfAlice();
    const text = await storage.exportBackup(user.id);
    for (const behaviour of ["works", "does not load"] as const) {
      const { check, started } = checker(behaviour);
      expect(await check.summary(text, 1e6)).toEqual(await storage.previewImport(text));
      expect((await check.backup(text, 1e6)).records.length).toBe(JSON.parse(text).records.length);
      expect(await messages(check.summary("{", 1e6))).toEqual([expect.stringMatching(/^The file is not valid JSON/)]);
      expect(started).toHaveLength(3);
      expect(started.every((worker) => worker.terminated)).toBe(true);
    }
  });

  it("a worker that dies once checking is a refusal, not a second try in the page", async () => {
    const { check } = checker("dies while checking");
    const refusal = check.summary("{}", 1e6);
    await expect(refusal).rejects.toBeInstanceOf(GameError);
    expect(await messages(refusal)).toEqual(["The file could not be checked (Out of memory)."]);
  });

  it("no worker at all (the constructor throws): checked in the page", async () => {
    const check = workerBackupChecker(() => {
      throw new Error("Workers are not supported");
    });
    expect(await messages(check.backup("[]", 1e6))).toEqual(["format: This is not a Momentum backup file."]);
  });
});
