// Request bodies are read here, before any handler, and never past their limit: a body larger
// than its path allows is refused by its Content-Length before a byte of it is read, and a
// streamed (chunked) body is dropped as soon as it goes past the limit.
import type { IncomingMessage } from "node:http";
import type { BodyTicket } from "./body-budget";
import { MAX_PUSH_BYTES } from "../app/log/protocol";
import { MAX_UPLOAD_BYTES } from "../app/log/upload";

/** Every form the app posts (sign-in, sign-out, the demo) is a few hundred bytes. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * Paths that need a larger body than DEFAULT_BODY_LIMIT, each with its own limit (exact
 * canonical paths). Add a route here only when it truly needs more, with the reason, e.g.
 * `"/sync/push": 1024 * 1024` for a batch of pending actions.
 */
export const BODY_ALLOWANCES: Readonly<Record<string, number>> = {
  // A device's pending actions, up to 500 of them, or an import's whole history (app/log/protocol.ts).
  "/sync/push": MAX_PUSH_BYTES,
  // A device's whole history from before sync, once, as a backup file (app/log/upload.ts).
  "/sync/upload": MAX_UPLOAD_BYTES,
};

export function bodyLimitFor(pathname: string, allowances: Readonly<Record<string, number>>): number {
  return Object.hasOwn(allowances, pathname) ? allowances[pathname]! : DEFAULT_BODY_LIMIT;
}

/** Whether the request says it carries a body (a GET without one is the common case, and costs nothing). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

export type BodyResult =
  { ok: true; body: Buffer<ArrayBuffer> } | { ok: false; reason: "too-large" | "aborted" | "timeout" | "busy" };

export type BodyReading = {
  /** The server-wide byte budget this body is counted in (server/body-budget.ts). */
  ticket: BodyTicket;
  /** The whole body must have arrived within this many milliseconds. */
  timeoutMs: number;
};

/**
 * Reads the whole body if it is at most `limit` bytes, fits the server's byte budget and
 * arrives within the time allowed; stops reading as soon as any of these fails. A declared
 * length is counted in the budget before a byte is read; a streamed body as it arrives.
 */
export function readBody(req: IncomingMessage, limit: number, { ticket, timeoutMs }: BodyReading): Promise<BodyResult> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) return Promise.resolve({ ok: false, reason: "too-large" });
  if (declared > 0 && !ticket.charge(declared)) return Promise.resolve({ ok: false, reason: "busy" });
  return new Promise((resolve) => {
    let chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyResult) => {
      clearTimeout(timer);
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      if (!result.ok) {
        chunks = []; // nothing of a refused body stays referenced
        req.pause(); // nothing more is read; the answer closes the connection
      }
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: "timeout" }), timeoutMs);
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return finish({ ok: false, reason: "too-large" });
      if (declared === 0 && !ticket.charge(chunk.length)) return finish({ ok: false, reason: "busy" });
      chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks, size) });
    const onError = () => finish({ ok: false, reason: "aborted" });
    const onClose = () => {
      if (!req.complete) finish({ ok: false, reason: "aborted" });
    };
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}
