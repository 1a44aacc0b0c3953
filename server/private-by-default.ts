import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

/** What every answer carries unless it says it is public: no cache keeps it, for anyone. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Makes `res` private unless it says otherwise (issue #30): when its headers go out, an answer
 * whose Cache-Control does not say `public` gets `Cache-Control: private, no-store` and `Cookie`
 * in its Vary. One place for every answer of the pipeline (Remix documents and `.data`, the
 * fast paths, errors), so a new route cannot forget it: only what is the same for everyone
 * (hashed assets, static files, robots.txt, pages that depend on their path alone) says public.
 * Every way of sending headers goes through writeHead (res.end without it calls it too).
 */
export function privateByDefault(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    // Headers given to writeHead itself are judged with the others.
    const last = rest.at(-1);
    if (last && typeof last === "object" && !Array.isArray(last)) {
      for (const [name, value] of Object.entries(last as OutgoingHttpHeaders)) {
        if (value !== undefined) this.setHeader(name, value);
      }
      rest = rest.slice(0, -1);
    }
    if (!this.headersSent) markPrivate(this);
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse["writeHead"];
}

function markPrivate(res: ServerResponse): void {
  if (/\bpublic\b/i.test(String(res.getHeader("Cache-Control") ?? ""))) return;
  res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
  const vary = String(res.getHeader("Vary") ?? "").trim();
  if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Cookie` : "Cookie");
}
