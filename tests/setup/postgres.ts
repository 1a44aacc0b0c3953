// vitest globalSetup of the db project: a throwaway PostgreSQL cluster for the whole run, in a
// temporary directory, listening only on a Unix socket there (nothing on TCP), stopped and
// deleted at the end. PostgreSQL refuses to run as root, so as root it runs as `postgres`.
// Test files get the socket directory through inject("pgSocketDir") and make their own databases.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pgSocketDir: string;
  }
}

const MIN_MAJOR = 15;
const INSTALL_HINT =
  "The db suite runs on SQLite and on a real PostgreSQL 15+, which is not installed here. Install it with `apt-get install -y postgresql` (.ci/run does this), or point PG_BIN at its bin directory.";

/** The bin directory of the newest PostgreSQL ≥ 15 (Debian's layout), or PG_BIN. */
function findBin(): string {
  if (process.env.PG_BIN) {
    if (existsSync(join(process.env.PG_BIN, "pg_ctl"))) return process.env.PG_BIN;
    throw new Error(`PG_BIN=${process.env.PG_BIN} holds no pg_ctl. ${INSTALL_HINT}`);
  }
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((major) => major >= MIN_MAJOR && existsSync(join(root, String(major), "bin", "pg_ctl")))
        .sort((a, b) => b - a)
    : [];
  if (majors.length === 0) throw new Error(INSTALL_HINT);
  return join(root, String(majors[0]), "bin");
}

export default function setup(project: TestProject) {
  const bin = findBin();
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? "runuser" : join(bin, tool);
    const fullArgs = asRoot ? ["-u", "postgres", "--", join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: ["ignore", "pipe", "pipe"] });
  };
  const dir = mkdtempSync(join(tmpdir(), "momentum-pg-"));
  const data = join(dir, "data");
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), -1);
  try {
    run("initdb", ["-D", data, "-A", "trust", "-U", "momentum", "-E", "UTF8", "--no-sync", "--no-instructions"]);
    // fsync off: a throwaway cluster; the server-crash tests kill our server, never PostgreSQL.
    const options = `-k ${dir} -c listen_addresses='' -c fsync=off -c max_connections=200`;
    run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "start"]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`Could not start the test PostgreSQL in ${dir}: ${stderr || String(error)}`);
  }
  project.provide("pgSocketDir", dir);
  return () => {
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
