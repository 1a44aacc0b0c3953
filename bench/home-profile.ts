// Where /home's main-thread time goes: `npx tsx bench/home-profile.ts [records] [clicks]` (build first;
// `npx remix vite:build --sourcemapClient` names source files). Loads /home of this checkout's build with
// `records` of history (or the build of the checkout given third) in Chromium under a DevTools trace (timeline + V8 sampling profiler) and prints
// the main thread's time by task kind and JavaScript self time by source file and function,
// from navigation start to "usable" (bench/browser.bench.ts); then the same for `clicks` +1 clicks.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";
import type { Browser, Page } from "@playwright/test";
import { openHome, openTab, plusOne, seedBundle, seedTab } from "./browser.bench";
import { launchChromium } from "./lib/browser";
import { log, REPO, startAppServer, TMP } from "./lib/util";

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
};
type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
  "blink.user_timing",
  "loading",
  // Per-selector match time of each style recalculation (what DevTools' "selector stats" shows).
  ...(process.env.PROFILE_SELECTORS === "1" ? ["disabled-by-default-blink.debug"] : []),
].join(",");

type SelectorTiming = { selector: string; elapsed: number; match_attempts: number; match_count: number };
/** The selectors that cost most in the trace's style recalculations (PROFILE_SELECTORS=1). */
function selectorStats(events: TraceEvent[]) {
  const total = new Map<string, { us: number; attempts: number; matches: number }>();
  for (const e of events) {
    if (e.name !== "SelectorStats") continue;
    const timings =
      (e.args as { selector_stats?: { selector_timings?: SelectorTiming[] } }).selector_stats?.selector_timings ?? [];
    for (const t of timings) {
      const row = total.get(t.selector) ?? { us: 0, attempts: 0, matches: 0 };
      row.us += t.elapsed;
      row.attempts += t.match_attempts;
      row.matches += t.match_count;
      total.set(t.selector, row);
    }
  }
  const rows = [...total].sort((a, b) => b[1].us - a[1].us).slice(0, 40);
  const sum = [...total.values()].reduce((n, r) => n + r.us, 0);
  process.stdout.write(
    `\nSelector match time, all recalculations of the first run: ${ms(sum)} ms in ${total.size} selectors\n` +
      rows
        .map(
          ([sel, r]) =>
            `${ms(r.us)} ms ${String(r.attempts).padStart(7)} tries ${String(r.matches).padStart(6)} hits  ${sel.slice(0, 110)}`,
        )
        .join("\n") +
      "\n",
  );
}

const maps = new Map<string, SourceMapConsumer | null>();
/** The source position of a frame in a built asset, when the build has its map. */
function original(url: string, line: number, column: number): string | null {
  const path = url.match(/\/assets\/[^?#]+\.js/)?.[0];
  if (!path) return null;
  if (!maps.has(path)) {
    const file = join(dir ?? REPO, "build/client", `${path}.map`);
    maps.set(
      path,
      existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, "utf8")) as RawSourceMap) : null,
    );
  }
  const map = maps.get(path);
  if (!map) return null;
  const at = map.originalPositionFor({ line: line + 1, column });
  if (!at.source) return null;
  const source = at.source.replace(/^.*?node_modules\//, "npm:").replace(/^.*?\/app\//, "app/");
  return `${source}:${at.line}${at.name ? ` ${at.name}` : ""}`;
}

