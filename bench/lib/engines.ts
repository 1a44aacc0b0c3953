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

/** Runs `run` on a fresh SQLite file (freshSqliteUrl), whose folder is gone afterwards. */
export async function onFreshSqlite<T>(dirName: string, run: (url: string) => Promise<T>): Promise<T> {
  const remove = () => rmSync(`${TMP}/${dirName}`, { recursive: true, force: true });
  process.once("exit", remove); // a crash or an interrupt too
  try {
    return await run(freshSqliteUrl(dirName));
  } finally {
    process.off("exit", remove);
    remove();
  }
}

/** Runs `run` on an empty `database` of a throwaway cluster, which is gone afterwards. */
export async function onThrowawayPostgres<T>(database: string, run: (url: string) => Promise<T>): Promise<T> {
  const cluster = startPostgresCluster();
  const stop = () => cluster.stop();
  process.once("exit", stop); // a crash or an interrupt too (run.ts turns SIGINT into an exit)
  try {
    execFileSync("psql", [cluster.url("postgres"), "-qc", `CREATE DATABASE ${database}`]);
    return await run(cluster.url(database));
  } finally {
    process.off("exit", stop);
    stop();
  }
}
