// `npm run bench`: builds, then measures the server, the sessions, the community page, the bundles, a large
// history in Chromium, Lighthouse scores, storage, the backup check, sync, abuse and an import from Loop, and writes bench/results.json and
// bench/RESULTS.md. `npm run bench -- server browser` runs some parts only
// (the others are kept from the last results.json). BENCH_SKIP_BUILD=1 reuses build/.
// BENCH_BASELINE=<checkout of the build before a change, built>: the browser part also measures
// its /home, back to back with ours, and reports the ratio.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { runAbuse, type AbuseResults } from "./abuse.bench";
import { runBackupCheck, type BackupCheckResults } from "./backup-check.bench";
import { runBrowser, type BrowserResults } from "./browser.bench";
import { runBundle, type BundleResults } from "./bundle.bench";
import { runImport, type ImportResults } from "./import.bench";
import { runCommunity } from "./community.bench";
import { runLighthouse, type LighthouseResults } from "./lighthouse.bench";
import { launchChromium } from "./lib/browser";
import { renderMarkdown, type Results, type StorageResults } from "./lib/report";
import { log, REPO, round, startAppServer } from "./lib/util";
import { runServer } from "./server.bench";
import { runSessions } from "./sessions.bench";
import { runSocial } from "./social.bench";
import { runSync, type SyncResults } from "./sync.bench";

const PARTS = [
  "server",
  "sessions",
  "community",
  "social",
  "bundle",
  "browser",
  "lighthouse",
  "storage",
  "backup",
  "sync",
  "abuse",
  "import",
] as const;
type Part = (typeof PARTS)[number];

const RESULTS_JSON = `${REPO}bench/results.json`;
const RESULTS_MD = `${REPO}bench/RESULTS.md`;

function run(command: string, args: string[], quiet: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output}`)),
    );
  });
}

/** "<commit> (<folder>)" of a checkout, for the report. */
function describeCheckout(dir: string): string {
  try {
    const commit = execFileSync("git", ["-C", dir, "log", "-1", "--format=%h %s"], { encoding: "utf8" }).trim();
    return `${commit.slice(0, 72)} (${dir})`;
  } catch {
    return dir;
  }
}

// Interrupted: exit, so the benches' exit hooks stop their servers and throwaway databases.
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const)
  process.once(signal, () => process.exit(code));

const started = Date.now();
const asked = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
for (const part of asked)
  if (!PARTS.includes(part as Part)) throw new Error(`Unknown part "${part}"; parts: ${PARTS.join(", ")}`);
const parts = new Set<Part>(asked.length ? (asked as Part[]) : PARTS);
const previous: Partial<Results> = existsSync(RESULTS_JSON)
  ? (JSON.parse(readFileSync(RESULTS_JSON, "utf8")) as Results)
  : {};
const loadAtStart = loadavg().map((x) => round(x, 2));

let buildSeconds: number | null = null;
const needsBuild = [
  "server",
  "sessions",
  "community",
  "social",
  "bundle",
  "browser",
  "lighthouse",
  "sync",
  "abuse",
  "import",
].some((part) => parts.has(part as Part));
if (process.env.BENCH_SKIP_BUILD !== "1" && needsBuild) {
  log("building (npm run build)…");
  const t = Date.now();
  await run("npm", ["run", "build"], true);
  buildSeconds = round((Date.now() - t) / 1000);
}

let server = previous.server;
if (parts.has("server")) server = await runServer();

let sessions = previous.sessions;
if (parts.has("sessions")) sessions = await runSessions();

let community = previous.community;
if (parts.has("community")) community = await runCommunity();
let social = previous.social;
if (parts.has("social")) social = await runSocial();

let bundle: BundleResults | undefined = previous.bundle;
let browser: BrowserResults | undefined = previous.browser;
if (parts.has("bundle") || parts.has("browser")) {
  const app = await startAppServer();
  // BENCH_BASELINE=<another checkout, built>: its /home is measured too, interleaved with ours.
  const baselineDir = parts.has("browser") ? process.env.BENCH_BASELINE : undefined;
  const baseline = baselineDir ? await startAppServer({}, baselineDir) : null;
  const chromium = await launchChromium();
  try {
    if (parts.has("bundle")) bundle = await runBundle(app.url, chromium);
    if (parts.has("browser"))
      browser = await runBrowser(
        app.url,
        chromium,
        baseline && baselineDir
          ? { url: baseline.url, label: describeCheckout(baselineDir), dir: baselineDir }
          : undefined,
      );
  } finally {
    await chromium.close().catch(() => undefined);
    await app.stop();
    await baseline?.stop();
  }
}

let lighthouse: LighthouseResults | undefined = previous.lighthouse;
if (parts.has("lighthouse")) {
  // A server of its own: the browser bench's accounts and loads do not share it.
  const app = await startAppServer();
  try {
    lighthouse = await runLighthouse(app.port);
  } finally {
    await app.stop();
  }
}

let storage: StorageResults | undefined = previous.storage;
if (parts.has("storage")) {
  log("storage micro-benchmark (bench/storage.bench.ts)…");
  await run(process.execPath, ["--import", "tsx", "bench/storage.bench.ts"], false);
  storage = JSON.parse(readFileSync(`${REPO}bench/storage-results.json`, "utf8")) as StorageResults;
}

let backup: BackupCheckResults | undefined = previous.backup;
if (parts.has("backup")) backup = await runBackupCheck();

let sync: SyncResults | undefined = previous.sync;
if (parts.has("sync")) sync = await runSync();

let abuse: AbuseResults | undefined = previous.abuse;
if (parts.has("abuse")) abuse = await runAbuse();

let imports: ImportResults | undefined = previous.imports;
if (parts.has("import")) {
  const app = await startAppServer();
  const chromium = await launchChromium();
  try {
    imports = await runImport(app.url, chromium);
  } finally {
    await chromium.close().catch(() => undefined);
    await app.stop();
  }
}

const cpuList = cpus();
const results: Results = {
  generatedAt: new Date().toISOString(),
  parts: [...parts],
  machine: {
    cpus: cpuList.length,
    cpuModel: cpuList[0]?.model.trim() ?? "unknown",
    memoryGb: round(totalmem() / 2 ** 30, 1),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverage: { start: loadAtStart, end: loadavg().map((x) => round(x, 2)) },
  },
  durationSeconds: round((Date.now() - started) / 1000),
  buildSeconds,
  server,
  sessions,
  community,
  social,
  bundle,
  browser,
  lighthouse,
  storage,
  backup,
  sync,
  abuse,
  imports,
};
writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(RESULTS_MD, renderMarkdown(results));
log(`wrote bench/results.json and bench/RESULTS.md in ${results.durationSeconds} s`);
process.stdout.write(`\n${renderMarkdown(results)}`);
