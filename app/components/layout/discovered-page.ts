/** A route as the browser's Remix manifest describes it: only what finding a page's route needs. */
export type ManifestRoute = { id: string; parentId?: string; path?: string };

/**
 * Whether the browser already knows the route that serves `page` exactly (a static path, no
 * params). Remix discovers routes lazily: until the links on screen have been reported to the
 * server, `/life` is unknown, or worse, would match `/:username` or the catch-all. Prefetching
 * then warns or fetches the wrong page's code, so a page waits until its own route is known.
 */
export function isDiscovered(routes: Readonly<Record<string, ManifestRoute | undefined>>, page: string): boolean {
  const wanted = withoutSlashes(page);
  return Object.values(routes).some((route) => route?.path !== undefined && fullPathOf(routes, route) === wanted);
}

function fullPathOf(routes: Readonly<Record<string, ManifestRoute | undefined>>, route: ManifestRoute): string {
  const segments: string[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) segments.unshift(withoutSlashes(at.path));
  }
  return segments.filter(Boolean).join("/");
}

function withoutSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}
