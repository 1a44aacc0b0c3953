// Large history in a real browser: the production build in Chromium, the demo
// account's local data replaced by 1k, 10k and 90k records of engine-made
// history (through the app's storage API, run in the page by a bench-only
// bundle), then: navigation → usable /home, +1 → repaint, /social and /life.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { devices, type Browser, type Page } from "@playwright/test";
import { launchChromium, offlineImages, signInAsDemo } from "./lib/browser";
import { HABITS } from "./lib/history";
import { pageBundle } from "./lib/page-bundle";
import { log, median, percentile, round } from "./lib/util";
import type { SeedResult } from "./browser/seed-entry";

/** Runs per history size; the loops also stop at TIME_BOX_MS (keeping at least MIN_RUNS) on a slow machine. */
/** Issue #37: the in-app pages of the nav (the communities are server pages, a full load). */
export const FIRST_VISITS = [
  { path: "/social", title: "Social" },
  { path: "/life", title: "Life" },
  { path: "/explore", title: "Explore" },
  { path: "/archive", title: "Archive" },
  { path: "/market/", title: "Market" },
  { path: "/settings/", title: "Settings" },
] as const;

export const PLAN = [
  { records: 1_000, homeRuns: 3, clicks: 12, navRuns: 2 },
  { records: 10_000, homeRuns: 3, clicks: 12, navRuns: 2 },
  { records: 90_000, homeRuns: 5, clicks: 20, navRuns: 3 },
];
const TIME_BOX_MS = 60_000;
const MIN_RUNS = 3;
const WARM_UP_CLICKS = 2;

type Timing = { median: number; p95: number; min: number; max: number; runs: number };
const timing = (xs: number[]): Timing => ({
  median: round(median(xs)),
  p95: round(percentile(xs, 95)),
  min: round(Math.min(...xs)),
  max: round(Math.max(...xs)),
  runs: xs.length,
});

export type BrowserSizeResult = {
  records: number;
  days: number;
  seed: Omit<SeedResult, "records" | "days">;
  /** The first /home after the import: includes the day's refresh over every year of XP. */
  firstHomeMs: number;
  /** Navigation start → 50 habit cards with their +1 painted (repeat visits: HTTP cache warm). */
  home: Timing;
  /** CPU time of the page's main thread from navigation start to usable. */
  homeMainThreadCpu: Timing;
  /** +1 click → the new count and XP painted. */
  plusOne: Timing;
  /** +1 click → saved to IndexedDB, home reloaded from storage, and painted. */
  plusOneSaved: Timing;
  /** CPU time of the page's main thread for one +1, until saved and painted. */
  plusOneMainThreadCpu: Timing;
  /** Click on the app nav's link → the page's data loaded and painted. */
  social: Timing;
  life: Timing;
  /**
   * Issue #37: each app page opened from the nav right after a fresh /home load (its first visit in
   * that document), all pages and runs together, and each page's median.
   */
  firstVisit: Timing;
  firstVisitByPage: Record<string, number>;
  /** The median of each run's median first visit: what the pairs with the baseline compare. */
  firstVisitRunMedian: number;
  /** Issue #37: click on "New habit" right after a fresh /home load → its dialog's form painted. */
  newHabitFirstOpen: Timing;
  /** The baseline build (BENCH_BASELINE): each of its runs paired with one of these. */
  baseline?: BaselineFigures;
};
/** The figures of the build before a change, each measured back to back with this build's in the same run. */
export type BaselineFigures = Pick<BrowserSizeResult, Figure> & {
  /** Medians of this build's run ÷ the baseline's run of the same pair (< 1: this build is faster). */
  ratio: Record<Figure, number>;
};
type Figure =
  | "home"
  | "homeMainThreadCpu"
  | "plusOne"
  | "plusOneSaved"
  | "plusOneMainThreadCpu"
  | "social"
  | "life"
  | "firstVisit"
  | "newHabitFirstOpen";
