/**
 * What a route says about itself in `handle`:
 * - `hydrate: false`: served as plain HTML with no app JavaScript (ADR 0004);
 * - `staticStyles: true`: the page renders with the static stylesheet alone, so the app
 *   area shows it without loading Chakra (ADR 0017).
 */
export type RouteHandle = { hydrate?: boolean; staticStyles?: boolean };

export function routeHydrates(handles: unknown[]): boolean {
  return !handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === false);
}

/** Whether the page (its deepest route) needs nothing but the static stylesheet. */
export function routeHasStaticStyles(handles: unknown[]): boolean {
  return (handles.at(-1) as RouteHandle | undefined)?.staticStyles === true;
}
