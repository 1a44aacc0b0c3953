// The browser's way to the sync endpoints: same-origin fetch with the session cookie, a time
// limit, and a thrown error for anything but 200 (the client retries later; the server skips
// what it already has, so a push whose answer was lost is harmless to send again).
import { PushResponseSchema, StateResponseSchema } from "~/log/protocol";
import { pullPageSteps } from "~/log/pull-page";
import { pageSlicer } from "~/log/slices";
import type { SyncTransport } from "~/storage/sync/sync-transport";
import { MAX_UPLOAD_BYTES, UploadRefused, UploadResponseSchema, uploadUrl } from "~/log/upload";

const TIMEOUT_MS = 15_000;
/** A whole history (up to 32 MB) goes up once: it may take a while on a slow line. */
const UPLOAD_TIMEOUT_MS = 180_000;

export class SyncHttpError extends Error {
  override name = "SyncHttpError";
  constructor(readonly status: number) {
    super(`The server answered ${status}.`);
  }
}

async function send(path: string, init: RequestInit = {}, timeout = TIMEOUT_MS): Promise<Response> {
  return fetch(path, {
    ...init,
    credentials: "same-origin",
    cache: "no-store",
    signal: AbortSignal.timeout(timeout),
  });
}

/**
 * The session this device had is gone (signed out from another device, everywhere, or it
 * expired): retrying cannot mend it, signing in again does.
 */
export class SignedOutElsewhere extends Error {
  override name = "SignedOutElsewhere";
  constructor() {
    super("This device was signed out. Sign in again to sync: the changes made here stay on this device until then.");
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  if (response.status === 401) throw new SignedOutElsewhere();
  if (!response.ok) throw new SyncHttpError(response.status);
  return response.json();
}

/** The server's sentence for a refused upload (400, 409, 413); other failures are retried. */
async function uploadRefusal(response: Response): Promise<UploadRefused | null> {
  if (response.status === 413) {
    const mb = MAX_UPLOAD_BYTES / 1024 / 1024;
    return new UploadRefused(`The history of this device is larger than the server takes (${mb} MB).`);
  }
  if (response.status !== 400 && response.status !== 409) return null;
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return new UploadRefused(typeof body?.error === "string" ? body.error : `The server answered ${response.status}.`);
}

const JSON_HEADERS = { "Content-Type": "application/json" };

export const fetchTransport: SyncTransport = {
  async push(request) {
    const init = { method: "POST", body: JSON.stringify(request), headers: JSON_HEADERS };
    return PushResponseSchema.parse(await jsonOf(await send("/sync/push", init)));
  },
  async pull(after) {
    // A page may hold an import's 110,000 records: checked in slices, the page stays responsive.
    return pageSlicer().run(pullPageSteps(await jsonOf(await send(`/sync/pull?after=${after}`))));
  },
  async state() {
    return StateResponseSchema.parse(await jsonOf(await send("/sync/state")));
  },
  async upload(target, backup) {
    const response = await send(
      uploadUrl(target),
      { method: "POST", body: backup, headers: JSON_HEADERS },
      UPLOAD_TIMEOUT_MS,
    );
    if (response.status === 401) throw new SignedOutElsewhere();
    const refused = await uploadRefusal(response);
    if (refused) throw refused;
    return UploadResponseSchema.parse(await jsonOf(response));
  },
};
