// DATABASE_URL: what each form means, and that every bad value or unreachable database is one
// clear line (with no password in it), never a stack trace.
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SQLITE_FILE, parseDatabaseUrl } from "~/db/config.server";
import { openConnection } from "~/db/connection.server";
import { DatabaseError } from "~/db/errors.server";
import { postgresUrl, runDbCommand } from "~test/db";

const CWD = "/srv/momentum";

describe("parseDatabaseUrl", () => {
  it.each([
    [undefined, { engine: "sqlite", file: `${CWD}/${DEFAULT_SQLITE_FILE}` }],
    ["", { engine: "sqlite", file: `${CWD}/${DEFAULT_SQLITE_FILE}` }],
    ["  ", { engine: "sqlite", file: `${CWD}/${DEFAULT_SQLITE_FILE}` }],
    ["file:data/x.sqlite", { engine: "sqlite", file: `${CWD}/data/x.sqlite` }],
    ["file:./x.sqlite", { engine: "sqlite", file: `${CWD}/x.sqlite` }],
    ["file:/var/lib/momentum/db.sqlite", { engine: "sqlite", file: "/var/lib/momentum/db.sqlite" }],
    ["file:///var/lib/momentum/db.sqlite", { engine: "sqlite", file: "/var/lib/momentum/db.sqlite" }],
    ["file://localhost/var/db.sqlite", { engine: "sqlite", file: "/var/db.sqlite" }],
    ["file:/var/my%20db.sqlite", { engine: "sqlite", file: "/var/my db.sqlite" }],
    ["file::memory:", { engine: "sqlite", file: ":memory:" }],
  ])("%j → %j", (value, expected) => {
    expect(parseDatabaseUrl(value, CWD)).toEqual(expected);
  });

  it.each([
    "postgres://momentum:secret@db.example:5432/momentum",
    "postgresql://momentum@db.example/momentum?sslmode=verify-full",
    "postgresql://momentum@/momentum?host=/run/postgresql",
    "POSTGRES://db/momentum",
  ])("%s is PostgreSQL, shown without its password", (value) => {
    const config = parseDatabaseUrl(value, CWD);
    expect(config.engine).toBe("postgres");
    if (config.engine !== "postgres") return;
    expect(config.connectionString).toBe(value);
    expect(config.display).not.toContain("secret");
  });

  it.each([
    ["mysql://db/momentum", /must start with file: \(SQLite\) or postgres:\/\/ \(PostgreSQL\), not mysql:/],
    ["momentum.sqlite", /must start with file:/],
    ["file:", /names no file/],
    ["file:data/", /names no file/],
    ["file://host.example/x.sqlite", /names no host/],
    ["file:/x%zz", /bad percent-encoding/],
    ["postgres://", /names no PostgreSQL host/],
    ["postgres://db.example", /names no database/],
    ["postgres://user:hunter2@db.example:99999/x", /not a valid PostgreSQL URL/],
    ["sqlite://user:hunter2@x", /not sqlite:/],
  ])("%j is refused: %s", (value, message) => {
    let error: unknown;
    try {
      parseDatabaseUrl(value, CWD);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DatabaseError);
    const text = (error as Error).message;
    expect(text).toMatch(message);
    expect(text).not.toContain("hunter2");
    expect(text.split("\n")).toHaveLength(1);
  });
});

describe("opening a database that is not there", () => {
  const expectOneLine = async (value: string, message: RegExp) => {
    const error = await openConnection(parseDatabaseUrl(value)).then(
      (connection) => connection.close().then(() => null),
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DatabaseError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message.split("\n")).toHaveLength(1);
    expect((error as Error).message).not.toContain("hunter2");
  };

  it("names a PostgreSQL server that refuses connections", async () => {
    await expectOneLine("postgres://u:hunter2@127.0.0.1:1/momentum", /refused the connection/);
  });

  it("names a socket directory with no PostgreSQL in it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "no-pg-"));
    await expectOneLine(`postgresql://u@/momentum?host=${dir}`, /cannot be reached: no such socket/);
  });

  it("names a PostgreSQL database that does not exist", async () => {
    await expectOneLine(postgresUrl("no_such_database"), /does not exist; create it first/);
  });

  it("names a file that is not an SQLite database", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "not-sqlite-")), "notes.txt");
    writeFileSync(file, "these are not the pages you are looking for ".repeat(200));
    await expectOneLine(`file:${file}`, /is not an SQLite database/);
  });

  it("names a folder it cannot create", async () => {
    const dir = mkdtempSync(join(tmpdir(), "read-only-"));
    chmodSync(dir, 0o500);
    const asRoot = process.getuid?.() === 0; // root writes anywhere: use a path under a file instead
    const file = asRoot ? join(dir, "x") : join(dir, "sub", "db.sqlite");
    if (asRoot) writeFileSync(file, "");
    await expectOneLine(
      `file:${asRoot ? join(file, "db.sqlite") : file}`,
      /cannot be (created or )?opened: (permission denied|a part of its path is a file)/,
    );
  });

  it("stops npm run db:migrate with one line and exit status 1", { timeout: 60_000 }, async () => {
    const result = await runDbCommand("postgres://u:hunter2@127.0.0.1:1/momentum", ["migrate"]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim()).toBe(
      "PostgreSQL at postgres://127.0.0.1:1/momentum refused the connection: is PostgreSQL running and listening there?",
    );
  });
});
