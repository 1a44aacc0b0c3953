// The page's side of reading a file to import (issue #34): each file in a Web Worker of its own
// (import-worker.ts), ended once it answers, so a big or hostile file never freezes the page; in
// this thread when no worker can start. The same model as the backup check (backup-checker.ts).
import { ImportFileError, type ImportedFile } from "./imported";
import { answerImport, type ImportAnswer, type ImportReply, type ImportRequest } from "./import-protocol";
import { checkImportSize } from "./read-import-file";

/** The reading's worker; Vite bundles import-worker.ts (and sql.js's wasm) as files of their own for this URL. */
function startWorker(): Worker {
  return new Worker(new URL("./import-worker.ts", import.meta.url), { type: "module", name: "import-read" });
}

const couldNotRead = (message: string) => new ImportFileError(`The file could not be read (${message}).`);

async function requestOf(file: File): Promise<ImportRequest> {
  try {
    return { name: file.name, bytes: await file.arrayBuffer() };
  } catch (error) {
    // The file moved or changed since it was chosen, say.
    throw couldNotRead(error instanceof Error ? error.message || error.name : String(error));
  }
}

/** In this thread: sql.js (and its wasm) is loaded only for a database. */
const readHere = (request: ImportRequest) =>
  answerImport(request, () => import("./load-sqlite").then(({ loadSqlite }) => loadSqlite()));

function readInWorker(file: File, request: ImportRequest, start: () => Worker): Promise<ImportAnswer> {
  let worker: Worker;
  try {
    worker = start();
  } catch {
    return readHere(request);
  }
  return new Promise((resolve) => {
    let started = false;
    worker.onmessage = ({ data }: MessageEvent<ImportReply>) => {
      if (data.type === "started") return void (started = true);
      worker.terminate();
      resolve(data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      // Once started, a failure is the reading's (out of memory, say): reading here would only freeze the page.
      // Before, the script did not load: read here, the file again, since its bytes went to the worker.
      resolve(
        started ? { type: "failed", message: event.message || "the reading stopped" } : requestOf(file).then(readHere),
      );
    };
    worker.postMessage(request, [request.bytes]);
  });
}

/**
 * What a chosen file holds, in Momentum's terms (Loop's CSV zip or database backup, Habitica's
 * userdata.json). Throws ImportFileError with a sentence when it cannot be imported or read.
 */
export async function readFileToImport(file: File, start: () => Worker = startWorker): Promise<ImportedFile> {
  checkImportSize(file.size);
  const answer = await readInWorker(file, await requestOf(file), start);
  if (answer.type === "read") return answer.file;
  throw answer.type === "refused" ? new ImportFileError(answer.message) : couldNotRead(answer.message);
}
