// Lighthouse 12.2.3 (pinned: 13 needs Node 22) on the production build: the landing page, a
// legal page and /home signed in with 90,001 records, with the mobile and desktop presets,
// each run three times in turns; medians go to bench/results.json and bench/RESULTS.md.
// Chromium runs on its own with a DevTools port (the flags of playwright.config.ts); Playwright
// only prepares /home through that port and disconnects before Lighthouse starts.
// Public pages are audited as first visits (Lighthouse clears their origin, `localhost`);
// /home as a repeat visit on another origin (`127.0.0.1`, storage kept), as people use it.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import lighthouse, { desktopConfig, type Config, type Flags } from "lighthouse";
import { seedBundle, USABLE_MESSAGE, instrument } from "./browser.bench";
import { CHROMIUM_FLAGS, chromiumPath, signInAsDemo } from "./lib/browser";
import { HABITS } from "./lib/history";
import { freePort, log, median, round, sleep } from "./lib/util";

export const LIGHTHOUSE_RUNS = 3;
const HOME_RECORDS = 90_000;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndexMs: "speed-index",
  ttiMs: "interactive",
} as const;
const PRESETS: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

type Preset = "mobile" | "desktop";
type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number };
type Metrics = Record<keyof typeof METRICS, number>;
export type LighthouseCase = {
  path: string;
  preset: Preset;
  /** Public pages: a first visit (storage cleared); /home: a repeat visit, signed in. */
  visit: "first" | "repeat";
  /** Medians over the runs, each score 0–100. */
  scores: Scores;
  metrics: Metrics;
  runs: { scores: Scores; metrics: Metrics; benchmarkIndex: number; warnings: string[] }[];
};
export type LighthouseResults = { version: string; chromium: string; runs: number; cases: LighthouseCase[] };

const PAGES = [
  { path: "/", visit: "first" },
  { path: "/legal/privacy-policy", visit: "first" },
  { path: "/home", visit: "repeat" },
] as const;

/** Chromium with a DevTools port, as a process of its own (Lighthouse and Playwright both attach to it). */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "momentum-lighthouse-"));
  const child: ChildProcess = spawn(
    chromiumPath() ?? "chromium",
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_FLAGS,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  for (let i = 0; ; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (i > 120 || child.exitCode !== null) throw new Error("Chromium did not open its DevTools port");
    await sleep(250);
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(5_000)]);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, stop };
}

/** Signs in to the demo on `origin`, stores 90,001 records and opens /home until it is warm. */
async function prepareHome(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    // tsx compiles this file with esbuild's keepNames: functions sent to the page call `__name`.
    await page.addInitScript({ content: "globalThis.__name ??= (fn) => fn;" });
    await page.addInitScript(instrument, { habits: HABITS, usableMessage: USABLE_MESSAGE });
    page.setDefaultTimeout(120_000);
    await page.goto(`${origin}/about`);
    await signInAsDemo(page, origin);
    await page.goto(`${origin}/about`);
    await page.evaluate(await seedBundle());
    await page.evaluate(
      (n) => (window as unknown as { MomentumBench: { seed(n: number): Promise<unknown> } }).MomentumBench.seed(n),
      HOME_RECORDS,
    );
    // The first open runs the day's refresh over the imported years; the worker installs meanwhile.
    for (let i = 0; i < 3; i++) {
      const usable = page.waitForEvent("console", (message) => message.text().startsWith(USABLE_MESSAGE));
      await page.goto(`${origin}/home`);
      await usable;
    }
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.close();
  } finally {
    // Disconnects; Chromium and its default profile stay for Lighthouse.
    await browser.close();
  }
}

