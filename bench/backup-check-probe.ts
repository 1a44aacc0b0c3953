// One backup check in a process of its own, so its peak memory is its own: builds
// the file named on the command line, checks it with the app's own check (the code
// the browser's backup worker runs) and prints one JSON line of figures.
// `node --import tsx bench/backup-check-probe.ts <case> <megabytes>`
import { Tier } from "~/game/constants";
import { answerCheck } from "~/storage/backup/backup-check-protocol";
import { MAX_BACKUP_BYTES } from "~/log/backup-schema";
import { makeHistory } from "./lib/history";

type File = { text: string; records: number };

export const CASES = {
  /** Issue 19's file, grown to the size limit: records of 9 bytes, each one wrong. */
  "bad records": (bytes: number): File => withRecords('{"id":1}', bytes),
  /** The most values per byte JSON allows in a record list: `{}`, 3 bytes a record. */
  "empty records": (bytes: number): File => withRecords("{}", bytes),
  /** A real export (90,000 records, five years of 50 habits), for comparison: it must be accepted. */
  "good 90k records": (): File => {
    const backup = makeHistory(USER.id, 90_000, Date.UTC(2026, 0, 1)).backup(USER);
    return { text: JSON.stringify(backup), records: backup.records.length };
  },
} as const;
export type CaseName = keyof typeof CASES;

const USER = { id: "01ARZ3NDEKTSV4RRFFQ69G5FAV", username: "bench", name: "Bench", joinedAt: 0, tier: Tier.FREE };

function withRecords(record: string, bytes: number): File {
  const head = JSON.stringify({
    format: "momentum-backup",
    version: 1,
    exportedAt: 0,
    user: USER,
    game: { dailyTarget: 10, streak: 0, lastStreak: 0, momentum: 0, lastDailyCheck: null },
    commitments: [],
    habits: [],
    goals: [],
  }).slice(0, -1);
  const count = Math.floor((bytes - head.length - 16) / (record.length + 1));
  return { text: `${head},"records":[${`${record},`.repeat(count - 1)}${record}]}`, records: count };
}

export type ProbeResult = {
  case: CaseName;
  fileMb: number;
  records: number;
  answer: string;
  problems: number;
  ms: number;
  /** Resident memory just before the check (the file's text included) and the process's peak after it. */
  rssBeforeMb: number;
  peakRssMb: number;
};

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

if (process.argv[1]?.endsWith("backup-check-probe.ts")) {
  const name = process.argv[2] as CaseName;
  const { text, records } = CASES[name](Number(process.argv[3] ?? 50) * 2 ** 20);
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const answer = answerCheck({ text, maxBytes: MAX_BACKUP_BYTES, want: "summary" });
  const ms = performance.now() - started;
  if (answer.type === "failed") throw new Error(answer.message);
  const result: ProbeResult = {
    case: name,
    fileMb: mb(text.length),
    records,
    answer: answer.type,
    problems: answer.type === "refused" ? answer.issues.length : 0,
    ms: Math.round(ms),
    rssBeforeMb: mb(rssBefore),
    peakRssMb: mb(process.resourceUsage().maxRSS * 1024),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
