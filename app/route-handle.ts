/** Routes whose `handle` says `hydrate: false` are served as plain HTML with no app JavaScript. */
export type RouteHandle = { hydrate?: boolean };

export function routeHydrates(handles: unknown[]): boolean {
  return !handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === false);
}
