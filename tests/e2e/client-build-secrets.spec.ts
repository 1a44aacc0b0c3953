// No secret and no server module in what the browser can download: every file of
// build/client is scanned for the fake secrets the build was made with
// (scripts/build-with-canaries.ts, run by `npm run test:e2e`) and for traces of
// `.server` code. A Playwright spec because it must run after that build.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { CANARY_ENV, CANARY_MARKER } from "./build-canaries";
import { expect, test } from "./fixtures";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const CLIENT = join(REPO, "build/client");

/** What only server code contains: module names, server-only APIs, secret names read from the environment. */
const SERVER_MARKERS = [
  "session.server",
  "authenticator.server",
  "env.server",
  "csp.server",
  "createCookieSessionStorage",
  "process.env.SESSION_SECRET",
  "SESSION_SECRET",
  "CLIENT_SECRET",
  "clientSecret",
  "PREMIUM_ACCOUNTS",
  "mock-oauth",
  "code_verifier",
  "node:crypto",
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test("build/client holds no build-time secret and no trace of server modules", () => {
  expect(
    existsSync(join(REPO, CANARY_MARKER)),
    "build made by `npm run test:e2e` (scripts/build-with-canaries.ts)",
  ).toBe(true);
  const files = filesUnder(CLIENT);
  const texts = files.map((path) => ({ path: relative(REPO, path), text: readFileSync(path).toString("latin1") }));
  // The scan can fail: it does find what every client build holds.
  expect(texts.filter(({ path }) => path.endsWith(".js")).length).toBeGreaterThan(5);
  expect(texts.some(({ text }) => text.includes("An error occured with local IndexedDB."))).toBe(true);
  expect(texts.some(({ text }) => text.includes("cdn.jsdelivr.net/gh/jdecked/twemoji"))).toBe(true);

  const found: string[] = [];
  for (const { path, text } of texts) {
    for (const [name, value] of Object.entries(CANARY_ENV)) {
      if (text.includes(value)) found.push(`${path}: the value of ${name}`);
    }
    for (const marker of SERVER_MARKERS) if (text.includes(marker)) found.push(`${path}: ${marker}`);
  }
  expect(found).toEqual([]);
});
