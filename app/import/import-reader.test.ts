// The page's side of reading a file to import, with a stand-in Worker (node has no Web Workers):
// the bytes are transferred, answers and refusals pass through, each worker is ended after its
// answer, a worker that dies while reading is a failure, and with no worker the file is read here.
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import initSqlJs from "sql.js";
import { describe, expect, it, vi } from "vitest";
import { ImportFileError } from "./imported";
import { answerImport, type ImportReply, type ImportRequest } from "./import-protocol";
import { readFileToImport } from "./import-reader";
import { MAX_IMPORT_BYTES } from "./read-import-file";
import { newLoopDatabase } from "~test/loop-database";

const SQL = await initSqlJs({ locateFile: (file: string) => path.resolve("node_modules/sql.js/dist", file) });

type Behaviour = "works" | "does not load" | "dies while reading" | { answers: ImportReply };

/** Just enough of a dedicated Worker: the request is transferred as postMessage does, answered on a later tick. */
class StandInWorker {
  onmessage: ((event: MessageEvent<ImportReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = 0;
  received: ImportRequest | undefined;
  transferred: Transferable[] = [];
  constructor(private readonly behaviour: Behaviour) {}
  postMessage(request: ImportRequest, transfer: Transferable[] = []) {
    // What crosses to a worker is a structured clone; a transferred buffer is left empty here.
    const data = structuredClone(request, { transfer });
    this.received = data;
    this.transferred = transfer;
    const reply = (message: ImportReply) => this.onmessage?.({ data: message } as MessageEvent<ImportReply>);
    const error = (message: string) => this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
    const behaviour = this.behaviour;
    setTimeout(() => {
      if (behaviour === "does not load") return error("");
      reply({ type: "started" });
      setTimeout(() => {
        if (behaviour === "dies while reading") return error("Uncaught RangeError: Out of memory");
        if (behaviour === "works") return void answerImport(data, () => Promise.resolve(SQL)).then(reply);
        reply(behaviour.answers);
      });
    });
  }
  terminate() {
    this.terminated++;
  }
}

function workers(behaviour: Behaviour) {
  const started: StandInWorker[] = [];
  const start = () => {
    const worker = new StandInWorker(behaviour);
    started.push(worker);
    return worker as unknown as Worker;
  };
  return { start, started };
}

const HABITICA = JSON.stringify({
  tasks: { dailys: [{ id: "d-walk", type: "daily", text: "Walk", frequency: "daily", everyX: 1, history: [] }] },
});
const LOOP_ZIP = zipSync({
  "Habits.csv": strToU8("Position,Name,FrequencyNumerator,FrequencyDenominator\n001,Read,1,1\n"),
  "001 Read/Checkmarks.csv": strToU8("Date,Value,Notes\n2024-03-10,2,\n"),
});

/** A File whose reads are counted. */
function fileOf(name: string, content: string | Uint8Array) {
  const file = new File([typeof content === "string" ? content : new Uint8Array(content)], name);
  const read = vi.spyOn(file, "arrayBuffer");
  return { file, read };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => new Error("read without an error"),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return (error as Error).message;
}

describe("readFileToImport in a worker", () => {
  it("transfers the bytes, answers what the worker read, and ends the worker", async () => {
    const { start, started } = workers("works");
    const { file } = fileOf("userdata.json", HABITICA);
    const imported = await readFileToImport(file, start);
    expect(imported.app).toBe("Habitica");
    expect(imported.habits.map((habit) => habit.name)).toEqual(["Walk"]);
    expect(started).toHaveLength(1);
    expect(started[0]!.received!.name).toBe("userdata.json");
    expect(started[0]!.received!.bytes.byteLength).toBe(file.size);
    // Transferred, not copied: the page's buffer is left empty.
    expect(started[0]!.transferred).toHaveLength(1);
    expect((started[0]!.transferred[0] as ArrayBuffer).byteLength).toBe(0);
    expect(started[0]!.terminated).toBe(1);
  });

  it("reads a Loop database there too (sql.js in the worker)", async () => {
    const { start, started } = workers("works");
    const db = newLoopDatabase(SQL, [{ name: "Stretch", entries: [{ day: "2024-03-10" }] }]);
    const imported = await readFileToImport(fileOf("Loop Habits Backup.db", db).file, start);
    expect(imported.format).toBe("Loop's database backup");
    expect(imported.habits.map((habit) => habit.name)).toEqual(["Stretch"]);
    expect(started[0]!.terminated).toBe(1);
  });

  it("a refusal is an ImportFileError with the reader's sentence, and the worker is ended", async () => {
    const { start, started } = workers("works");
    expect(await refusal(readFileToImport(fileOf("notes.txt", "hello").file, start))).toBe(
      "This file is not one Momentum can import: choose Loop Habit Tracker's CSV export (a .zip) or its backup (a .db), or Habitica's userdata.json",
    );
    expect(started[0]!.terminated).toBe(1);
  });

  it("a refusal answered as such is passed on word for word", async () => {
    const { start, started } = workers({ answers: { type: "refused", message: "Habits.csv, line 2: nope" } });
    expect(await refusal(readFileToImport(fileOf("a.zip", LOOP_ZIP).file, start))).toBe("Habits.csv, line 2: nope");
    expect(started[0]!.terminated).toBe(1);
  });

  it("a failure answered by the worker: the file could not be read, and why", async () => {
    const { start, started } = workers({ answers: { type: "failed", message: "Failed to fetch" } });
    expect(await refusal(readFileToImport(fileOf("a.db", "x").file, start))).toBe(
      "The file could not be read (Failed to fetch).",
    );
    expect(started[0]!.terminated).toBe(1);
  });

  it("a worker that dies once reading is a failure, not a second try in the page", async () => {
    const { start, started } = workers("dies while reading");
    const { file, read } = fileOf("userdata.json", HABITICA);
    expect(await refusal(readFileToImport(file, start))).toBe(
      "The file could not be read (Uncaught RangeError: Out of memory).",
    );
    expect(started).toHaveLength(1);
    expect(started[0]!.terminated).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe("readFileToImport without a worker", () => {
  it("no worker at all (the constructor throws): read in the page, the file once", async () => {
    const { file, read } = fileOf("Loop Habits CSV.zip", LOOP_ZIP);
    const imported = await readFileToImport(file, () => {
      throw new Error("Workers are not supported");
    });
    expect(imported.format).toBe("Loop's CSV export");
    expect(imported.habits.map((habit) => habit.name)).toEqual(["Read"]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("and its refusals are the same ImportFileErrors", async () => {
    const noWorker = () => {
      throw new Error("Workers are not supported");
    };
    expect(await refusal(readFileToImport(fileOf("empty.zip", "").file, noWorker))).toBe(
      "This file is empty, so there is nothing in it to import",
    );
  });

  it("a worker whose script does not load: read in the page, the file again since its bytes went to the worker", async () => {
    const { start, started } = workers("does not load");
    const { file, read } = fileOf("userdata.json", HABITICA);
    const imported = await readFileToImport(file, start);
    expect(imported.habits.map((habit) => habit.name)).toEqual(["Walk"]);
    expect(started).toHaveLength(1);
    expect(started[0]!.terminated).toBe(1);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe("readFileToImport: before anything is read", () => {
  it("a File over 100 MB is refused by its size: no bytes read, no worker started", async () => {
    const arrayBuffer = vi.fn(() => Promise.resolve(new ArrayBuffer(0)));
    const big = { name: "Loop Habits Backup.db", size: MAX_IMPORT_BYTES + 5 * 1024 * 1024, arrayBuffer };
    const { start, started } = workers("works");
    expect(await refusal(readFileToImport(big as unknown as File, start))).toBe(
      "The file is 105.0 MB; a file to import can be at most 100.0 MB",
    );
    expect(arrayBuffer).not.toHaveBeenCalled();
    expect(started).toHaveLength(0);
  });

  it("a File that can no longer be read (moved since it was chosen): the file could not be read", async () => {
    const gone = new DOMException("The requested file could not be read", "NotReadableError");
    const file = { name: "a.zip", size: 10, arrayBuffer: () => Promise.reject(gone) };
    const { start, started } = workers("works");
    expect(await refusal(readFileToImport(file as unknown as File, start))).toBe(
      "The file could not be read (The requested file could not be read).",
    );
    expect(started).toHaveLength(0);
  });
});
