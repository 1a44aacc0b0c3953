// Chromium helpers shared by the browser benches and the budget spec.
import { chromium, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../../tests/e2e/support/chromium";
import { gzipSize } from "./bundle";

const IMAGE_STAND_IN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="16" fill="#fc3"/></svg>';

export { CHROMIUM_FLAGS, chromiumPath };

/** Same browser and flags as playwright.config.ts. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

/** No internet here: images from other hosts (emoji CDN, avatars) get a local stand-in, as in the e2e fixtures. */
export async function offlineImages(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ contentType: "image/svg+xml", body: IMAGE_STAND_IN }),
  );
}

/** The demo sign-in (tests/e2e/fixtures.ts signInAsDemo, without the test runner); `origin` without a baseURL. */
export async function signInAsDemo(page: Page, origin = ""): Promise<void> {
  await page.goto(`${origin}/create-account`);
  await page.getByRole("button", { name: "Try the demo" }).click();
  await page.waitForURL("**/home");
  await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
}

export type PageScripts = {
  url: string;
  external: { url: string; gzipBytes: number }[];
  inlineGzipBytes: number;
  gzipBytes: number;
};

/** Loads `path` and sums every script it runs: script responses and inline scripts, each gzipped. */
export async function scriptsOfPage(page: Page, path: string): Promise<PageScripts> {
  const pending: Promise<{ url: string; gzipBytes: number }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSize(body) })),
    );
  };
  page.on("response", onResponse);
  try {
    await page.goto(path, { waitUntil: "networkidle" });
  } finally {
    page.off("response", onResponse);
  }
  const external = await Promise.all(pending);
  const inline = await page.evaluate(() =>
    [...document.scripts].filter((script) => !script.src).map((script) => script.textContent ?? ""),
  );
  const inlineGzipBytes = inline.reduce((sum, text) => sum + (text.length ? gzipSize(text) : 0), 0);
  return {
    url: path,
    external,
    inlineGzipBytes,
    gzipBytes: inlineGzipBytes + external.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}
