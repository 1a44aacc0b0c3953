// A pull page checked in steps (ADR 0048): the same check as PullResponseSchema, but each
// entry's records a few thousand at a time, so a page holding an import of 110,000 days is
// checked without holding the page for most of a second.
import { z } from "zod";
import { CommitRecordSchema, type CommitRecord } from "~/game/entity-schemas";
import type { Steps } from "~/game/steps";
import { EntryBodySchema, logEntrySchemaOf, PullResponseSchema, type PullResponse } from "./protocol";

/** Records checked per step: about 20 ms of zod without its JIT (the CSP forbids eval). */
const RECORDS_PER_STEP = 2_000;

const RecordsSchema = z.array(CommitRecordSchema);

/** The page with every part checked but the records. */
const PullEnvelopeSchema = PullResponseSchema.extend({
  entries: z.array(logEntrySchemaOf(EntryBodySchema.extend({ records: z.array(z.unknown()) }))),
});

/** `json` as PullResponseSchema parses it (or its error thrown), pausing between slices of records. */
export function* pullPageSteps(json: unknown): Steps<PullResponse> {
  const page = PullEnvelopeSchema.parse(json);
  const entries: PullResponse["entries"] = [];
  for (const entry of page.entries) {
    if (entry.outcome.status === "refused") {
      entries.push({ ...entry, outcome: entry.outcome });
      continue;
    }
    const raw = entry.outcome.entry.records;
    const records: CommitRecord[] = [];
    for (let i = 0; i < raw.length; i += RECORDS_PER_STEP) {
      // One by one: a spread of a large array could overflow the stack.
      for (const record of RecordsSchema.parse(raw.slice(i, i + RECORDS_PER_STEP))) records.push(record);
      yield;
    }
    entries.push({ ...entry, outcome: { status: "applied", entry: { ...entry.outcome.entry, records } } });
  }
  return { ...page, entries };
}
