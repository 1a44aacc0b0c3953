// RFC 4180 CSV (issue #34): Loop Habit Tracker exports CSV, and notes may hold commas, quotes and
// line ends. Hand-written rather than a dependency: a reader and a writer of a few dozen lines. Pure.

/** A text that is not CSV; `line` is where the trouble starts (1-based). The caller names the file. */
export class CsvError extends Error {
  override name = "CsvError";
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** One row and the line of the text it starts on (1-based), for messages that point at it. */
export type CsvLine = { fields: string[]; line: number };

const LINE_END = /\r\n|\r|\n/g;
const countLineEnds = (text: string) => text.match(LINE_END)?.length ?? 0;

/**
 * The rows of a CSV text with the line each starts on. Quoted fields may hold commas, doubled
 * quotes and line ends; lines may end with CRLF, LF or CR; a leading byte order mark is dropped
 * and a final line end does not start an empty row. Lenient where RFC 4180 forbids but means
 * nothing else (a quote inside an unquoted field, text after a closing quote): kept as written.
 * Throws CsvError when a quoted field is never closed.
 */
export function parseCsvLines(text: string): CsvLine[] {
  const rows: CsvLine[] = [];
  const end = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < end) {
    const fields: string[] = [];
    const rowLine = line;
    for (;;) {
      let value = "";
      if (text[i] === '"') {
        const openedOn = line;
        i += 1;
        for (;;) {
          const quote = text.indexOf('"', i);
          if (quote < 0) throw new CsvError("a quoted field is never closed", openedOn);
          const chunk = text.slice(i, quote);
          line += countLineEnds(chunk);
          value += chunk;
          i = quote + 1;
          if (text[i] !== '"') break;
          value += '"';
          i += 1;
        }
      }
      let stop = i;
      while (stop < end && text[stop] !== "," && text[stop] !== "\n" && text[stop] !== "\r") stop += 1;
      value += text.slice(i, stop);
      fields.push(value);
      i = stop;
      if (text[i] !== ",") break;
      i += 1;
    }
    rows.push({ fields, line: rowLine });
    if (text[i] === "\r") i += 1;
    if (text[i] === "\n") i += 1;
    line += 1;
  }
  return rows;
}

/** The rows of a CSV text (see parseCsvLines). */
export const parseCsv = (text: string): string[][] => parseCsvLines(text).map((row) => row.fields);

// A leading byte order mark would be dropped by the reader, so a field that starts with one is quoted.
const needsQuotes = (field: string) => /[",\r\n]/.test(field) || field.startsWith("\ufeff");

/**
 * One CSV row, without its line end. Fields are quoted only when they must be; a row of one empty
 * field is written `""`, since an empty line would read as no row at all.
 */
export function formatCsvRow(fields: readonly string[]): string {
  if (fields.length === 1 && fields[0] === "") return '""';
  return fields.map((field) => (needsQuotes(field) ? `"${field.replaceAll('"', '""')}"` : field)).join(",");
}
