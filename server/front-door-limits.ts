// The front door's numbers, in one place (issue #30, ADR 0028). createApp takes any of them as
// an option (tests use small ones); production runs with these.

export type FrontDoorLimits = {
  /** Uploads (POST /sync/upload) one user may have in flight at once. */
  uploadsPerUser: number;
  /** Requests with a body one client address may have in flight at once (reading or being handled). */
  bodiesPerClient: number;
  /** Bytes of request bodies the whole server holds at once; past it a body is refused (503). */
  maxBufferedBytes: number;
  /** A body must have arrived whole this long after its headers, or it is cut (408). */
  bodyTimeoutMs: number;
  /** What Retry-After says on a 429 or 503 from the front door, in seconds. */
  retryAfterSeconds: number;
};

export const FRONT_DOOR_LIMITS: FrontDoorLimits = {
  uploadsPerUser: 1,
  // Enough for a household or an office behind one address pushing at once (a push is answered in
  // milliseconds); memory is bounded by maxBufferedBytes, not by this.
  bodiesPerClient: 16,
  // Two full uploads (32 MB each) and room for pushes (usually KBs, an import's a few MB) beside them.
  maxBufferedBytes: 80 * 1024 * 1024,
  // A 32 MB upload needs ~0.55 MB/s; real uploads are a few hundred KB (365 days ≈ 318 KB), and the
  // browser gives an upload 180 s (app/sync/fetch-transport.ts) before it tries again.
  bodyTimeoutMs: 60_000,
  retryAfterSeconds: 10,
};
