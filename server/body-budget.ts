// What request bodies may hold at once: a place per client address, an upload place per user,
// and the bytes buffered across the whole server. A request takes a ticket before a byte of its
// body is read and gives it back when its answer is done or its connection goes, so nothing
// stays counted (or held) after the client has left.
import type { FrontDoorLimits } from "./front-door-limits";

export type BodyTicket = {
  /** Counts `bytes` more as buffered; false (nothing counted) when that would pass the server's cap. */
  charge(bytes: number): boolean;
  /** Gives back the places and every byte charged; later calls do nothing. */
  release(): void;
};

export type Admission = { ok: true; ticket: BodyTicket } | { ok: false; limit: "client" | "upload" };

export class BodyBudget {
  private buffered = 0;
  private readonly perClient = new Map<string, number>();
  private readonly uploads = new Map<string, number>();

  constructor(private readonly limits: FrontDoorLimits) {}

  /** Bytes of bodies held right now, across the server. */
  get bufferedBytes(): number {
    return this.buffered;
  }

  /** A ticket for a body from `client`; `uploader` also takes one of that user's upload places. */
  admit(client: string, uploader: string | null): Admission {
    if ((this.perClient.get(client) ?? 0) >= this.limits.bodiesPerClient) return { ok: false, limit: "client" };
    if (uploader !== null && (this.uploads.get(uploader) ?? 0) >= this.limits.uploadsPerUser) {
      return { ok: false, limit: "upload" };
    }
    increment(this.perClient, client, 1);
    if (uploader !== null) increment(this.uploads, uploader, 1);
    let charged = 0;
    let released = false;
    return {
      ok: true,
      ticket: {
        charge: (bytes) => {
          if (released || this.buffered + bytes > this.limits.maxBufferedBytes) return false;
          this.buffered += bytes;
          charged += bytes;
          return true;
        },
        release: () => {
          if (released) return;
          released = true;
          this.buffered -= charged;
          increment(this.perClient, client, -1);
          if (uploader !== null) increment(this.uploads, uploader, -1);
        },
      },
    };
  }
}

/** Adds `by` to a count, and forgets the key at 0 so the maps hold only what is in flight. */
function increment(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
