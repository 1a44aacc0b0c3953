// Home before and after a change: `npx tsx bench/home-screenshots.ts <baseline checkout>` runs this
// checkout's build and the baseline's (each `npm run build` first) side by side, gives both the
// same 1,000 records of history, and takes /home (both tabs) at 1280×800 and 390×844 in light and
// dark, and the same for a few other pages (a public one, a legal one, settings), each whole in a
// viewport as tall as the page.
// It writes the PNGs to bench/tmp/screenshots/ (not in git) and reports, per shot, how many
// pixels differ and, element by element, every computed style that differs.
import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { seedBundle } from "./browser.bench";
import { launchChromium, offlineImages, signInAsDemo } from "./lib/browser";
import { HABITS } from "./lib/history";
import { log, REPO, startAppServer, TMP } from "./lib/util";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const THEMES = ["light", "dark"] as const;
const RECORDS = 1_000;
/** What is shot: a page, and what to do there before the shot. */
const SHOTS: { name: string; open: (page: Page) => Promise<void> }[] = [
  { name: "home", open: openHome },
  {
    name: "home-goals",
    open: async (page) => {
      await openHome(page);
      await page.getByRole("tab", { name: "Goals" }).click();
      await page.locator("article[aria-labelledby^=goal-title]").first().waitFor();
    },
  },
  {
    // The week strip's tooltip, shown while a day is hovered.
    name: "home-tooltip",
    open: async (page) => {
      await openHome(page);
      await page.locator("article").first().getByRole("listitem").last().hover();
    },
  },
  {
    name: "settings",
    open: async (page) => {
      await openPage(page, "/settings/", "Settings");
      // The devices list comes from the server after the page: shot once it is there.
      await page.getByRole("button", { name: "Sign out everywhere" }).waitFor();
    },
  },
  { name: "landing", open: (page) => openPage(page, "/", "Build habits that stick, one +1 at a time") },
  { name: "legal", open: (page) => openPage(page, "/legal/privacy-policy", "Privacy Policy") },
  { name: "not-found", open: (page) => openPage(page, "/no/such/page", "Page not found") },
];
const OUT = `${TMP}/screenshots`;

type Shot = { png: Buffer; styles: ElementStyle[] };
type ElementStyle = { path: string; style: Record<string, string> };

/** What decides how an element looks: its box on the page and these computed properties. */
const PROPERTIES = [
  "display",
  "position",
  "z-index",
  "order",
  "visibility",
  "opacity",
  "transform",
  "overflow-x",
  "overflow-y",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "border-top-width",
  "border-right-width",
  "border-bottom-width",
  "border-left-width",
  "border-top-style",
  "border-top-color",
  "border-bottom-color",
  "border-top-left-radius",
  "border-bottom-right-radius",
  "color",
  "background-color",
  "background-image",
  "box-shadow",
  "outline-style",
  "outline-color",
  "outline-width",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "letter-spacing",
  "text-align",
  "text-decoration-line",
  "white-space",
  "word-break",
  "cursor",
  "gap",
  "flex-direction",
  "flex-wrap",
  "align-items",
  "justify-content",
  "grid-template-columns",
  "fill",
  "stroke",
];

/** Every element of the body in document order: its place in the tree, box and computed style. */
function computedStyles(properties: string[]): ElementStyle[] {
  const pathOf = (element: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
      const index = e.parentElement ? [...e.parentElement.children].indexOf(e) : 0;
      parts.unshift(`${e.tagName.toLowerCase()}:${index}`);
    }
    return parts.join(" > ");
  };
  return [...document.body.querySelectorAll("*")]
    .filter((element) => !["SCRIPT", "STYLE", "LINK"].includes(element.tagName))
    .map((element) => {
      const computed = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const style: Record<string, string> = { box: `${box.x},${box.y} ${box.width}×${box.height}` };
      for (const name of properties) style[name] = computed.getPropertyValue(name);
      return { path: pathOf(element), style };
    });
}

async function shoot(browser: Browser, url: string, end: number, code: string): Promise<Map<string, Shot>> {
  const context = await browser.newContext({ baseURL: url, viewport: VIEWPORTS[0] });
  await offlineImages(context);
  // tsx compiles this file with esbuild's keepNames: functions sent to the page call `__name`.
  await context.addInitScript({ content: "globalThis.__name ??= (fn) => fn;" });
  const page = await context.newPage();
  await signInAsDemo(page);
  await page.goto("/about");
  await page.evaluate(code);
  type SeedWindow = { MomentumBench: { seed(records: number, end: number): Promise<unknown> } };
  await page.evaluate(({ records, at }) => (window as unknown as SeedWindow).MomentumBench.seed(records, at), {
    records: RECORDS,
    at: end,
  });
  const shots = new Map<string, Shot>();
  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.evaluate((choice) => localStorage.setItem("vite-ui-theme", choice), theme);
      for (const shot of SHOTS) {
        await page.mouse.move(0, 0);
        await shot.open(page);
        await page.evaluate(() => document.fonts.ready);
        shots.set(`${shot.name}-${viewport.width}x${viewport.height}-${theme}`, await shootWholePage(page, viewport));
      }
    }
  }
  await context.close();
  return shots;
}

