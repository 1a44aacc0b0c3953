// Creation limits per client address and hour (issue #30: 400 demo sign-ins from one client in
// 11 s made 400 Premium users): demo users (DEMO_SIGNINS_PER_HOUR) and new accounts through a
// provider (NEW_ACCOUNTS_PER_HOUR). Past a limit the answer is 429 with Retry-After and a page
// that says what happened. The counts live in this process's memory: with several server
// processes each counts on its own (ADR 0028).
import { messageDocument, nonceOf } from "~/server/message-document.server";
import { getEnv } from "~/server/env.server";
import { SIGN_IN_ERRORS } from "~/account/sign-in-errors";

export type CreationKind = "demo" | "account";
const HOUR_MS = 60 * 60 * 1000;
/** Addresses remembered at once; past it, ones whose hour is over are forgotten first. */
const MAX_ADDRESSES = 10_000;

/** The client address server/app.ts put in the load context; `remix vite:dev` has none. */
export function clientAddressOf(context: unknown): string {
  const address = (context as { clientAddress?: unknown } | undefined)?.clientAddress;
  return typeof address === "string" && address !== "" ? address : "unknown";
}

/** When each address made something in the last hour, oldest first. */
let made = new Map<string, number[]>();

/** Forgets every count (tests start from none). */
export function resetCreationLimits(): void {
  made = new Map();
}

function forgetOld(now: number): void {
  for (const [key, times] of made) {
    if ((times.at(-1) ?? 0) <= now - HOUR_MS) made.delete(key);
  }
  if (made.size >= MAX_ADDRESSES) made.clear(); // a flood of addresses: start over rather than grow
}

/**
 * Counts one creation of `kind` for the request's client address, or, past its limit, the 429
 * answer to give instead (nothing counted). `now` is the server's clock.
 */
export function takeCreation(kind: CreationKind, context: unknown, now: number = Date.now()): Response | null {
  const { creationLimits } = getEnv();
  const limit = kind === "demo" ? creationLimits.demoSigninsPerHour : creationLimits.newAccountsPerHour;
  const key = `${kind} ${clientAddressOf(context)}`;
  const times = (made.get(key) ?? []).filter((time) => time > now - HOUR_MS);
  if (times.length >= limit) {
    made.set(key, times);
    return limitPage(kind, context, Math.max(1, Math.ceil((times[0]! + HOUR_MS - now) / 1000)));
  }
  if (!made.has(key) && made.size >= MAX_ADDRESSES) forgetOld(now);
  made.set(key, [...times, now]);
  return null;
}

function limitPage(kind: CreationKind, context: unknown, retryAfterSeconds: number): Response {
  const { title, message } = SIGN_IN_ERRORS[kind === "demo" ? "demo_limit" : "account_limit"];
  const page = messageDocument(nonceOf(context), {
    heading: title,
    text: message,
    links: [
      { href: "/create-account", label: "Back to sign-in" },
      { href: "/", label: "Home" },
    ],
  });
  return new Response(new Uint8Array(page), {
    status: 429,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(retryAfterSeconds),
    },
  });
}