/** Self time per key over [from, to] of the main thread, from the trace's sampled profile. */
function jsSelfTime(events: TraceEvent[], pid: number, tid: number, from: number, to: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; ts: number }[] = [];
  // The main thread's profile: the one whose Profile event is on that thread; samples count from its start.
  const profile = events.find((e) => e.name === "Profile" && e.pid === pid && e.tid === tid);
  let ts = Number(profile?.args?.data?.startTime ?? 0);
  for (const e of events) {
    if (e.name !== "ProfileChunk" || e.pid !== pid || e.id !== profile?.id) continue;
    const data = e.args!.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ node, ts });
    });
  }
  // Profile timestamps share the trace clock (µs); weight of a sample = time to the next one.
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  for (let i = 0; i < samples.length - 1; i++) {
    const s = samples[i]!;
    if (s.ts < from || s.ts > to) continue;
    const us = Math.min(samples[i + 1]!.ts - s.ts, 10_000);
    const frame = nodes.get(s.node)?.callFrame;
    if (!frame) continue;
    const name = frame.functionName || "(anonymous)";
    if (!frame.url) {
      add(byFile, name, us);
      continue;
    }
    const source = original(frame.url, frame.lineNumber, frame.columnNumber);
    // A package counts as one "file"; the app's own files one by one.
    const file = source
      ? source.startsWith("npm:")
        ? source.replace(/^npm:((@[^/]+\/)?[^/]+).*$/, "npm:$1")
        : source.replace(/:.*$/, "")
      : frame.url.replace(/^.*\/assets\//, "assets/");
    add(byFile, file, us);
    add(
      byFunction,
      source ?? `${frame.url.replace(/^.*\/assets\//, "")}:${frame.lineNumber}:${frame.columnNumber} ${name}`,
      us,
    );
  }
  return { byFile, byFunction };
}

/** Self time per trace event name on the main thread over [from, to] (nested complete events). */
function taskSelfTime(events: TraceEvent[], pid: number, tid: number, from: number, to: number) {
  const own = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined && e.ts >= from && e.ts <= to)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; end: number }[] = [];
  let top = 0;
  for (const e of own) {
    while (stack.length && stack[stack.length - 1]!.end <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent.e.name, (self.get(parent.e.name) ?? 0) - e.dur!);
    else if (e.name === "RunTask") top += e.dur!;
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur!);
    stack.push({ e, end: e.ts + e.dur! });
  }
  return { self, top };
}

const ms = (us: number) => (us / 1000).toFixed(1).padStart(8);
function print(title: string, map: Map<string, number>, limit: number, divide = 1) {
  const rows = [...map].sort((a, b) => b[1] - a[1]).slice(0, limit);
  process.stdout.write(`\n${title}\n${rows.map(([k, v]) => `${ms(v / divide)} ms  ${k}`).join("\n")}\n`);
}

