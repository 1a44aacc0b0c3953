// Generated bad backup files: truncated, of another format or version, with a
// field of the wrong type or missing, too big, or plain junk. Each is refused
// with a message naming what is wrong, and the stored bytes do not change.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { GameError } from "~/game/errors";
import type { MemoryBackend } from "~/storage/backend/backend";
import { BACKUP_FORMAT, BACKUP_VERSION, BackupSchema, formatIssue, MORE_PROBLEMS } from "~/log/backup-schema";
import type { MomentumStorage } from "~/storage/api";
import { twoDaysOfAlice } from "~test/storage-assertions";

/** A small limit keeps the "too big" cases cheap; the real one is MAX_BACKUP_BYTES (50 MB). */
const LIMIT = 256 * 1024;

type Setup = { backend: MemoryBackend; storage: MomentumStorage; userId: string; text: string; backup: Backup };
type Backup = Record<string, unknown>;
let setup: Setup;

beforeAll(async () => {
  const { backend, storage, user } = await twoDaysOfAlice({ maxBackupBytes: LIMIT });
  await storage.dispatch(user.id, { type: "market/createReward", input: { title: "Tea", price: 1 } });
  await storage.flush();
  const text = await storage.exportBackup(user.id);
  setup = { backend, storage, userId: user.id, text, backup: JSON.parse(text) as Backup };
});

/** Both entry points refuse `text` with VALIDATION; the stored bytes are the same after. Returns the messages. */
async function refused(
  text: string,
  { backend, storage, userId }: Omit<Setup, "text" | "backup"> = setup,
): Promise<string[]> {
  const before = JSON.stringify(backend.dump());
  const messages: string[][] = [];
  for (const attempt of [() => storage.previewImport(text), () => storage.importBackup(userId, text)]) {
    const error = await attempt().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error, "the file was accepted").toBeInstanceOf(GameError);
    expect((error as GameError).code).toBe("VALIDATION");
    const issues = (error as GameError).issues;
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect(issue.message.trim().length).toBeGreaterThan(0);
    messages.push(issues.map(formatIssue));
  }
  expect(messages[1]).toEqual(messages[0]);
  expect(JSON.stringify(backend.dump())).toBe(before);
  return messages[0]!;
}

type Path = (string | number)[];
/** Every leaf (primitive or null) of a value, with its path; record data is free-form, so left out. */
function leaves(value: unknown, path: Path = []): [Path, unknown][] {
  if (path[path.length - 1] === "data") return [];
  if (value === null || typeof value !== "object") return [[path, value]];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => leaves(child, [...path, key]));
}

function withValue(
  backup: Backup,
  path: Path,
  replace: (parent: Record<string | number, unknown>, key: string | number) => void,
): Backup {
  const copy = structuredClone(backup);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  replace(parent, path[path.length - 1]!);
  return copy;
}

/**
 * A value of another JSON type than `original`; never null or absent (some fields allow
 * those), and no number where null stands (null there is an unset timestamp).
 */
function otherType(original: unknown): fc.Arbitrary<unknown> {
  const kinds: fc.Arbitrary<unknown>[] = [];
  if (typeof original !== "string") kinds.push(fc.string());
  if (typeof original !== "number" && original !== null) kinds.push(fc.oneof(fc.integer(), fc.double({ noNaN: true })));
  if (typeof original !== "boolean") kinds.push(fc.boolean());
  kinds.push(fc.array(fc.jsonValue(), { maxLength: 2 }), fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 2 }));
  return fc.oneof(...kinds);
}

/** One field of the export (format and version aside) and a value of another type for it. */
function wrongTypeField(): fc.Arbitrary<{ path: Path; value: unknown }> {
  const all = leaves(setup.backup).filter(([path]) => path[0] !== "format" && path[0] !== "version");
  return fc.constantFrom(...all).chain(([path, original]) => otherType(original).map((value) => ({ path, value })));
}

const formatPath = (path: Path) => formatIssue({ path, message: "" }).replace(/: $/, "");
/** Optional fields of the file (a user's profile extras, a habit's description). */
// The day rule's fields (rule 18) are optional too: a backup made before it counted UTC days.
const OPTIONAL = new Set([
  ...["bio", "email", "pictureUrl", "location", "url", "birthDate", "description"],
  ...["day", "dayRule", "lastDay", "bridgedDays"],
]);

