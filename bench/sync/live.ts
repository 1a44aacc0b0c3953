// A +1 on one browser showing on another: two Chromium contexts (two devices) signed in to one
// account on the SYNC=on server. Each +1 is clicked on A; the time is from the click to B's card
// showing the new count, with no reload (A pushes, the server pokes B's event stream, B pulls
// and rebuilds, its page reloads its data). One +1 at a time, each once A has synced the last.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { offlineImages } from "../lib/browser";
import { cpuMs, log, round, sleep, type Child } from "../lib/util";
import { loadOf, stat, type Stat } from "./stats";

const WARM_UP = 3;
const MEASURED = 25;

export type LiveResult = {
  plusOnes: number;
  /** Click on A → the count painted on B. */
  latency: Stat;
  /** The server's CPU for one +1 (A's push, both pulls, the poke). */
  serverCpuMsPerPlusOne: number | null;
  loadAverage: [number, number];
};

async function device(chromium: Browser, origin: string, person: { id: string; name: string }) {
  const context: BrowserContext = await chromium.newContext({
    baseURL: origin,
    viewport: { width: 1280, height: 720 },
  });
  await offlineImages(context);
  const page: Page = await context.newPage();
  await page.goto("/create-account");
  const value = Buffer.from(JSON.stringify(person)).toString("base64url");
  await context.addCookies([{ name: "momentum_mock_user", value, url: origin }]);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await page.waitForURL("**/home");
  await page.locator('.sync-indicator[data-state="synced"]').waitFor({ timeout: 60_000 });
  return { context, page };
}

/**
 * Resolves with Date.now() once the (only) habit's "today" reads `n/…`. A string, not a function:
 * tsx would wrap the helpers of a function in `__name(…)`, which the page does not have.
 */
function countShown(page: Page, n: number): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const observer = new MutationObserver(() => check());
    function check() {
      const today = document.querySelector('[data-testid="habit-today"]');
      if (today && today.textContent.startsWith("${n}/")) {
        observer.disconnect();
        resolve(Date.now());
      }
    }
    observer.observe(document, { subtree: true, childList: true, characterData: true });
    check();
  })`);
}

/** Clicks A's +1 (the only habit) and says when, by the page's clock. */
const clickPlusOne = (page: Page): Promise<number> =>
  page.evaluate(`(() => {
    const button = document.querySelector('button[aria-label="Count up"]');
    const at = Date.now();
    button.click();
    return at;
  })()`);

export async function runLive(app: Child, chromium: Browser, engine: string): Promise<LiveResult> {
  const origin = `http://localhost:${app.port}`;
  const person = { id: `bench-live-${engine}-${Date.now()}`, name: "Lee Live" };
  const a = await device(chromium, origin, person);
  const b = await device(chromium, origin, person);
  try {
    await a.page.getByRole("button", { name: "New habit" }).click();
    const dialog = a.page.getByRole("dialog", { name: "New habit" });
    await dialog.getByLabel("Title").fill("Water");
    await dialog.getByLabel("Daily target").fill("1000");
    await dialog.getByRole("button", { name: "Create habit" }).click();
    await b.page.getByRole("article", { name: "Water" }).waitFor({ timeout: 30_000 });

    const load0 = loadOf();
    const latencies: number[] = [];
    let cpuStart: number | null = null;
    for (let n = 1; n <= WARM_UP + MEASURED; n++) {
      if (n === WARM_UP + 1) cpuStart = cpuMs(app.process.pid);
      const shown = countShown(b.page, n);
      const clicked = await clickPlusOne(a.page);
      const at = await shown;
      if (n > WARM_UP) latencies.push(at - clicked);
      await a.page.locator('.sync-indicator[data-state="synced"]').waitFor();
      await sleep(300);
    }
    const cpuEnd = cpuMs(app.process.pid);
    const latency = stat(latencies);
    log(`sync ${engine}: +1 A → B median ${latency.median} ms, p95 ${latency.p95} ms (${MEASURED} +1s)`);
    return {
      plusOnes: MEASURED,
      latency,
      serverCpuMsPerPlusOne: cpuStart === null || cpuEnd === null ? null : round((cpuEnd - cpuStart) / MEASURED, 2),
      loadAverage: [load0, loadOf()],
    };
  } finally {
    await a.context.close();
    await b.context.close();
  }
}