/** `baseline`: which build the paired runs were of (a commit, or a folder). */
export type BrowserResults = { viewport: string; sizes: BrowserSizeResult[]; baseline?: string };

/**
 * The seed entry bundled for the page (IIFE defining `MomentumBench`), built from the app's own sources:
 * this checkout's, or `root`'s (a baseline stores its data in its own format).
 */
export function seedBundle(root?: string): Promise<string> {
  if (root) return pageBundle(join(root, "bench/browser/seed-entry.ts"), "MomentumBench", root);
  return pageBundle(fileURLToPath(new URL("./browser/seed-entry.ts", import.meta.url)), "MomentumBench");
}

type BenchWindow = Window & {
  __bench: {
    afterPaint: () => Promise<number>;
    click?: Promise<{ paint: number; savedPaint: number; ok: boolean; shown: string }>;
    nav?: Promise<{ dom: number; paint: number }>;
  };
  __remixRouter: {
    subscribe(fn: (state: RouterState) => void): () => void;
    state: RouterState;
  };
  MomentumBench: { seed(records: number, end?: number): Promise<SeedResult> };
};
type RouterState = {
  location: { pathname: string };
  navigation: { state: string };
  revalidation: string;
  fetchers: Map<string, { state: string }>;
};

/** What the page logs, with its timings, once /home is usable. */
export const USABLE_MESSAGE = "bench:usable";

