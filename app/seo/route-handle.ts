import type { ComponentType } from "react";

/**
 * What a route says about itself in `handle`:
 * - `hydrate: false`: served as plain HTML with no app JavaScript (ADR 0004);
 * - `staticStyles: true`: the page renders with the static stylesheet alone, so the app
 *   area shows it without loading Chakra (ADR 0017);
 * - `publicDocument`: the page the server renders instead (with its public layout), as a public
 *   page without app JavaScript, when the route's loader data says `publicDocument: true`
 *   (ADR 0025: someone else's profile at /{username}, while the owner gets the app page there);
 * - `signedInViewer`: for a public page that reads the session (never one cached by path), whether
 *   its loader data says a signed-in person is looking: the header then leads back to the app.
 */
export type RouteHandle = {
  hydrate?: boolean;
  staticStyles?: boolean;
  publicDocument?: ComponentType<{ data: unknown }>;
  signedInViewer?: (data: unknown) => boolean;
};

type Match = { handle: unknown; data?: unknown };

/** The page's public document, when its deepest route has one and its loader asked for it. */
export function publicDocumentOf(matches: Match[]): { Page: ComponentType<{ data: unknown }>; data: unknown } | null {
  const deepest = matches.at(-1);
  const Page = (deepest?.handle as RouteHandle | undefined)?.publicDocument;
  const wanted = (deepest?.data as { publicDocument?: unknown } | null | undefined)?.publicDocument === true;
  return Page && wanted ? { Page, data: deepest!.data } : null;
}

export function routeHydrates(handles: unknown[]): boolean {
  return !handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === false);
}

/** Whether the page (its deepest route) needs nothing but the static stylesheet. */
export function routeHasStaticStyles(handles: unknown[]): boolean {
  return (handles.at(-1) as RouteHandle | undefined)?.staticStyles === true;
}

/** Whether a route of the page says a signed-in person is looking at it. */
export function viewerIsSignedIn(matches: Match[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.signedInViewer?.(match.data) === true);
}
