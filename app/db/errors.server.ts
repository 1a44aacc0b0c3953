// Database failures worth one plain line to an operator: a bad DATABASE_URL, a database
// that cannot be opened or reached. server.ts prints the message and exits; no stack trace.

export class DatabaseError extends Error {
  override name = "DatabaseError";
}

type DriverError = { code?: unknown; message?: unknown; errors?: unknown };

/** What a driver's error says, in one line, for `where` ("PostgreSQL at …", "SQLite file …"). */
export function describeDriverError(error: unknown, where: string): string {
  const { code, message, errors } = (typeof error === "object" && error !== null ? error : {}) as DriverError;
  // pg reports "connection refused" on every address it tried as an AggregateError.
  const first = Array.isArray(errors) && errors.length > 0 ? (errors[0] as DriverError) : undefined;
  const reason = String(code ?? first?.code ?? "");
  const text = String(message || first?.message || error).split("\n")[0];
  switch (reason) {
    case "ECONNREFUSED":
      return `${where} refused the connection: is PostgreSQL running and listening there?`;
    case "ENOENT":
      return `${where} cannot be reached: no such socket or file (${text}).`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `${where} cannot be reached: the host name does not resolve.`;
    case "ETIMEDOUT":
      return `${where} did not answer in time.`;
    case "28P01":
    case "28000":
      return `${where} refused the user or password (${text}).`;
    case "3D000":
      return `${where}: ${text}; create it first (createdb).`;
    case "EACCES":
    case "EPERM":
      return `${where} cannot be created or opened: permission denied.`;
    case "EEXIST":
    case "ENOTDIR":
      return `${where} cannot be opened: a part of its path is a file, not a folder.`;
    case "SQLITE_CANTOPEN":
      return `${where} cannot be opened: check that its folder exists and is writable.`;
    case "SQLITE_NOTADB":
      return `${where} is not an SQLite database.`;
    case "SQLITE_READONLY":
      return `${where} is read-only.`;
    default:
      return `${where}: ${text}`;
  }
}

/** A unique index refused a row (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
