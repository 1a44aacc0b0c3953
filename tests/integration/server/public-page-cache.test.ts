// Issue 19.4: the public page cache was keyed by the raw path, first come first served, at
// most 200 pages: flooding it with spellings of one page (`/ABOUT`, `/about//`, escapes) left
// no room for real pages. Only a route's own spelling of a page is stored now.
import { describe, expect, it } from "vitest";
import { cachedPublicPage } from "~/server/public-page-cache.server";
import { LEGAL_SLUGS, rawRequest, testAppPerTest } from "~test/server-app";

const app = testAppPerTest();

/** Every upper/lower-case spelling of `word`, up to `max`. */
function caseVariants(word: string, max: number): string[] {
  const variants: string[] = [];
  for (let mask = 1; mask < 2 ** word.length && variants.length < max; mask += 1) {
    variants.push([...word].map((char, i) => (mask & (1 << i) ? char.toUpperCase() : char)).join(""));
  }
  return variants;
}

describe("public page cache", () => {
  it("stores a page under its route's spelling only, and serves it from memory after", async () => {
    expect((await rawRequest(app.port, "/ABOUT")).status).toBe(200);
    expect(cachedPublicPage("/ABOUT")).toBeUndefined();
    expect((await rawRequest(app.port, "/about")).status).toBe(200);
    expect(cachedPublicPage("/about")).toBeDefined();
    const renders = app.seen.renders.length;
    const again = await rawRequest(app.port, "/about");
    expect(again.status).toBe(200);
    expect(app.seen.renders.length).toBe(renders); // not rendered again
  });

  // Some 380 requests: seconds on a loaded machine.
  it("a flood of spellings of existing pages leaves room for every real page", { timeout: 60_000 }, async () => {
    // Before the fix every one of these was a page of its own in the cache, until it was full.
    const flood = [
      ...caseVariants("about", 31).flatMap((word) => [`/${word}`, `/${word}/`]),
      ...caseVariants("legal", 31).flatMap((word) => [
        `/${word}/`,
        ...LEGAL_SLUGS.flatMap((slug) => [`/${word}/${slug}`, `/${word}/${slug}/`]),
      ]),
      ...caseVariants("privacy", 60).map((word) => `/legal/${word}-policy`),
      ...Array.from({ length: 20 }, (_, i) => `/about${"/".repeat(i + 2)}`),
      ...Array.from({ length: 20 }, (_, i) => `/legal/%70rivacy-policy${"/".repeat(i % 3)}`),
    ];
    expect(flood.length).toBeGreaterThan(300);
    for (const path of flood) await rawRequest(app.port, path);

    for (const slug of LEGAL_SLUGS) {
      const path = `/legal/${slug}`;
      expect((await rawRequest(app.port, path)).status).toBe(200);
      expect(cachedPublicPage(path), path).toBeDefined();
    }
    expect((await rawRequest(app.port, "/legal/")).status).toBe(200);
    expect(cachedPublicPage("/legal/")).toBeDefined();
  });

  it("never stores a 404, whatever its spelling", async () => {
    for (const path of ["/legal/no-such-page", "/LEGAL/privacy-policy", "/nowhere"]) {
      await rawRequest(app.port, path);
      expect(cachedPublicPage(path), path).toBeUndefined();
    }
  });
});
