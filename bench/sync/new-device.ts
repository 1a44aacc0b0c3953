// A new device on a 90,000-record account: the account's history goes up once (POST /sync/upload,
// as a device with history from before sync sends it), then fresh browser contexts sign in to
// it. From the navigation start of their first /home: when 50 habit cards with their +1 are on
// screen (usable), and when the first sync round has written the whole history (the header says
// Synced). Medians over runs, each a new device.
import type { Browser } from "@playwright/test";
import { uploadUrl } from "~/log/upload";
import { offlineImages } from "../lib/browser";
import { HABITS, makeHistory } from "../lib/history";
import { cpuMs, log, median, round, type Child } from "../lib/util";
import { call, signInMock } from "./http";
import { loadOf, type Stat, stat } from "./stats";

export const NEW_DEVICE_RECORDS = 90_000;
const RUNS = 3;

export type NewDeviceResult = {
  records: number;
  uploadMb: number;
  /** POST /sync/upload of the whole history: wall time and the server's CPU time. */
  uploadMs: number;
  uploadServerCpuMs: number | null;
  /** /home navigation start → 50 habit cards with their +1 painted. */
  homeUsable: Stat;
  /** /home navigation start → the first sync round done (the whole history written on the device). */
  fullHistory: Stat;
  /** Server CPU per new device (the pull of the whole log), median. */
  serverCpuMsPerDevice: number | null;
  loadAverage: [number, number];
};

/** Marks in the page, from its navigation start: usable home, and the header's "Synced". */
const MARKS = `
  window.__marks = {};
  const check = () => {
    const marks = window.__marks;
    if (!marks.home && document.querySelectorAll('button[aria-label="Count up"]').length >= ${HABITS}) marks.home = performance.now();
    if (!marks.synced && document.querySelector('.sync-indicator[data-state="synced"]')) marks.synced = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
`;

export async function runNewDevice(app: Child, chromium: Browser, engine: string): Promise<NewDeviceResult> {
  const origin = `http://localhost:${app.port}`;
  const load0 = loadOf();
  const person = { id: `bench-90k-${engine}-${Date.now()}`, name: "Nina Ninety" };
  const session = await signInMock(origin, person);
  const history = makeHistory(session.userId, NEW_DEVICE_RECORDS, Date.now() - 60_000);
  const user = { id: session.userId, username: session.username, name: person.name, joinedAt: Date.now(), tier: 0 };
  const text = JSON.stringify(history.backup(user as Parameters<typeof history.backup>[0]));
  const cpu0 = cpuMs(app.process.pid);
  const t0 = performance.now();
  const target = { clientId: "bench-seed-0001", mutationId: 1 };
  const headers = { "Content-Type": "application/json", Origin: origin, Cookie: session.cookie };
  const answer = await call(`${origin}${uploadUrl(target)}`, { method: "POST", body: text, headers, fresh: true });
  if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  const uploadMs = round(performance.now() - t0);
  const cpu1 = cpuMs(app.process.pid);
  log(
    `sync ${engine}: uploaded ${history.records} records (${(text.length / 2 ** 20).toFixed(1)} MB) in ${uploadMs} ms`,
  );

  const home: number[] = [];
  const full: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await chromium.newContext({ baseURL: origin, viewport: { width: 1280, height: 720 } });
    try {
      await offlineImages(context);
      await context.addInitScript(MARKS);
      const page = await context.newPage();
      await page.goto("/create-account");
      await context.addCookies([
        { name: "momentum_mock_user", value: Buffer.from(JSON.stringify(person)).toString("base64url"), url: origin },
      ]);
      const before = cpuMs(app.process.pid);
      await page.getByRole("button", { name: "Continue with Google" }).click();
      await page.waitForURL("**/home");
      await page.waitForFunction(() => (window as { __marks?: { synced?: number } }).__marks?.synced, null, {
        timeout: 120_000,
        polling: 100,
      });
      await page.waitForFunction(() => (window as { __marks?: { home?: number } }).__marks?.home, null, {
        timeout: 30_000,
        polling: 100,
      });
      const marks = await page.evaluate(
        () => (window as unknown as { __marks: { home: number; synced: number } }).__marks,
      );
      const after = cpuMs(app.process.pid);
      home.push(round(marks.home));
      full.push(round(marks.synced));
      if (before !== null && after !== null) cpu.push(after - before);
      log(
        `sync ${engine}: new device ${run + 1}: home usable ${round(marks.home)} ms, whole history ${round(marks.synced)} ms`,
      );
    } finally {
      await context.close();
    }
  }
  return {
    records: history.records,
    uploadMb: round(text.length / 2 ** 20, 1),
    uploadMs,
    uploadServerCpuMs: cpu0 === null || cpu1 === null ? null : round(cpu1 - cpu0),
    homeUsable: stat(home),
    fullHistory: stat(full),
    serverCpuMsPerDevice: cpu.length ? round(median(cpu)) : null,
    loadAverage: [load0, loadOf()],
  };
}
