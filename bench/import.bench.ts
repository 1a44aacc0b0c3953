// Bench part "import" (issue #34): ten years of thirty habits from Loop Habit Tracker, in Chromium
// on the production build. A demo account chooses the CSV export in Settings; the file is read
// and previewed, imported, and synced. Each phase's time and its longest main-thread task (the
// Long Tasks API) are measured; then /home's first open with the history. The goals: preview
// ≤ 3 s, write ≤ 5 s, no main-thread task over 100 ms in either, then synced.
import type { Browser, Page } from "@playwright/test";
import { writeLoopCsvZip } from "~/import/loop-csv-export";
import { offlineImages, signInAsDemo } from "./lib/browser";
import { log, median, round } from "./lib/util";
import { checkedEveryDay } from "./lib/checked-habits";

export const IMPORT_GOALS = { previewMs: 3_000, writeMs: 5_000, longestTaskMs: 100 } as const;
const HABITS = 30;
const DAYS = 3_650;
const RUNS = 3;

export type ImportRun = {
  previewMs: number;
  writeMs: number;
  syncMs: number;
  homeMs: number;
  /** The longest main-thread task of each phase (0: none over 50 ms). */
  longestTaskMs: { preview: number; write: number; sync: number };
};

export type ImportResults = {
  habits: number;
  days: number;
  zipKb: number;
  runs: ImportRun[];
  median: Omit<ImportRun, "longestTaskMs">;
  /** The longest task of each phase over every run. */
  longestTaskMs: ImportRun["longestTaskMs"];
  note: string;
};

/** Loop's CSV export of HABITS habits, each checked every day for DAYS days before today. */
function loopExport(today: string): Buffer {
  const habits = checkedEveryDay(HABITS, DAYS, today);
  return Buffer.from(writeLoopCsvZip(habits, today));
}

const syncStatus = (page: Page) => page.getByRole("status", { name: "Sync status" });
const now = (page: Page) => page.evaluate(() => performance.now());

/** Long tasks from here on, kept in the page (the observer is the Long Tasks API's). */
const observeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const seen: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof seen }).longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask" });
  });

const longestBetween = (page: Page, from: number, to: number) =>
  page.evaluate(
    ([a, b]) =>
      Math.max(
        0,
        ...(window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
          .filter((task) => task.start >= a && task.start < b)
          .map((task) => task.duration),
      ),
    [from, to] as const,
  );

async function oneRun(browser: Browser, appUrl: string, file: Buffer): Promise<ImportRun> {
  const context = await browser.newContext({ baseURL: appUrl, timezoneId: "UTC" });
  await offlineImages(context);
  const page = await context.newPage();
  try {
    await signInAsDemo(page);
    await page.goto("/settings/");
    await syncStatus(page)
      .filter({ hasText: /^Synced$/ })
      .waitFor({ timeout: 60_000 });
    await observeLongTasks(page);

    const chosen = await now(page);
    await page
      .getByTestId("import-app-file")
      .setInputFiles({ name: "Loop Habits CSV.zip", mimeType: "application/zip", buffer: file });
    const confirm = page
      .getByRole("alertdialog", { name: "Import from Loop Habit Tracker" })
      .getByRole("button", { name: `Import ${HABITS} habits` });
    await confirm.waitFor({ timeout: 60_000 });
    const previewed = await now(page);
    await confirm.click();
    await page.getByText(`Imported ${HABITS} habits from Loop Habit Tracker.`).waitFor({ timeout: 120_000 });
    const written = await now(page);
    await syncStatus(page)
      .filter({ hasText: /^Synced$/ })
      .waitFor({ timeout: 120_000 });
    const synced = await now(page);
    const longestTaskMs = {
      preview: round(await longestBetween(page, chosen, previewed)),
      write: round(await longestBetween(page, previewed, written)),
      sync: round(await longestBetween(page, written, synced + 1)),
    };

    const opened = Date.now();
    await page.goto("/home");
    await page.getByRole("link", { name: `Habit ${HABITS}`, exact: true }).waitFor();
    return {
      previewMs: round(previewed - chosen),
      writeMs: round(written - previewed),
      syncMs: round(synced - written),
      homeMs: Date.now() - opened,
      longestTaskMs,
    };
  } finally {
    await context.close();
  }
}

export async function runImport(appUrl: string, browser: Browser): Promise<ImportResults> {
  const file = loopExport(new Date().toISOString().slice(0, 10));
  const runs: ImportRun[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    log(`import: run ${i + 1} of ${RUNS} (${HABITS} habits × ${DAYS} days)…`);
    runs.push(await oneRun(browser, appUrl, file));
  }
  const mid = (pick: (run: ImportRun) => number) => round(median(runs.map(pick)));
  const longest = (pick: (run: ImportRun) => number) => Math.max(...runs.map(pick));
  return {
    habits: HABITS,
    days: DAYS,
    zipKb: round(file.length / 1024),
    runs,
    median: {
      previewMs: mid((run) => run.previewMs),
      writeMs: mid((run) => run.writeMs),
      syncMs: mid((run) => run.syncMs),
      homeMs: mid((run) => run.homeMs),
    },
    longestTaskMs: {
      preview: longest((run) => run.longestTaskMs.preview),
      write: longest((run) => run.longestTaskMs.write),
      sync: longest((run) => run.longestTaskMs.sync),
    },
    note: "Chromium on the production build, a fresh demo account per run (synced first), Loop's CSV export chosen in Settings → Other habit apps. Preview: file chosen → the preview's Import button shown (read in a worker, planned). Write: Import clicked → its toast (the engine, the journal). Sync: toast → the status says Synced (the push, the server's referee, the pull). Home: /home opened afterwards until the last habit's card shows. Longest task: the Long Tasks API's longest entry within the phase, over every run (0: none over 50 ms).",
  };
}
