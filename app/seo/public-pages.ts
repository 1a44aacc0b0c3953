import { LEGAL_PAGES } from "~/content/legal";

/**
 * The public pages a search engine should know, each at its one address: the sitemap lists
 * them and each carries a canonical link to itself. Folders' index pages end in a slash, as
 * the site links them. Not listed: /error and /404 (they say something went wrong) and the
 * app's pages, which show each visitor's own data (robots.txt keeps crawlers out of them).
 */
export const PUBLIC_PAGES: readonly string[] = [
  "/",
  "/about",
  "/super",
  "/get-started",
  "/create-account",
  "/docs/",
  "/help/",
  "/legal/",
  ...LEGAL_PAGES.map((page) => `/legal/${page.slug}`),
];

/** The canonical URL of a public page reached at `pathname` (with or without its slash), or null. */
export function canonicalUrl(origin: string, pathname: string): string | null {
  const path = PUBLIC_PAGES.find((page) => page === pathname || page === `${pathname}/` || `${page}/` === pathname);
  return path === undefined ? null : `${origin}${path}`;
}