async function traced<T>(browser: Browser, page: Page, run: () => Promise<T>) {
  await browser.startTracing(page, { categories: CATEGORIES.split(",") });
  const result = await run();
  const buffer = await browser.stopTracing();
  return { result, events: (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents };
}

function mainThread(events: TraceEvent[]) {
  const names = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  // The renderer main thread with the most work is the page's.
  const busiest = names
    .map((n) => ({ pid: n.pid, tid: n.tid, n: events.filter((e) => e.pid === n.pid && e.tid === n.tid).length }))
    .sort((a, b) => b.n - a.n)[0];
  if (!busiest) throw new Error("no renderer main thread in the trace");
  return busiest;
}

type Totals = { busy: number; self: Map<string, number>; byFile: Map<string, number>; byFunction: Map<string, number> };
const totals = (): Totals => ({ busy: 0, self: new Map(), byFile: new Map(), byFunction: new Map() });
const merge = (into: Map<string, number>, from: Map<string, number>) =>
  from.forEach((v, k) => into.set(k, (into.get(k) ?? 0) + v));

/** Adds one trace to `into`: only from navigation start to the usable mark when the trace has them. */
function collect(into: Totals, events: TraceEvent[]) {
  const { pid, tid } = mainThread(events);
  const usable = events.find((e) => e.name === "bench:usable" && e.pid === pid)?.ts ?? Infinity;
  const starts = events.filter((e) => e.name === "navigationStart" && e.pid === pid && e.ts < usable);
  const start = Math.max(0, ...starts.map((e) => e.ts));
  const tasks = taskSelfTime(events, pid, tid, start, usable);
  const js = jsSelfTime(events, pid, tid, start, usable);
  into.busy += tasks.top;
  merge(into.self, tasks.self);
  merge(into.byFile, js.byFile);
  merge(into.byFunction, js.byFunction);
}

/** The first run's main thread, task by task (≥ 2 ms), with the requests it waits for. */
function timeline(events: TraceEvent[]) {
  const { pid, tid } = mainThread(events);
  const usable = events.find((e) => e.name === "bench:usable" && e.pid === pid)?.ts ?? Infinity;
  const start = Math.max(
    0,
    ...events.filter((e) => e.name === "navigationStart" && e.pid === pid && e.ts < usable).map((e) => e.ts),
  );
  const rows: string[] = [];
  for (const e of events) {
    if (e.ts < start || e.ts > usable) continue;
    const data = (e.args?.data ?? {}) as Record<string, unknown>;
    const at = ((e.ts - start) / 1000).toFixed(1).padStart(7);
    if (e.pid === pid && e.tid === tid && e.ph === "X" && (e.dur ?? 0) >= 2000)
      rows.push(
        `${at} ${ms(e.dur!)} ms ${e.name}${e.name === "UpdateLayoutTree" ? ` (${JSON.stringify(e.args)})` : ""}`,
      );
    if (e.name === "ResourceSendRequest" || e.name === "ResourceFinish")
      rows.push(`${at}          ${e.name} ${String(data.url ?? data.requestId ?? "")}`);
  }
  process.stdout.write(`\nFirst run, task by task (ms from navigation start)\n${rows.join("\n")}\n`);
}

function report(label: string, t: Totals, runs: number) {
  process.stdout.write(`\n=== ${label}: ${runs} run(s), main thread busy ${ms(t.busy / runs)} ms per run ===\n`);
  print("Main thread self time by trace event (per run)", t.self, 25, runs);
  print("JavaScript self time by source file (per run)", t.byFile, 30, runs);
  print("JavaScript self time by function (per run)", t.byFunction, 40, runs);
}

const records = Number(process.argv[2] ?? 1_000);
const clicks = Number(process.argv[3] ?? 10);
const dir = process.argv[4]; // another checkout's build (default: this one)
const HOME_RUNS = 3;
const app = await startAppServer({}, dir);
const browser = await launchChromium();
try {
  const tab = await openTab(browser, app.url);
  await seedTab(tab, await seedBundle(dir), records, Date.now());
  for (let i = 0; i < 3; i++) await openHome(tab.page, tab.cdp);
  mkdirSync(TMP, { recursive: true });
  const homes: { ms: number; cpuMs: number }[] = [];
  const home = totals();
  for (let i = 0; i < HOME_RUNS; i++) {
    const run = await traced(browser, tab.page, () => openHome(tab.page, tab.cdp));
    homes.push(run.result);
    collect(home, run.events);
    if (i === 0) writeFileSync(`${TMP}/home-trace.json`, JSON.stringify({ traceEvents: run.events }));
    if (i === 0) timeline(run.events);
    if (i === 0 && process.env.PROFILE_SELECTORS === "1") selectorStats(run.events);
  }
  log(
    `/home usable ${homes.map((h) => Math.round(h.ms)).join(", ")} ms; CPU ${homes.map((h) => Math.round(h.cpuMs)).join(", ")} ms`,
  );
  report("/home loads (navigation start → usable)", home, HOME_RUNS);
  for (let i = 0; i < 2; i++) await plusOne(tab.page, i);
  const click = totals();
  const clickRuns = [];
  for (let i = 0; i < clicks; i++) {
    const run = await traced(browser, tab.page, () => plusOne(tab.page, (i * 7) % 50, tab.cdp));
    clickRuns.push(run.result);
    collect(click, run.events);
  }
  log(
    `+1 paint ${clickRuns.map((c) => Math.round(c.paint)).join(", ")} ms; CPU ${clickRuns.map((c) => Math.round(c.cpuMs)).join(", ")} ms`,
  );
  report("+1 clicks (click → saved and painted)", click, clicks);
  await tab.close();
} finally {
  await browser.close().catch(() => undefined);
  await app.stop();
}
