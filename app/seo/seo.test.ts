import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LEGAL_PAGES } from "~/content/legal";
import { canonicalUrl, PUBLIC_PAGES } from "./public-pages";
import { PRIVATE_PREFIXES, robotsTxt } from "./robots-txt";
import { sitemapXml } from "./sitemap-xml";

const ORIGIN = "https://momentum.example";
const ROUTES = fileURLToPath(new URL("../routes/", import.meta.url));
const routeFiles = readdirSync(ROUTES);

/** The first URL segment of each route file under a layout (`_app.life.tsx` → "life"). */
const firstSegments = (layout: string) =>
  routeFiles
    .filter((file) => file.startsWith(`${layout}.`))
    .map((file) => file.slice(layout.length + 1).split(".")[0]!)
    .filter((segment) => segment !== "tsx" && segment !== "_index");

describe("robots.txt", () => {
  it("keeps crawlers out of every app page but the public profile at /{username}, and names the sitemap", () => {
    const text = robotsTxt(ORIGIN);
    const disallowed = [...text.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]!);
    const appSegments = firstSegments("_app").filter((segment) => segment !== "$username");
    expect(appSegments).toEqual(expect.arrayContaining(["home", "settings", "market"]));
    for (const segment of appSegments) {
      expect(
        disallowed.some((prefix) => `/${segment}/`.startsWith(prefix) || `/${segment}` === prefix),
        `/${segment}`,
      ).toBe(true);
    }
    expect(disallowed).toContain("/auth/");
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  it("blocks no public page", () => {
    for (const page of PUBLIC_PAGES) {
      expect(
        PRIVATE_PREFIXES.some((prefix) => page.startsWith(prefix)),
        page,
      ).toBe(false);
    }
  });
});

describe("sitemap.xml", () => {
  it("lists every public page once, at the origin, and none of the app's", () => {
    const locs = [...sitemapXml(ORIGIN).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/legal/privacy-policy`);
    for (const page of LEGAL_PAGES) expect(locs).toContain(`${ORIGIN}/legal/${page.slug}`);
    expect(locs.some((loc) => loc.includes("/home") || loc.includes("/error") || loc.includes("/404"))).toBe(false);
  });

  it("has a page for every public route that shows content", () => {
    // Not content: /404, /error, and the pages robots.txt keeps out (the report form, the admin queue).
    const segments = firstSegments("_www").filter(
      (segment) =>
        !["404", "error"].includes(segment) && !PRIVATE_PREFIXES.some((prefix) => `/${segment}/`.startsWith(prefix)),
    );
    expect(segments).toEqual(expect.arrayContaining(["about", "legal", "docs"]));
    for (const segment of segments) {
      expect(
        PUBLIC_PAGES.some((page) => page.split("/")[1] === segment),
        `/${segment}`,
      ).toBe(true);
    }
  });

  it("escapes what XML would read as markup", () => {
    expect(sitemapXml("https://a.example/?x=1&y=<2>")).toContain("https://a.example/?x=1&amp;y=&lt;2&gt;/");
  });
});

describe("canonical URLs", () => {
  it("name one address per public page, slash or not", () => {
    expect(canonicalUrl(ORIGIN, "/")).toBe(`${ORIGIN}/`);
    expect(canonicalUrl(ORIGIN, "/about")).toBe(`${ORIGIN}/about`);
    expect(canonicalUrl(ORIGIN, "/about/")).toBe(`${ORIGIN}/about`);
    expect(canonicalUrl(ORIGIN, "/legal")).toBe(`${ORIGIN}/legal/`);
    expect(canonicalUrl(ORIGIN, "/legal/")).toBe(`${ORIGIN}/legal/`);
    expect(canonicalUrl(ORIGIN, "/legal/privacy-policy")).toBe(`${ORIGIN}/legal/privacy-policy`);
  });

  it("are not given to app pages, error pages or unknown paths", () => {
    for (const path of ["/home", "/settings/", "/error", "/404", "/no/such/page", "/ada"]) {
      expect(canonicalUrl(ORIGIN, path), path).toBeNull();
    }
  });
});
