// The same-origin rule for requests that change something, in one place: the route actions
// (assertSameOrigin in sign-in.server.ts) and the server's front door (server/front-door.ts,
// before a body is read) both ask it. Pure: headers in, verdict out.

/** The headers the rule reads, whatever shape the caller holds them in. */
export type OriginHeaders = { origin: string | null; secFetchSite: string | null };

/**
 * Whether a request comes from a page of this site. Requests without Origin / Sec-Fetch-Site
 * (curl, old browsers) pass; browsers send them. `Origin: null` is refused: a browser sends it
 * from a sandboxed frame, a data: or file: page, or after a cross-origin redirect, never from
 * one of our own pages. `appUrl` is APP_URL's origin; the request's own origin (its Host, over
 * `protocol`) also counts, so localhost and 127.0.0.1 both work in development.
 */
export function isSameOrigin(headers: OriginHeaders, appUrl: string, requestOrigin: string | null): boolean {
  if (headers.secFetchSite === "cross-site") return false;
  if (headers.origin === null) return true;
  return headers.origin === appUrl || (requestOrigin !== null && headers.origin === requestOrigin);
}
