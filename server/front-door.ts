// The front door (issue #30): who may send a body, decided from the headers alone, before a byte
// of it is read. In order: the same-origin rule (every request that can change something), the
// session (where a signed-in user is needed), then a place in the body budget (per client
// address, one upload per user). A refusal is answered by the caller with Connection: close, so
// the body is never read.
import type { IncomingMessage } from "node:http";
import { isSameOrigin } from "../app/server/auth/same-origin";
import type { BodyBudget, BodyTicket } from "./body-budget";

/** The endpoints that take a body only from a signed-in user (sign-in and sign-out do not). */
export const SIGNED_IN_PATHS: ReadonlySet<string> = new Set([
  "/sync/push",
  "/sync/upload",
  "/sync/data",
  "/social/follow",
  "/social/me",
  "/report",
  "/admin/reports",
  "/auth/devices",
  "/auth/profile",
  "/auth/claim",
]);
/** Joining or leaving a community: /community/{id}. */
const COMMUNITY_MEMBERSHIP = /^\/community\/[^/]+$/;
const UPLOAD_PATH = "/sync/upload";

export function needsSignedInUser(pathname: string): boolean {
  return SIGNED_IN_PATHS.has(pathname) || COMMUNITY_MEMBERSHIP.test(pathname);
}

/** Methods that only read: everything else must come from this site. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

export type Refusal = { status: 401 | 403 | 429; message: string; retryAfter?: number };
export type Verdict = { ok: true; ticket: BodyTicket | null; userId: string | null } | { ok: false; refusal: Refusal };

export const CROSS_SITE_REFUSAL = "Cross-site requests are not allowed.";
export const SIGN_IN_REFUSAL = "No active user session found. Please login first.";
export const CLIENT_BUSY_REFUSAL =
  "Too many requests from this address are sending data at once. Wait for them to finish, then try again.";
export const UPLOAD_BUSY_REFUSAL =
  "An upload for this account is already in progress. Wait for it to finish, then try again.";

export type FrontDoorDeps = {
  appUrl: string;
  budget: BodyBudget;
  retryAfterSeconds: number;
  /** The user of the session the Cookie header names, or null (app/server/auth/session.server.ts). */
  sessionUserId: (cookie: string | null) => Promise<string | null>;
};

/** Decides a request before its body is read; `client` is its address (server/client-address.ts). */
export function frontDoor({ appUrl, budget, retryAfterSeconds, sessionUserId }: FrontDoorDeps) {
  return async (req: IncomingMessage, pathname: string, client: string, hasBody: boolean): Promise<Verdict> => {
    if (hasBody || !SAFE_METHODS.has(req.method ?? "GET")) {
      const headers = { origin: header(req, "origin"), secFetchSite: header(req, "sec-fetch-site") };
      const host = header(req, "host");
      if (!isSameOrigin(headers, appUrl, host === null ? null : `http://${host}`)) {
        return { ok: false, refusal: { status: 403, message: CROSS_SITE_REFUSAL } };
      }
    }
    let userId: string | null = null;
    if (needsSignedInUser(pathname) && (hasBody || !SAFE_METHODS.has(req.method ?? "GET"))) {
      userId = await sessionUserId(header(req, "cookie"));
      if (userId === null) return { ok: false, refusal: { status: 401, message: SIGN_IN_REFUSAL } };
    }
    if (!hasBody) return { ok: true, ticket: null, userId };
    const admission = budget.admit(client, pathname === UPLOAD_PATH ? userId : null);
    if (!admission.ok) {
      const message = admission.limit === "upload" ? UPLOAD_BUSY_REFUSAL : CLIENT_BUSY_REFUSAL;
      return { ok: false, refusal: { status: 429, message, retryAfter: retryAfterSeconds } };
    }
    return { ok: true, ticket: admission.ticket, userId };
  };
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" ? value : null;
}
