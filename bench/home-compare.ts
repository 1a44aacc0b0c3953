// Several builds side by side: `npx tsx bench/home-compare.ts <records> <rounds> <checkout>...` (each
// checkout built). Each gets its own server, browser context and `records` of history made by its own
// code; then rounds of one /home load per build, in an order that rotates, and rounds of one +1 per
// build, so a change in the machine's load hits all alike. Prints medians per build and, per build,
// the median of its per-round ratio to the first checkout (what a bisection compares: CPU first).
import { loadavg } from "node:os";
import { openHome, openTab, plusOne, seedBundle, seedTab, type Tab } from "./browser.bench";
import { launchChromium } from "./lib/browser";
import { HABITS } from "./lib/history";
import { median, round, startAppServer, type Child } from "./lib/util";

type Sample = { ms: number; cpuMs: number; styleMs?: number; scriptMs?: number };
type Metrics = { send(method: "Performance.getMetrics"): Promise<{ metrics: { name: string; value: number }[] }> };

/** A /home load, with the style and script time Chromium counted for the document by then. */
async function home(tab: Tab): Promise<Sample> {
  const sample: Sample = await openHome(tab.page, tab.cdp);
  const { metrics } = await (tab.cdp as unknown as Metrics).send("Performance.getMetrics");
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
  return { ...sample, styleMs: metric("RecalcStyleDuration"), scriptMs: metric("ScriptDuration") };
}
const [recordsArg, roundsArg, ...dirs] = process.argv.slice(2);
const records = Number(recordsArg);
const rounds = Number(roundsArg);
if (!records || !rounds || dirs.length === 0)
  throw new Error("usage: npx tsx bench/home-compare.ts <records> <rounds> <checkout>...");

const load = () =>
  loadavg()
    .map((x) => round(x, 2))
    .join(" / ");
const loadAtStart = load();
const servers: Child[] = [];
const browser = await launchChromium();
try {
  const tabs: Tab[] = [];
  const end = Date.now();
  for (const dir of dirs) {
    const server = await startAppServer({}, dir);
    servers.push(server);
    const tab = await openTab(browser, server.url);
    tabs.push(tab);
    await seedTab(tab, await seedBundle(dir), records, end);
    await openHome(tab.page); // the first open after the import runs the day's refresh
  }
  const homes: Sample[][] = dirs.map(() => []);
  const clicks: Sample[][] = dirs.map(() => []);
  for (let r = 0; r < rounds; r++)
    for (let k = 0; k < dirs.length; k++) {
      const i = (r + k) % dirs.length;
      homes[i]!.push(await home(tabs[i]!));
    }
  for (const tab of tabs) await plusOne(tab.page, 0);
  for (let r = 0; r < rounds; r++)
    for (let k = 0; k < dirs.length; k++) {
      const i = (r + k) % dirs.length;
      const click = await plusOne(tabs[i]!.page, (r * 7 + 1) % HABITS, tabs[i]!.cdp);
      clicks[i]!.push({ ms: click.paint, cpuMs: click.cpuMs });
    }
  const ratio = (xs: Sample[], base: Sample[], key: "ms" | "cpuMs") =>
    round(median(xs.map((x, r) => x[key] / base[r]![key])), 2);
  process.stdout.write(
    `\n${records} records, ${rounds} rounds; load ${loadAtStart} → ${load()}\n` +
      `| build | /home usable | /home CPU | ratio (CPU) | style | script | +1 repaint | +1 CPU | ratio (CPU) |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n`,
  );
  dirs.forEach((dir, i) => {
    const h = homes[i]!;
    const c = clicks[i]!;
    const m = (xs: Sample[], key: keyof Sample) => round(median(xs.map((x) => x[key] ?? NaN)));
    process.stdout.write(
      `| ${dir} | ${m(h, "ms")} ms | ${m(h, "cpuMs")} ms | ${ratio(h, homes[0]!, "ms")} (${ratio(h, homes[0]!, "cpuMs")}) | ${m(h, "styleMs")} ms | ${m(h, "scriptMs")} ms | ${m(c, "ms")} ms | ${m(c, "cpuMs")} ms | ${ratio(c, clicks[0]!, "ms")} (${ratio(c, clicks[0]!, "cpuMs")}) |\n`,
    );
  });
  for (const tab of tabs) await tab.close();
} finally {
  await browser.close().catch(() => undefined);
  for (const server of servers) await server.stop();
}
