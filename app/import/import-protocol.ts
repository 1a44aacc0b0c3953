// What the page asks of the reading of a file to import and what it answers, whether the reading
// runs in a Web Worker (import-worker.ts) or in the page (import-reader.ts).
import type { SqlJsStatic } from "sql.js";
import { ImportFileError, type ImportedFile } from "./imported";
import { readImportFile } from "./read-import-file";

/** The file's name (for messages) and its bytes, transferred to the worker rather than copied. */
export type ImportRequest = { name: string; bytes: ArrayBuffer };

export type ImportAnswer =
  | { type: "read"; file: ImportedFile }
  /** An ImportFileError's sentence: what is wrong with the file. */
  | { type: "refused"; message: string }
  /** Anything else that stopped the reading (sql.js not loading, out of memory). */
  | { type: "failed"; message: string };

/** The worker says it runs before it answers: a failure before that is its script not loading. */
export type ImportReply = { type: "started" } | ImportAnswer;

/** Reads the file of `request`; never throws. */
export async function answerImport(
  { name, bytes }: ImportRequest,
  sqlite: () => Promise<SqlJsStatic>,
): Promise<ImportAnswer> {
  try {
    return { type: "read", file: await readImportFile(name, new Uint8Array(bytes), sqlite) };
  } catch (error) {
    if (error instanceof ImportFileError) return { type: "refused", message: error.message };
    return { type: "failed", message: (error instanceof Error ? error.message || error.name : String(error)) || "?" };
  }
}
