// The journal: pages of entries under `{ns}/log/{k}`. The open page is
// rewritten whole with each new entry, which makes "append this action" a
// single atomic setItem of bounded size; a full page is closed and never
// written again, so the cost of an append does not depend on history.
import { decode, storageError, type Tables } from "~/storage/backend/codec";
import { pageKey } from "~/storage/backend/keys";
import { JournalPageSchema, type JournalPage } from "~/storage/backend/schemas";
import type { JournalEntry } from "~/log/entry-schema";

/** A page closes at this many entries or records, whichever comes first. */
export const PAGE_ENTRIES = 32;
export const PAGE_RECORDS = 256;
/** Bulk writers (import, migration) put this many records in one entry. */
export const BULK_RECORDS = 32;

/** The newest page as this tab last saw it; `raw` is its stored text (undefined = not read yet). */
export type Head = { k: number; closed: boolean; entries: JournalEntry[]; raw: unknown };

export const emptyHead = (): Head => ({ k: 0, closed: false, entries: [], raw: undefined });

const recordCount = (entries: readonly JournalEntry[]) => entries.reduce((n, e) => n + e.records.length, 0);

/** The page the entry goes to: the open head, or a new one after a closed head. */
export function pageWith(head: Head, entry: JournalEntry): JournalPage {
  const k = head.closed ? head.k + 1 : head.k;
  const entries = head.closed ? [entry] : [...head.entries, entry];
  const closed = entries.length >= PAGE_ENTRIES || recordCount(entries) >= PAGE_RECORDS;
  return { k, closed, entries };
}

/** Splits a whole journal into closed pages (bulk writers start pages at 0). */
export function pagesOf(entries: readonly JournalEntry[]): JournalPage[] {
  const pages: JournalPage[] = [];
  let current: JournalEntry[] = [];
  const close = () => {
    if (current.length > 0) pages.push({ k: pages.length, closed: true, entries: current });
    current = [];
  };
  for (const entry of entries) {
    current.push(entry);
    if (current.length >= PAGE_ENTRIES || recordCount(current) >= PAGE_RECORDS) close();
  }
  close();
  return pages;
}

export async function readPageRaw(tables: Tables, ns: string, k: number): Promise<unknown> {
  return tables.commitRecords.raw(pageKey(ns, k));
}

export function parsePage(raw: unknown, ns: string, k: number): JournalPage {
  const page = decode(JournalPageSchema, raw, `commitRecords:${pageKey(ns, k)}`);
  if (page.k !== k) throw storageError(`commitRecords:${pageKey(ns, k)}: page number ${page.k} does not match its key`);
  return page;
}

export async function readPage(tables: Tables, ns: string, k: number): Promise<JournalPage | null> {
  const raw = await readPageRaw(tables, ns, k);
  return raw === null || raw === undefined ? null : parsePage(raw, ns, k);
}

/** Every entry of a namespace, oldest first (export, tests, rebuilds). */
export async function readJournal(tables: Tables, ns: string): Promise<JournalEntry[]> {
  const entries: JournalEntry[] = [];
  for (let k = 0; ; k++) {
    const page = await readPage(tables, ns, k);
    if (!page) break;
    entries.push(...page.entries);
    if (!page.closed) break;
  }
  checkSequence(entries, 0, ns);
  return entries;
}

/** Entries must continue the log without a gap or a repeat. */
export function checkSequence(entries: readonly JournalEntry[], after: number, ns: string): void {
  let expected = after + 1;
  for (const entry of entries) {
    if (entry.seq < expected) continue;
    if (entry.seq !== expected) throw storageError(`commitRecords:${ns}: journal entry ${expected} is missing`);
    expected += 1;
  }
}
