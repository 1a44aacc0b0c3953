// The two database engines a bench measures on: a fresh SQLite file, and a throwaway
// PostgreSQL cluster with an empty database (stopped and deleted afterwards).
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { startPostgresCluster } from "../../tests/support/postgres-cluster";
import { TMP } from "./util";

/** bench/tmp/<dirName>/momentum.sqlite, its folder emptied first: each run starts from nothing. */
export function freshSqliteUrl(dirName: string): string {
  const dir = `${TMP}/${dirName}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return `file:${dir}/momentum.sqlite`;
}

/** Runs `run` on an empty `database` of a throwaway cluster, which is gone afterwards. */
export async function onThrowawayPostgres<T>(database: string, run: (url: string) => Promise<T>): Promise<T> {
  const cluster = startPostgresCluster();
  try {
    execFileSync("psql", [cluster.url("postgres"), "-qc", `CREATE DATABASE ${database}`]);
    return await run(cluster.url(database));
  } finally {
    cluster.stop();
  }
}
