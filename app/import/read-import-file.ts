// Which reader a chosen file goes to (issue #34, ADR 0043): decided by what the file holds, not by
// its name (a Loop backup renamed, a userdata.json saved as .txt), so the name only helps a message.
// Pure apart from `sqlite`, which is asked for only when the file is an SQLite database.
import type { SqlJsStatic } from "sql.js";
import { readHabiticaExport } from "./habitica";
import { ImportFileError, type ImportedFile } from "./imported";
import { readLoopCsvZip } from "./loop-csv";
import { readLoopDatabase } from "./loop-db";

/** The largest file read; a bigger one is refused by its size before any of it is read. */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

const MB = 1024 * 1024;
/** Rounded up to a tenth, so a file just over the limit never reads as the limit itself. */
const megabytes = (bytes: number) => (Math.ceil((bytes * 10) / MB) / 10).toFixed(1);

export const IMPORT_FILE_MESSAGES = {
  tooBig: (bytes: number) =>
    `The file is ${megabytes(bytes)} MB; a file to import can be at most ${megabytes(MAX_IMPORT_BYTES)} MB`,
  empty: "This file is empty, so there is nothing in it to import",
  unknown:
    "This file is not one Momentum can import: choose Loop Habit Tracker's CSV export (a .zip) or its backup (a .db), or Habitica's userdata.json",
  /** Added for a .csv: someone who unzipped Loop's export and chose a file from inside it. */
  csvHint: " (Loop's CSV export is the .zip Loop writes, not a .csv from inside it)",
} as const;

/** Refuses a file over MAX_IMPORT_BYTES, before anything of it is read. */
export function checkImportSize(bytes: number): void {
  if (bytes > MAX_IMPORT_BYTES) throw new ImportFileError(IMPORT_FILE_MESSAGES.tooBig(bytes));
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** "PK\3\4" starts a zip with files, "PK\5\6" an empty one. */
const ZIP = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
] as const;
/** SQLite's magic string, "SQLite format 3" and a zero byte (sqlite.org/fileformat.html). */
const SQLITE = [..."SQLite format 3\0"].map((char) => char.charCodeAt(0));
const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const OPEN_BRACE = 0x7b;

/** Whether the text (UTF-8, a BOM allowed) starts with "{" after whitespace: looked at without decoding it all. */
function looksLikeJsonObject(bytes: Uint8Array): boolean {
  let i = startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0;
  while (i < bytes.length && WHITESPACE.has(bytes[i]!)) i++;
  return bytes[i] === OPEN_BRACE;
}

/**
 * Reads a file from Loop Habit Tracker (its CSV zip or its database backup) or Habitica (its
 * userdata.json), whichever it is. Throws ImportFileError with a sentence for a file too big,
 * empty, of no format known here, or refused by its reader; anything else thrown is a failure
 * (sql.js not loading, memory).
 */
export async function readImportFile(
  name: string,
  bytes: Uint8Array,
  sqlite: () => Promise<SqlJsStatic>,
): Promise<ImportedFile> {
  checkImportSize(bytes.length);
  if (bytes.length === 0) throw new ImportFileError(IMPORT_FILE_MESSAGES.empty);
  if (ZIP.some((signature) => startsWith(bytes, signature))) return readLoopCsvZip(bytes);
  if (startsWith(bytes, SQLITE)) return readLoopDatabase(bytes, await sqlite());
  // TextDecoder drops a leading BOM; a byte that is not UTF-8 becomes U+FFFD rather than a refusal.
  if (looksLikeJsonObject(bytes)) return readHabiticaExport(new TextDecoder().decode(bytes));
  const hint = /\.csv$/i.test(name.trim()) ? IMPORT_FILE_MESSAGES.csvHint : "";
  throw new ImportFileError(IMPORT_FILE_MESSAGES.unknown + hint);
}
