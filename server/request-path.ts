// The request's path, checked before anything answers it: a malformed one is refused (400),
// and a path spelled in a non-canonical way is sent to its canonical spelling (301), so that
// one page has one address and the public page cache cannot be filled with variants of it.

export type PathVerdict =
  | { kind: "canonical"; pathname: string }
  | { kind: "malformed" }
  | { kind: "redirect"; pathname: string; location: string };

const BASE = "http://momentum.invalid";
const ESCAPE = /%[0-9A-Fa-f]{2}/g;
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
/** Escapes no address of ours contains: a backslash (read as `/` by URL parsers) and control characters. */
const FORBIDDEN_ESCAPE = /%(5C|[01][0-9A-F]|7F)/i;
/** RFC 3986 unreserved characters: an escape of one of these is the same address written another way. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * Canonical spelling of a path: single slashes, no `.` or `..` segments, escapes of unreserved
 * characters decoded and other escapes in upper case (`/about//`, `/a/../about` and `/%61bout`
 * are all `/about`). Letter case and a trailing slash are the routes' business: `/about/` and
 * `/legal/` stay as they are, and the page cache stores only a route's own spelling.
 */
export function checkRequestPath(url: string): PathVerdict {
  // Origin-form only: `*` and absolute-form (`http://host/path`) are for proxies, not for us.
  if (!url.startsWith("/")) return { kind: "malformed" };
  const queryAt = url.indexOf("?");
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  // Printable ASCII only, so the query can go back into a Location header as it came.
  const query = queryAt === -1 ? "" : url.slice(queryAt).replace(/[^\x21-\x7e]/g, encodeURIComponent);
  if (BAD_ESCAPE.test(rawPath) || FORBIDDEN_ESCAPE.test(rawPath)) return { kind: "malformed" };
  try {
    decodeURIComponent(rawPath); // escapes that are not UTF-8 (`%FF`, `%C0%AF`)
  } catch {
    return { kind: "malformed" };
  }

  let pathname: string;
  try {
    // URLs read `\` as `/`, and a leading `//` as a host: both are settled before parsing.
    pathname = new URL(rawPath.replace(/[\\/]+/g, "/"), BASE).pathname;
  } catch {
    return { kind: "malformed" };
  }
  pathname = pathname.replace(/\/{2,}/g, "/").replace(ESCAPE, (escape) => {
    const char = String.fromCharCode(parseInt(escape.slice(1), 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  return pathname === rawPath
    ? { kind: "canonical", pathname }
    : { kind: "redirect", pathname, location: pathname + query };
}

export const DATA_QUERY_REFUSAL = "Bad Request: this server does not answer ?_data requests.";

/** Whether the query asks for Remix's pre-single-fetch data (`?_data=routeId`), which Remix answers with a logged warning. */
export function asksForRemixData(url: string): boolean {
  const queryAt = url.indexOf("?");
  return queryAt !== -1 && url.includes("_data", queryAt) && new URLSearchParams(url.slice(queryAt + 1)).has("_data");
}