/** Runs in every document before its scripts: paint probes and the "usable /home" milestone. */
export function instrument({ habits, usableMessage }: { habits: number; usableMessage: string }) {
  const w = window as unknown as BenchWindow;
  // A task queued from requestAnimationFrame runs after that frame is painted.
  const afterPaint = () =>
    new Promise<number>((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      }),
    );
  w.__bench = { afterPaint };
  if (location.pathname !== "/home") return;
  // Reported on the console: Playwright's own page scripts (waitForFunction,
  // evaluate) would be compiled in the page while it loads, inside the time measured.
  const cards = document.getElementsByTagName("article");
  const observer = new MutationObserver(() => {
    if (cards.length < habits || !cards[0]!.querySelector('button[aria-label="Count up"]')) return;
    observer.disconnect();
    const dom = performance.now();
    void afterPaint().then((paint) => {
      performance.mark(usableMessage); // where bench/home-profile.ts ends its window
      console.debug(usableMessage, JSON.stringify({ dom, paint }));
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

export type Cdp = { send(method: "Performance.getMetrics"): Promise<{ metrics: { name: string; value: number }[] }> };
/** CPU seconds of the renderer's main thread (per document: it restarts with each page load). */
async function mainThreadMs(cdp: Cdp): Promise<number> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return (metrics.find((metric) => metric.name === "ThreadTime")?.value ?? NaN) * 1000;
}

/** A full page load of /home; returns when its habit cards are painted. */
export async function openHome(page: Page, cdp?: Cdp): Promise<{ ms: number; cpuMs: number }> {
  const reported = page.waitForEvent("console", (message) => message.text().startsWith(USABLE_MESSAGE));
  await page.goto("/home", { waitUntil: "commit" });
  const [, json] = (await reported).text().split(" ");
  const usable = JSON.parse(json!) as { dom: number; paint: number };
  return { ms: usable.paint, cpuMs: cdp ? await mainThreadMs(cdp) : NaN };
}

/** One real click on the +1 of card `index`, timed in the page from the click event. */
export async function plusOne(page: Page, index: number, cdp?: Cdp) {
  await page.evaluate((i) => {
    const w = window as unknown as BenchWindow;
    const button = document.querySelectorAll<HTMLButtonElement>('button[aria-label="Count up"]')[i]!;
    const titleId = button.closest("article")!.getAttribute("aria-labelledby")!;
    const card = () => document.getElementById(titleId)!.closest("article")!;
    const today = () => card().querySelector('[data-testid="habit-today"]')!.textContent;
    const xp = () => document.querySelector('[data-testid="stat-xp"]')!.textContent;
    const before = { today: today(), xp: xp() };
    const count = (text: string | null) => Number(text?.split("/")[0]);
    w.__bench.click = new Promise((resolve, reject) => {
      let t0: number | null = null;
      let painted: number | null = null;
      let stored: number | null = null;
      let busy = false;
      const onClick = (event: Event) => {
        if (t0 === null && button.contains(event.target as Node)) t0 = performance.now();
      };
      // The count and XP on screen: the first repaint after the click.
      const observer = new MutationObserver(() => {
        if (t0 === null || today() === before.today || xp() === before.xp) return;
        observer.disconnect();
        void w.__bench.afterPaint().then((at) => ((painted = at), done()));
      });
      // Saved: the action and the reload of home from storage are over (no fetcher, no revalidation).
      const unsubscribe = w.__remixRouter.subscribe((state) => {
        const idle =
          state.navigation.state === "idle" &&
          state.revalidation === "idle" &&
          [...state.fetchers.values()].every((fetcher) => fetcher.state === "idle");
        if (!idle) busy = true;
        else if (busy && stored === null) stored = performance.now();
        done();
      });
      let savedPaint: Promise<number> | null = null;
      const done = () => {
        if (painted === null || stored === null || savedPaint) return;
        savedPaint = w.__bench.afterPaint();
        void savedPaint.then((at) => {
          cleanup();
          resolve({
            paint: painted! - t0!,
            savedPaint: at - t0!,
            ok: count(today()) === count(before.today) + 1,
            shown: `${before.today} → ${today()} toasts=[${document.querySelector(".toast-area")?.textContent ?? ""}] card=[${card().textContent}] painted=${painted! - t0!} stored=${stored! - t0!}`,
          });
        });
      };
      const timer = setTimeout(() => (cleanup(), reject(new Error("+1 did not repaint within 30 s"))), 30_000);
      const cleanup = () => {
        clearTimeout(timer);
        observer.disconnect();
        unsubscribe();
        window.removeEventListener("click", onClick, true);
      };
      window.addEventListener("click", onClick, true);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, index);
  // A person clicks a card they see: scrolled to and drawn first (a card below the fold is drawn
  // when it comes near the screen, ADR 0023), outside the time and CPU of the +1.
  const button = page.locator('button[aria-label="Count up"]').nth(index);
  await button.scrollIntoViewIfNeeded();
  await page.evaluate(async () => {
    const bench = (window as unknown as BenchWindow).__bench;
    await bench.afterPaint();
    await bench.afterPaint();
  });
  const cpuBefore = cdp ? await mainThreadMs(cdp) : NaN;
  await button.click();
  const result = await page.evaluate(() => (window as unknown as BenchWindow).__bench.click!);
  const cpuMs = cdp ? (await mainThreadMs(cdp)) - cpuBefore : NaN;
  if (!result.ok) throw new Error(`+1 did not add one to the card's count (${result.shown})`);
  return { ...result, cpuMs };
}

/** Click on the app nav's link to `path`; timed until the route's data is loaded and its page painted. */
export async function openFromNav(page: Page, path: string, title: string): Promise<number> {
  await page.evaluate(
    ({ path, title }) => {
      const w = window as unknown as BenchWindow;
      w.__bench.nav = new Promise((resolve, reject) => {
        let t0: number | null = null;
        const onClick = (event: Event) => {
          if (t0 === null && (event.target as Element).closest?.(`a[href="${path}"]`)) t0 = performance.now();
        };
        // Loaded (router idle on the new path) and rendered (its title is in the document).
        const check = () => {
          const state = w.__remixRouter.state;
          if (t0 === null || state.navigation.state !== "idle" || state.location.pathname !== path) return;
          if (!document.title.startsWith(title)) return;
          cleanup();
          const dom = performance.now();
          void w.__bench.afterPaint().then((paint) => resolve({ dom: dom - t0!, paint: paint - t0! }));
        };
        const observer = new MutationObserver(check);
        const unsubscribe = w.__remixRouter.subscribe(check);
        const timer = setTimeout(() => (cleanup(), reject(new Error(`${path} did not open within 30 s`))), 30_000);
        const cleanup = () => {
          clearTimeout(timer);
          observer.disconnect();
          unsubscribe();
          window.removeEventListener("click", onClick, true);
        };
        window.addEventListener("click", onClick, true);
        observer.observe(document, { childList: true, subtree: true, characterData: true });
      });
    },
    { path, title },
  );
  await page.locator(`nav[aria-label="App"] a[href="${path}"]:visible`).first().click();
  return (await page.evaluate(() => (window as unknown as BenchWindow).__bench.nav!)).paint;
}

/** Click on /home's "New habit"; timed until its dialog's title field is painted. */
export async function openNewHabit(page: Page): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    w.__bench.nav = new Promise((resolve, reject) => {
      let t0: number | null = null;
      const onClick = (event: Event) => {
        if (t0 === null && (event.target as Element).closest?.("button")?.textContent === "New habit")
          t0 = performance.now();
      };
      const check = () => {
        const field = document.querySelector('[role="dialog"] input[name="title"]');
        if (t0 === null || !field) return;
        cleanup();
        const dom = performance.now();
        void w.__bench.afterPaint().then((paint) => resolve({ dom: dom - t0!, paint: paint - t0! }));
      };
      const observer = new MutationObserver(check);
      const timer = setTimeout(() => (cleanup(), reject(new Error("New habit did not open within 30 s"))), 30_000);
      const cleanup = () => {
        clearTimeout(timer);
        observer.disconnect();
        window.removeEventListener("click", onClick, true);
      };
      window.addEventListener("click", onClick, true);
      observer.observe(document, { childList: true, subtree: true });
    });
  });
  await page.getByRole("button", { name: "New habit", exact: true }).click();
  const paint = (await page.evaluate(() => (window as unknown as BenchWindow).__bench.nav!)).paint;
  await page.keyboard.press("Escape");
  return paint;
}

/**
 * Issue #37: every page of the nav, each opened right after a fresh /home load, and the "New habit"
 * dialog likewise: first visits, not the ones a warm document serves from modules already run.
 */
async function firstVisits(page: Page): Promise<{ byPage: Record<string, number>; newHabit: number }> {
  const byPage: Record<string, number> = {};
  for (const { path, title } of FIRST_VISITS) {
    await openHome(page);
    byPage[path] = await openFromNav(page, path, title);
  }
  await openHome(page);
  return { byPage, newHabit: await openNewHabit(page) };
}

/** Repeats `run` `runs` times, or fewer (at least MIN_RUNS) once `deadline` has passed. */
async function repeat<T>(runs: number, deadline: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < runs && (i < MIN_RUNS || Date.now() < deadline); i++) out.push(await run(i));
  return out;
}

export type Tab = { page: Page; cdp: Cdp; close: () => Promise<void> };

/** A signed-in demo account on the server at `appUrl`, in a browser context of its own. */
export async function openTab(browser: Browser, appUrl: string): Promise<Tab> {
  const context = await browser.newContext({ ...devices["Desktop Chrome"], baseURL: appUrl });
  try {
    await offlineImages(context);
    // tsx compiles this file with esbuild's keepNames: functions sent to the page call `__name`.
    await context.addInitScript({ content: "globalThis.__name ??= (fn) => fn;" });
    await context.addInitScript(instrument, { habits: HABITS, usableMessage: USABLE_MESSAGE });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const cdp = (await context.newCDPSession(page)) as unknown as Cdp & {
      send(method: "Performance.enable"): Promise<unknown>;
    };
    await cdp.send("Performance.enable");
    await signInAsDemo(page);
    return { page, cdp, close: () => context.close() };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

/** Replaces the tab's local data with `records` records of history ending at `end`. */
export async function seedTab({ page }: Tab, code: string, records: number, end: number): Promise<SeedResult> {
  // A page without app JavaScript, so no other storage instance is open while seeding.
  await page.goto("/about");
  await page.evaluate(code);
  return page.evaluate(({ n, at }) => (window as unknown as BenchWindow).MomentumBench.seed(n, at), {
    n: records,
    at: end,
  });
}

/**
 * `measure` on this build's tab and the baseline's, in pairs whose order alternates, so a change in
 * the machine's load hits both. Without a baseline: this build's runs alone.
 */
async function paired<T>(
  ours: Tab,
  baseline: Tab | null,
  runs: number,
  deadline: number,
  measure: (tab: Tab, i: number) => Promise<T>,
): Promise<{ ours: T; baseline?: T }[]> {
  return repeat(runs, deadline, async (i) => {
    if (!baseline) return { ours: await measure(ours, i) };
    const first = i % 2 === 0 ? ours : baseline;
    const a = await measure(first, i);
    const b = await measure(first === ours ? baseline : ours, i);
    return first === ours ? { ours: a, baseline: b } : { ours: b, baseline: a };
  });
}

type Pair = { ours: Record<Figure, number>; baseline?: Record<Figure, number> };
/** The baseline's timings and each figure's median ratio over the pairs. */
function baselineFigures(pairs: Record<Figure, Pair[]>): BaselineFigures | undefined {
  const figures = Object.keys(pairs) as Figure[];
  if (!pairs.home[0]?.baseline) return undefined;
  const of = (figure: Figure) => pairs[figure].map((pair) => pair.baseline![figure]);
  const ratio = (figure: Figure) =>
    round(median(pairs[figure].map((pair) => pair.ours[figure] / pair.baseline![figure])), 3);
  return {
    ...(Object.fromEntries(figures.map((figure) => [figure, timing(of(figure))])) as Record<Figure, Timing>),
    ratio: Object.fromEntries(figures.map((figure) => [figure, ratio(figure)])) as Record<Figure, number>,
  };
}

export async function runBrowser(
  appUrl: string,
  shared?: Browser,
  baselineApp?: { url: string; label: string; dir?: string },
): Promise<BrowserResults> {
  const code = await seedBundle();
  // The baseline's data in its own storage format: seeded by its own code (its checkout is `dir`).
  const baselineCode = baselineApp?.dir ? await seedBundle(baselineApp.dir) : code;
  const browser = shared ?? (await launchChromium());
  const device = devices["Desktop Chrome"];
  const tab = await openTab(browser, appUrl).catch(async (error: unknown) => {
    if (!shared) await browser.close().catch(() => undefined);
    throw error;
  });
  const before = baselineApp ? await openTab(browser, baselineApp.url) : null;
  const { page, cdp } = tab;
  try {
    const sizes: BrowserSizeResult[] = [];
    for (const plan of PLAN) {
      const end = Date.now();
      const seeded = await seedTab(tab, code, plan.records, end);
      if (before) await seedTab(before, baselineCode, plan.records, end);
      log(
        `browser: ${seeded.records} records (${seeded.days} days) made in ${Math.round(seeded.generateMs)} ms, imported in ${Math.round(seeded.importMs)} ms`,
      );
      const deadline = Date.now() + TIME_BOX_MS;
      const first = await openHome(page, cdp);
      if (before) await openHome(before.page, before.cdp);
      const homes = await paired(tab, before, plan.homeRuns, deadline, async (t) => {
        const home = await openHome(t.page, t.cdp);
        return { home: home.ms, homeMainThreadCpu: home.cpuMs } as Record<Figure, number>;
      });
      for (const t of before ? [tab, before] : [tab]) for (let i = 0; i < WARM_UP_CLICKS; i++) await plusOne(t.page, i);
      const clicks = await paired(tab, before, plan.clicks, deadline + TIME_BOX_MS / 2, async (t, i) => {
        const click = await plusOne(t.page, (i * 7) % HABITS, t.cdp);
        return { plusOne: click.paint, plusOneSaved: click.savedPaint, plusOneMainThreadCpu: click.cpuMs } as Record<
          Figure,
          number
        >;
      });
      const navs = await paired(tab, before, plan.navRuns, deadline + TIME_BOX_MS, async (t) => {
        const social = await openFromNav(t.page, "/social", "Social");
        await openFromNav(t.page, "/home", "Home");
        const life = await openFromNav(t.page, "/life", "Life");
        await openFromNav(t.page, "/home", "Home");
        return { social, life } as Record<Figure, number>;
      });
      // Every page's first visit of each run, this build's (the pairs keep each run's median for the ratio).
      const visits: Record<string, number>[] = [];
      const fresh = await paired(tab, before, plan.navRuns, deadline + 2 * TIME_BOX_MS, async (t) => {
        const { byPage, newHabit } = await firstVisits(t.page);
        if (t === tab) visits.push(byPage);
        return { firstVisit: median(Object.values(byPage)), newHabitFirstOpen: newHabit } as Record<Figure, number>;
      });
      const ours = (pairs: Pair[], figure: Figure) => timing(pairs.map((pair) => pair.ours[figure]));
      const baseline = baselineFigures({
        home: homes,
        homeMainThreadCpu: homes,
        plusOne: clicks,
        plusOneSaved: clicks,
        plusOneMainThreadCpu: clicks,
        social: navs,
        life: navs,
        firstVisit: fresh,
        newHabitFirstOpen: fresh,
      });
      const result: BrowserSizeResult = {
        records: seeded.records,
        days: seeded.days,
        seed: { generateMs: Math.round(seeded.generateMs), importMs: Math.round(seeded.importMs), bytes: seeded.bytes },
        firstHomeMs: round(first.ms),
        home: ours(homes, "home"),
        homeMainThreadCpu: ours(homes, "homeMainThreadCpu"),
        plusOne: ours(clicks, "plusOne"),
        plusOneSaved: ours(clicks, "plusOneSaved"),
        plusOneMainThreadCpu: ours(clicks, "plusOneMainThreadCpu"),
        social: ours(navs, "social"),
        life: ours(navs, "life"),
        firstVisit: timing(visits.flatMap((run) => Object.values(run))),
        firstVisitByPage: Object.fromEntries(
          FIRST_VISITS.map(({ path }) => [path, round(median(visits.map((run) => run[path]!)))]),
        ),
        firstVisitRunMedian: ours(fresh, "firstVisit").median,
        newHabitFirstOpen: ours(fresh, "newHabitFirstOpen"),
        ...(baseline ? { baseline } : {}),
      };
      log(
        `browser ${seeded.records}: /home ${result.home.median} ms (CPU ${result.homeMainThreadCpu.median}; first ${result.firstHomeMs}), +1 ${result.plusOne.median} ms (saved ${result.plusOneSaved.median}, CPU ${result.plusOneMainThreadCpu.median}), /social ${result.social.median} ms, /life ${result.life.median} ms, first visits median ${result.firstVisit.median} ms (p95 ${result.firstVisit.p95}), New habit ${result.newHabitFirstOpen.median} ms` +
          (baseline
            ? `; baseline /home ${baseline.home.median} ms (CPU ${baseline.homeMainThreadCpu.median}), ratio ${baseline.ratio.home} (CPU ${baseline.ratio.homeMainThreadCpu}); +1 ratio ${baseline.ratio.plusOne} (CPU ${baseline.ratio.plusOneMainThreadCpu})`
            : ""),
      );
      sizes.push(result);
    }
    return {
      viewport: `${device.viewport.width}×${device.viewport.height}`,
      sizes,
      ...(baselineApp ? { baseline: baselineApp.label } : {}),
    };
  } finally {
    // Never hide the error that got us here behind a failed close.
    await tab.close().catch(() => undefined);
    await before?.close().catch(() => undefined);
    if (!shared) await browser.close().catch(() => undefined);
  }
}