/**
 * The whole page, drawn: a viewport as tall as the page, so every card is on screen. Chrome draws a
 * card with `content-visibility: auto` only near the screen (ADR 0023), and a full-page capture of
 * a screen-sized viewport would show the cards below it empty, as no person ever sees them.
 */
async function shootWholePage(page: Page, viewport: { width: number; height: number }): Promise<Shot> {
  const frames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // Cards drawn for the first time take their own height: grow until the page stops growing.
  for (let i = 0; i < 5; i++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height === page.viewportSize()!.height) break;
    await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
    await frames();
  }
  const shot = {
    png: await page.screenshot({ animations: "disabled" }),
    styles: await page.evaluate(computedStyles, PROPERTIES),
  };
  await page.setViewportSize(viewport);
  return shot;
}

async function openHome(page: Page): Promise<void> {
  await page.goto("/home");
  await page
    .locator("article")
    .nth(HABITS - 1)
    .waitFor();
}

async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("heading", { level: 1, name: heading }).first().waitFor();
}

/** Pixels that differ between two PNGs, counted in the browser (no image library here). */
async function pixelDiff(page: Page, a: Buffer, b: Buffer): Promise<{ differing: number; size: string }> {
  return page.evaluate(
    async ([left, right]) => {
      const decode = async (base64: string) => {
        const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return {
          width: image.width,
          height: image.height,
          data: context.getImageData(0, 0, image.width, image.height).data,
        };
      };
      const [x, y] = await Promise.all([decode(left!), decode(right!)]);
      if (x.width !== y.width || x.height !== y.height)
        return { differing: -1, size: `${x.width}×${x.height} vs ${y.width}×${y.height}` };
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2]) differing++;
      }
      return { differing, size: `${x.width}×${x.height}` };
    },
    [a.toString("base64"), b.toString("base64")],
  );
}

function styleDiff(before: ElementStyle[], after: ElementStyle[]): string[] {
  if (before.length !== after.length) return [`${before.length} elements before, ${after.length} after`];
  const lines: string[] = [];
  before.forEach((element, i) => {
    const other = after[i]!;
    if (element.path !== other.path) lines.push(`element ${i}: ${element.path} became ${other.path}`);
    for (const [name, value] of Object.entries(element.style)) {
      if (other.style[name] !== value) lines.push(`${element.path}: ${name} ${value} → ${other.style[name]}`);
    }
  });
  return lines;
}

const baseline = process.argv[2];
if (!baseline) throw new Error("Usage: npx tsx bench/home-screenshots.ts <baseline checkout, built>");
mkdirSync(OUT, { recursive: true });
const [current, before] = await Promise.all([startAppServer(), startAppServer({}, baseline)]);
const browser = await launchChromium();
try {
  const code = await seedBundle();
  const end = Date.now();
  const beforeShots = await shoot(browser, before.url, end, code);
  const afterShots = await shoot(browser, current.url, end, code);
  const page = await browser.newPage();
  await page.addInitScript({ content: "globalThis.__name ??= (fn) => fn;" });
  await page.goto("about:blank");
  const report: string[] = [`# /home before (${baseline}) and after (${REPO})`, ""];
  for (const [name, shot] of afterShots) {
    const old = beforeShots.get(name)!;
    writeFileSync(`${OUT}/before-${name}.png`, old.png);
    writeFileSync(`${OUT}/after-${name}.png`, shot.png);
    const pixels = await pixelDiff(page, old.png, shot.png);
    const styles = styleDiff(old.styles, shot.styles);
    const same = old.png.equals(shot.png) ? "byte-identical PNGs" : `${pixels.differing} pixels differ`;
    report.push(
      `## ${name} (${pixels.size}): ${same}; ${styles.length} computed-style differences`,
      ...styles.slice(0, 40),
    );
    if (styles.length > 40) report.push(`… and ${styles.length - 40} more`);
    report.push("");
  }
  writeFileSync(`${OUT}/report.md`, report.join("\n"));
  log(`wrote ${OUT}/`);
  process.stdout.write(`${report.join("\n")}\n`);
} finally {
  await browser.close().catch(() => undefined);
  await Promise.all([current.stop(), before.stop()]);
}