// Each property runs a few hundred imports: more than the default 5 s on a busy machine.
describe("backup import under generated bad files", { timeout: 60_000 }, () => {
  it("the untouched export is accepted (so every refusal below is the mutation's doing)", async () => {
    expect((await setup.storage.previewImport(setup.text)).records).toBeGreaterThan(5);
  });

  it("truncated files: 'not valid JSON'", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: setup.text.length - 1 }), async (cut) => {
        const messages = await refused(setup.text.slice(0, cut));
        expect(messages).toHaveLength(1);
        expect(messages[0]).toMatch(/^The file is not valid JSON \(.+\)\.$/);
      }),
      { numRuns: 200 },
    );
  });

  it("a version whose String() would throw is still refused with a message (found by CI, seed -163539032)", async () => {
    const messages = await refused(JSON.stringify({ ...setup.backup, version: { toString: [] } }));
    expect(messages).toEqual([
      `version: Backup version {"toString":[]} is not supported (this app reads version ${BACKUP_VERSION}).`,
    ]);
  });

  it("another format or version: says which, and nothing else", async () => {
    const notOurs = fc.oneof(fc.jsonValue(), fc.constant(undefined)).filter((v) => v !== BACKUP_FORMAT);
    const notOne = fc.oneof(fc.jsonValue(), fc.constant(undefined)).filter((v) => v !== BACKUP_VERSION);
    await fc.assert(
      fc.asyncProperty(fc.boolean(), notOurs, notOne, async (formatWrong, format, version) => {
        const file = formatWrong ? { ...setup.backup, format } : { ...setup.backup, version };
        const messages = await refused(JSON.stringify(file));
        expect(messages).toHaveLength(1);
        if (formatWrong) expect(messages[0]).toBe("format: This is not a Momentum backup file.");
        else if (typeof version === "object" && version !== null)
          // Shown as (the start of) its JSON: never String(), which throws on `{"toString": []}`.
          expect(messages[0]).toBe(
            `version: Backup version ${JSON.stringify(version).slice(0, 40)}${JSON.stringify(version).length > 40 ? "…" : ""} is not supported (this app reads version ${BACKUP_VERSION}).`,
          );
        else
          expect(messages[0]).toBe(
            `version: Backup version ${String(version)} is not supported (this app reads version ${BACKUP_VERSION}).`,
          );
      }),
      { numRuns: 200 },
    );
  });

  it("a field of the wrong type: refused with a message at that field", async () => {
    const mutation = wrongTypeField();
    await fc.assert(
      fc.asyncProperty(mutation, async ({ path, value }) => {
        const file = withValue(setup.backup, path, (parent, key) => void (parent[key] = value));
        const messages = await refused(JSON.stringify(file));
        expect(
          messages.some((m) => m.startsWith(`${formatPath(path)}: `)),
          messages.join("\n"),
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("a required field missing: refused with a message at that field", async () => {
    const required = leaves(setup.backup).filter(
      ([path]) => !OPTIONAL.has(String(path[path.length - 1])) && typeof path[path.length - 1] === "string",
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...required), async ([path]) => {
        const file = withValue(setup.backup, path, (parent, key) => void delete parent[key]);
        const messages = await refused(JSON.stringify(file));
        const at = formatPath(path);
        expect(
          messages.some((m) => m.startsWith(`${at}: `) || m.startsWith("format: ") || m.startsWith("version: ")),
          messages.join("\n"),
        ).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("extra fields are ignored: the same preview, and none of them reaches storage", async () => {
    const objects = leaves(setup.backup)
      .map(([path]) => path.slice(0, -1))
      .filter((path) => path[path.length - 1] !== "data");
    const extra = fc.tuple(fc.constantFrom(...objects), fc.stringMatching(/^x[A-Za-z]{3,8}$/), fc.jsonValue());
    const expected = await setup.storage.previewImport(setup.text);
    await fc.assert(
      fc.asyncProperty(extra, async ([path, key, value]) => {
        const file = withValue(setup.backup, [...path, key], (parent, k) => void (parent[k] = value));
        expect(await setup.storage.previewImport(JSON.stringify(file))).toEqual(expected);
      }),
      { numRuns: 200 },
    );
    const file = withValue(setup.backup, ["user", "xInjected"], (parent, k) => void (parent[k] = "xInjectedValue"));
    await setup.storage.importBackup(setup.userId, JSON.stringify(file));
    expect(JSON.stringify(setup.backend.dump())).not.toContain("xInjected");
  });

  it("files over the size limit, counted in UTF-8 bytes: one message with both sizes", async () => {
    const padding = fc.constantFrom(" ", "\n", "é", "😀", "x");
    await fc.assert(
      fc.asyncProperty(padding, fc.integer({ min: 1, max: 4096 }), fc.boolean(), async (unit, extra, wrapped) => {
        const bytes = new TextEncoder().encode(unit).length;
        const fill = unit.repeat(Math.ceil((LIMIT + extra) / bytes));
        // Whitespace padding keeps a valid backup valid: only the size can refuse it.
        const text = wrapped && unit.trim() === "" ? `${setup.text}${fill}` : fill;
        const messages = await refused(text);
        expect(messages).toEqual([
          expect.stringMatching(/^The file is \d+\.\d MB; a backup can be at most 0\.3 MB\.$/),
        ]);
      }),
      { numRuns: 50 },
    );
  });

  it("junk of any kind: refused with a message", async () => {
    const junk = fc.oneof(
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v) ?? "null"),
      fc.constantFrom("", "null", "[]", "{}", "\ufeff{}", '{"__proto__":{"format":"momentum-backup","version":1}}'),
      fc
        .record({ format: fc.constant(BACKUP_FORMAT), version: fc.constant(BACKUP_VERSION) }, { requiredKeys: [] })
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(junk, async (text) => {
        await refused(text);
      }),
      { numRuns: 300 },
    );
  });

  it("checked part by part, a file gets exactly the problems the whole-file schema reports first, at most 50", async () => {
    const mutation = wrongTypeField();
    const junkRecords = fc.array(fc.jsonValue(), { maxLength: 80 });
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 6 }), junkRecords, async (mutations, junk) => {
        let file = setup.backup;
        for (const { path, value } of mutations)
          file = withValue(file, path, (parent, key) => void (parent[key] = value));
        if (Array.isArray(file.records)) file = { ...file, records: [...(file.records as unknown[]), ...junk] };
        const whole = BackupSchema.safeParse(file);
        fc.pre(!whole.success);
        const expected = whole.error!.issues.map((i) =>
          formatIssue({ path: i.path as (string | number)[], message: i.message }),
        );
        const messages = await refused(JSON.stringify(file));
        expect(messages).toEqual(expected.length > 50 ? [...expected.slice(0, 50), MORE_PROBLEMS] : expected);
      }),
      { numRuns: 200 },
    );
  });

  /** The worst cases need room: storage with the real 50 MB limit. */
  const fullSize = () => twoDaysOfAlice().then(({ backend, storage, user }) => ({ backend, storage, userId: user.id }));

  // Issue 19: 600,000 bad records in 5.4 MB once took 11 s and ~3 GB of heap to refuse (zod listed every problem).
  it("the worst case, hundreds of thousands of bad records: the first 50 problems and a line saying the check stopped", async () => {
    const target = await fullSize();
    const record = fc.oneof(fc.jsonValue(), fc.constant({ id: 1 }));
    await fc.assert(
      fc.asyncProperty(record, fc.integer({ min: 51, max: 20_000 }), async (bad, count) => {
        fc.pre(!BackupSchema.shape.records.element.safeParse(bad).success);
        const messages = await refused(JSON.stringify({ ...setup.backup, records: Array(count).fill(bad) }), target);
        expect(messages).toHaveLength(51);
        expect(messages[50]).toBe(MORE_PROBLEMS);
        for (const message of messages.slice(0, 50)) expect(message).toMatch(/^records\[\d+\]/);
      }),
      { numRuns: 30 },
    );
    const huge = `${setup.text.slice(0, setup.text.lastIndexOf('"records":['))}"records":[${'{"id":1},'.repeat(599_999)}{"id":1}]}`;
    const messages = await refused(huge, target);
    expect(messages).toHaveLength(51);
    expect(messages[0]).toMatch(/^records\[0\]\.id: /);
    expect(messages[50]).toBe(MORE_PROBLEMS);
  });

  it("references wrong in every record: the first 50 of them, then the line saying the check stopped", async () => {
    const records = setup.backup.records as { instanceId: string; kind: string }[];
    const habitRecord = records.find((r) => r.kind === "Habit")!;
    const orphans = Array.from({ length: 5_000 }, (_, i) => ({
      ...habitRecord,
      id: `01ARZ3NDEKTSV4RRFF${String(i).padStart(8, "0")}`,
      instanceId: "01ARZ3NDEKTSV4RRFFQ69G5FZZ",
    }));
    const messages = await refused(JSON.stringify({ ...setup.backup, records: orphans }), await fullSize());
    expect(messages).toHaveLength(51);
    expect(messages[0]).toBe("records[0].instanceId: No commitment with this id.");
    expect(messages[50]).toBe(MORE_PROBLEMS);
  });
});
