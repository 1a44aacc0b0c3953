// Remix's future flags, in one place: the build (vite.config.ts) and the test server that stands
// in for a build (tests/support/server-app.ts) must run the same Remix.
export const REMIX_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  v3_lazyRouteDiscovery: true,
} as const;
