/**
 * Where the app's own pages live: they show a visitor's local data (an empty shell to a
 * crawler) or sign-in steps. robots-txt.test.ts checks that every app route is covered.
 */
export const PRIVATE_PREFIXES = [
  "/auth/",
  "/home",
  "/me",
  "/social",
  "/life",
  "/habit/",
  "/explore",
  "/archive",
  "/market/",
  "/settings/",
  "/premium",
  "/profile/",
  "/community/",
  "/admin/",
  "/report",
  "/signed-out",
] as const;

/** /robots.txt: crawl the public pages, not the app; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    "# Momentum: the public pages are for everyone; the app's pages hold each visitor's own data.",
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
