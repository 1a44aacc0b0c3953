// Bench part "backup": the cost of checking a backup file (issue 19). Each case runs
// in a process of its own (backup-check-probe.ts), so its peak memory is its own:
// hostile files at the 50 MB limit, and a real export of five years for comparison.
import { spawn } from "node:child_process";
import type { CaseName, ProbeResult } from "./backup-check-probe";
import { log, REPO } from "./lib/util";

export type BackupCheckResults = { note: string; cases: ProbeResult[] };

const RUNS: [CaseName, number][] = [
  ["bad records", 50],
  ["empty records", 50],
  ["good 90k records", 0],
];

function probe(name: CaseName, megabytes: number): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/backup-check-probe.ts", name, String(megabytes)], {
      cwd: REPO,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim()) as ProbeResult)
        : reject(new Error(`probe ${name} failed (${code})`)),
    );
  });
}

export async function runBackupCheck(): Promise<BackupCheckResults> {
  const cases: ProbeResult[] = [];
  for (const [name, megabytes] of RUNS) {
    log(`backup check: ${name}…`);
    cases.push(await probe(name, megabytes));
  }
  return {
    note: "The app's own check (what the browser's backup worker runs) in Node, one process per file. Time: the check alone; memory: the process's resident peak, the file's text included.",
    cases,
  };
}
