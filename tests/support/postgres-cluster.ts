// A throwaway PostgreSQL cluster in a temporary directory, listening only on a Unix socket there
// (nothing on TCP), for the db test suite and the sessions benchmark. PostgreSQL refuses to run
// as root, so as root it runs as the `postgres` user. `stop()` shuts it down and deletes it.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const MIN_MAJOR = 15;
export const POSTGRES_MISSING =
  "The db suite runs on SQLite and on a real PostgreSQL 15+, which is not installed here. Install it with `apt-get install -y postgresql` (.ci/run does this), or point PG_BIN at its bin directory.";

/** The bin directory of the newest PostgreSQL ≥ 15 (Debian's layout), or PG_BIN. */
function findBin(): string {
  if (process.env.PG_BIN) {
    if (existsSync(join(process.env.PG_BIN, "pg_ctl"))) return process.env.PG_BIN;
    throw new Error(`PG_BIN=${process.env.PG_BIN} holds no pg_ctl. ${POSTGRES_MISSING}`);
  }
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((major) => major >= MIN_MAJOR && existsSync(join(root, String(major), "bin", "pg_ctl")))
        .sort((a, b) => b - a)
    : [];
  if (majors.length === 0) throw new Error(POSTGRES_MISSING);
  return join(root, String(majors[0]), "bin");
}

export type PostgresCluster = {
  socketDir: string;
  url: (database: string) => string;
  /** Shuts the server down fast (every connection is cut) and starts it again on the same data. */
  restart: () => void;
  stop: () => void;
};

export function startPostgresCluster(): PostgresCluster {
  const bin = findBin();
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? "runuser" : join(bin, tool);
    const fullArgs = asRoot ? ["-u", "postgres", "--", join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: ["ignore", "pipe", "pipe"] });
  };
  const dir = mkdtempSync(join(tmpdir(), "momentum-pg-"));
  const data = join(dir, "data");
  // fsync off: a throwaway cluster; the crash tests kill our server, never PostgreSQL.
  const options = `-k ${dir} -c listen_addresses='' -c fsync=off -c max_connections=200`;
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), -1);
  try {
    run("initdb", ["-D", data, "-A", "trust", "-U", "momentum", "-E", "UTF8", "--no-sync", "--no-instructions"]);
    run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "start"]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`Could not start a throwaway PostgreSQL in ${dir}: ${stderr || String(error)}`);
  }
  return {
    socketDir: dir,
    url: (database) => `postgresql://momentum@/${database}?host=${encodeURIComponent(dir)}`,
    restart: () => {
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "start"]);
    },
    stop: () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
