// Which database the server uses, from DATABASE_URL (docs/architecture.md, "The server's data"): unset or `file:…` is the
// embedded SQLite file, `postgres://…` / `postgresql://…` a PostgreSQL server. Pure: the
// same text always gives the same answer, and a bad value a one-line DatabaseError.
import { isAbsolute, resolve } from "node:path";
import { parse as parseConnectionString } from "pg-connection-string";
import { DatabaseError } from "./errors.server";

export const DEFAULT_SQLITE_FILE = "data/momentum.sqlite";

export type DatabaseConfig =
  | { engine: "sqlite"; /** Absolute path, or ":memory:" (tests). */ file: string }
  | {
      engine: "postgres";
      connectionString: string;
      /** For messages: the URL without its password. */ display: string;
    };

/** The URL as it may be printed: user and password dropped. */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    url.username = "";
    url.password = "";
    return url.toString();
  } catch {
    return raw.replace(/\/\/[^@/]*@/, "//");
  }
}

/**
 * Reads DATABASE_URL. `cwd` anchors relative SQLite paths (`file:data/x.sqlite`,
 * `file:./x.sqlite`); `file:/srv/momentum.sqlite` and `file:///srv/…` are absolute.
 */
export function parseDatabaseUrl(value: string | undefined, cwd: string = process.cwd()): DatabaseConfig {
  const raw = value?.trim() ?? "";
  if (raw === "") return { engine: "sqlite", file: resolve(cwd, DEFAULT_SQLITE_FILE) };

  if (/^file:/i.test(raw)) {
    let path = raw.slice("file:".length);
    if (path.startsWith("//")) {
      // file:///abs/path (empty host) or file://localhost/abs/path.
      const rest = path.slice(2);
      const slash = rest.indexOf("/");
      const host = slash < 0 ? rest : rest.slice(0, slash);
      if (host !== "" && host !== "localhost") {
        throw new DatabaseError(
          `DATABASE_URL: a file: URL names no host (got "${raw}"); use file:/path/to/momentum.sqlite.`,
        );
      }
      path = slash < 0 ? "" : rest.slice(slash);
    }
    path = safeDecode(path, raw).split("?")[0] ?? "";
    if (path === ":memory:") return { engine: "sqlite", file: ":memory:" };
    if (path === "" || path.endsWith("/")) {
      throw new DatabaseError(`DATABASE_URL: "${raw}" names no file; use e.g. file:${DEFAULT_SQLITE_FILE}.`);
    }
    // eslint-disable-next-line no-control-regex -- refusing control characters in a path is the point
    if (/[\u0000-\u001f]/.test(path)) throw new DatabaseError("DATABASE_URL: the file path holds control characters.");
    return { engine: "sqlite", file: isAbsolute(path) ? path : resolve(cwd, path) };
  }

  if (/^postgres(ql)?:\/\//i.test(raw)) {
    // pg's own parser: it also reads a socket directory (`postgresql://user@/db?host=/run/postgresql`).
    let parsed: ReturnType<typeof parseConnectionString>;
    try {
      parsed = parseConnectionString(raw);
    } catch {
      throw new DatabaseError(`DATABASE_URL is not a valid PostgreSQL URL (got "${redactUrl(raw)}").`);
    }
    if (!parsed.host) {
      throw new DatabaseError(
        `DATABASE_URL names no PostgreSQL host (got "${redactUrl(raw)}"); e.g. postgres://user:password@db.example:5432/momentum or postgresql://user@/momentum?host=/run/postgresql.`,
      );
    }
    if (!parsed.database) {
      throw new DatabaseError(
        `DATABASE_URL names no database (got "${redactUrl(raw)}"); add it as the path: …/momentum.`,
      );
    }
    return { engine: "postgres", connectionString: raw, display: redactUrl(raw) };
  }

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1];
  throw new DatabaseError(
    `DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL)${scheme ? `, not ${scheme}:` : ""} (got "${redactUrl(raw)}").`,
  );
}

function safeDecode(path: string, raw: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new DatabaseError(`DATABASE_URL: "${raw}" has a bad percent-encoding.`);
  }
}
