// Request bodies are read here, before any handler, and never past their limit: a body larger
// than its path allows is refused by its Content-Length before a byte of it is read, and a
// streamed (chunked) body is dropped as soon as it goes past the limit.
import type { IncomingMessage } from "node:http";

/** Every form the app posts (sign-in, sign-out, the demo) is a few hundred bytes. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * Paths that need a larger body than DEFAULT_BODY_LIMIT, each with its own limit (exact
 * canonical paths). Add a route here only when it truly needs more, with the reason, e.g.
 * `"/sync/push": 1024 * 1024` for a batch of pending actions.
 */
export const BODY_ALLOWANCES: Readonly<Record<string, number>> = {
  // A device's pending actions, up to 500 of them (app/sync/protocol.ts).
  "/sync/push": 1024 * 1024,
  // A device's whole history from before sync, once, as a backup file (app/sync/upload.ts).
  "/sync/upload": 32 * 1024 * 1024,
};

export function bodyLimitFor(pathname: string, allowances: Readonly<Record<string, number>>): number {
  return Object.hasOwn(allowances, pathname) ? allowances[pathname]! : DEFAULT_BODY_LIMIT;
}

/** Whether the request says it carries a body (a GET without one is the common case, and costs nothing). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

export type BodyResult = { ok: true; body: Buffer<ArrayBuffer> } | { ok: false; reason: "too-large" | "aborted" };

/** Reads the whole body if it is at most `limit` bytes; stops reading as soon as it is not. */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) return Promise.resolve({ ok: false, reason: "too-large" });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyResult) => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.pause(); // nothing more is read; the answer closes the connection
      finish({ ok: false, reason: "too-large" });
    };
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks, size) });
    const onError = () => finish({ ok: false, reason: "aborted" });
    const onClose = () => {
      if (!req.complete) finish({ ok: false, reason: "aborted" });
    };
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}
