// The browser's way to the sync endpoints: same-origin fetch with the session cookie, a time
// limit, and a thrown error for anything but 200 (the client retries later; the server skips
// what it already has, so a push whose answer was lost is harmless to send again).
import { PullResponseSchema, PushResponseSchema } from "./protocol";
import type { SyncTransport } from "./transport";

const TIMEOUT_MS = 15_000;

export class SyncHttpError extends Error {
  override name = "SyncHttpError";
  constructor(readonly status: number) {
    super(`The server answered ${status}.`);
  }
}

async function send(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(path, {
    ...init,
    credentials: "same-origin",
    cache: "no-store",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new SyncHttpError(response.status);
  return response.json();
}

export const fetchTransport: SyncTransport = {
  async push(request) {
    const body = JSON.stringify(request);
    const headers = { "Content-Type": "application/json" };
    return PushResponseSchema.parse(await send("/sync/push", { method: "POST", body, headers }));
  },
  async pull(after) {
    return PullResponseSchema.parse(await send(`/sync/pull?after=${after}`));
  },
};