async function audit(port: number, url: string, preset: Preset, keepStorage: boolean) {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    disableStorageReset: keepStorage,
  };
  const result = await lighthouse(url, flags, PRESETS[preset]);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  // BENCH_LIGHTHOUSE_REPORTS=<folder>: every run's full report, to read what a score is made of.
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${preset}${new URL(url).pathname.replace(/\W+/g, "-")}-${Date.now()}.json`;
    writeFileSync(join(reports, name), JSON.stringify(lhr));
    writeFileSync(join(reports, name.replace(/\.json$/, ".trace.json")), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((key) => [
      key === "best-practices" ? "bestPractices" : key,
      round((lhr.categories[key]?.score ?? NaN) * 100, 0),
    ]),
  ) as unknown as Scores;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [
      key,
      round(lhr.audits[id]?.numericValue ?? NaN, key === "cls" ? 3 : 0),
    ]),
  ) as Metrics;
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  return {
    scores,
    metrics,
    benchmarkIndex: round(lhr.environment.benchmarkIndex, 0),
    warnings: [...lhr.runWarnings, ...failed.map((id) => `failed: ${id}`)],
    version: lhr.lighthouseVersion,
    chromium: lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? "unknown",
  };
}

const medianOf = <T extends Record<string, number>>(rows: T[]): T =>
  Object.fromEntries(Object.keys(rows[0]!).map((key) => [key, median(rows.map((row) => row[key]!))])) as T;

/** BENCH_LIGHTHOUSE_CASES="/home mobile,/ desktop": only these cases (a quicker look at one score). */
function wanted(path: string, preset: Preset): boolean {
  const only = process.env.BENCH_LIGHTHOUSE_CASES;
  return !only || only.split(",").some((item) => item.trim() === `${path} ${preset}`);
}

export async function runLighthouse(appPort: number): Promise<LighthouseResults> {
  const chromiumProcess = await startChromium();
  try {
    const publicOrigin = `http://localhost:${appPort}`;
    const appOrigin = `http://127.0.0.1:${appPort}`;
    if (wanted("/home", "mobile") || wanted("/home", "desktop")) {
      log("lighthouse: preparing /home (demo sign-in, 90,001 records)…");
      await prepareHome(chromiumProcess.port, appOrigin);
    }
    const runs = new Map<string, Awaited<ReturnType<typeof audit>>[]>();
    let version = "unknown";
    let chromiumVersion = "unknown";
    // Every case once per round, so the machine's load reaches all of them alike.
    for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
      for (const preset of ["mobile", "desktop"] as const) {
        for (const page of PAGES) {
          if (!wanted(page.path, preset)) continue;
          const origin = page.visit === "repeat" ? appOrigin : publicOrigin;
          const url = `${origin}${page.path}`;
          const keepStorage = page.visit === "repeat";
          // On a loaded machine Lighthouse sometimes loses a trace (NO_NAVSTART): that run is made again, once.
          const result = await audit(chromiumProcess.port, url, preset, keepStorage).catch((error: unknown) => {
            log(`lighthouse ${preset} ${page.path}: ${String(error)}; running it again`);
            return audit(chromiumProcess.port, url, preset, keepStorage);
          });
          version = result.version;
          chromiumVersion = result.chromium;
          const key = `${page.path} ${preset}`;
          runs.set(key, [...(runs.get(key) ?? []), result]);
          log(
            `lighthouse ${round}/${LIGHTHOUSE_RUNS} ${preset} ${page.path}: ${Object.values(result.scores).join("/")} (TBT ${result.metrics.tbtMs} ms, LCP ${result.metrics.lcpMs} ms)`,
          );
        }
      }
    }
    const cases: LighthouseCase[] = [];
    for (const preset of ["mobile", "desktop"] as const) {
      for (const page of PAGES) {
        const rows = runs.get(`${page.path} ${preset}`);
        if (!rows) continue;
        cases.push({
          path: page.path,
          preset,
          visit: page.visit,
          scores: medianOf(rows.map((row) => row.scores)),
          metrics: medianOf(rows.map((row) => row.metrics)),
          runs: rows.map(({ scores, metrics, benchmarkIndex, warnings }) => ({
            scores,
            metrics,
            benchmarkIndex,
            warnings,
          })),
        });
      }
    }
    return { version, chromium: chromiumVersion, runs: LIGHTHOUSE_RUNS, cases };
  } finally {
    await chromiumProcess.stop();
  }
}
