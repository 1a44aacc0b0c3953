import { PassThrough, Writable } from "node:stream";
import { constants as zlibConstants, crc32, deflateRawSync } from "node:zlib";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { createEmotionCache } from "~/theme/emotion-cache";
import { NonceProvider } from "~/security/nonce-context";
import { routeHydrates } from "~/route-handle";
import { contentSecurityPolicy, createNonce, SECURITY_HEADERS } from "~/security/csp.server";

const ABORT_DELAY_MS = 5_000;

/**
 * Renders the whole page before sending it (onAllReady), so Emotion's critical CSS
 * for everything on it can go into <head>. Streaming is still used because Remix
 * single fetch needs it to hydrate (renderToString pages never hydrate).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // server.ts hands us its nonce; under `remix vite:dev` we make our own.
  const contextNonce = (loadContext as { cspNonce?: string } | undefined)?.cspNonce;
  const nonce = contextNonce ?? createNonce();
  if (!contextNonce) {
    responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, { dev: true }));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) responseHeaders.set(name, value);
  }
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <CacheProvider value={cache}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </CacheProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          collect(pipe).then((html) => {
            const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
            const page = html.replace("</head>", `${styles}</head>`);
            const body = new PassThrough();
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            if (contextNonce) rememberPublicPage(request, status, responseHeaders, remixContext, page, nonce);
            resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
            body.end(page);
          }, reject);
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1_000);
  });
}

function collect(pipe: (destination: Writable) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    sink.on("error", reject);
    pipe(sink);
  });
}

// ---------------------------------------------------------------------------
// Public page cache (production server only; see docs/decisions/0009-benchmarks.md).
// Rendering a Chakra page costs tens of milliseconds of CPU; a public page
// that depends on nothing but its path is rendered once per process and then
// served by server.ts from memory, with each response's own nonce put back in
// (the page is stored split around the nonce it was rendered with).

/**
 * Routes whose loader takes the request but reads only the URL's params (no cookies,
 * headers or query). A loader that reads more must leave this list.
 */
const PARAM_ONLY_LOADERS = new Set(["routes/_www.legal.$slug"]);
const MAX_CACHED_PAGES = 200;

export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The page as sent without compression, with `nonce` in it. */
  html(nonce: string): Buffer;
  /** The same page gzip-encoded, built from blocks compressed once. */
  gzip(nonce: string): Buffer;
};

const publicPages = new Map<string, CachedPage>();

/** The cached page for a path (no query string), if it was rendered and may be reused. */
export function cachedPublicPage(pathname: string): CachedPage | undefined {
  return publicPages.get(pathname);
}

/**
 * Stores a page when it cannot vary between requests: GET without a query
 * string, status 200, no Set-Cookie, a page with no app JavaScript (public
 * area), and every matched route's loader unable to read the request: none, one
 * that takes no arguments (root's reads only the process's environment), or one
 * in PARAM_ONLY_LOADERS. Components see no request but through loaders (the load
 * context holds only the nonce), so such a page is a function of its path.
 */
function rememberPublicPage(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  page: string,
  nonce: string,
): void {
  if (process.env.NODE_ENV !== "production" || request.method !== "GET" || status !== 200) return;
  if (headers.has("Set-Cookie") || publicPages.size >= MAX_CACHED_PAGES) return;
  const url = new URL(request.url);
  if (url.search || request.url.includes("?") || publicPages.has(url.pathname)) return;
  const matches = context.staticHandlerContext.matches;
  if (routeHydrates(matches.map((match) => context.routeModules[match.route.id]?.handle))) return;
  for (const { route } of matches) {
    const loader = (context.routeModules[route.id] as { loader?: unknown } | undefined)?.loader;
    const blind = typeof loader === "function" && loader.length === 0;
    if (context.manifest.routes[route.id]?.hasLoader && !blind && !PARAM_ONLY_LOADERS.has(route.id)) return;
  }
  const parts = page.split(nonce).map((part) => Buffer.from(part, "utf8"));
  if (parts.length < 2) return;
  publicPages.set(url.pathname, { status, headers: [...headers.entries()], ...nonceTemplate(parts) });
}

/**
 * `parts` joined by a nonce. The gzip form is a gzip header, each part deflated
 * once (sync-flushed, so blocks can follow), the nonce as a stored block, and a
 * trailer whose CRC-32 joins the nonce's to the parts' precomputed ones.
 */
function nonceTemplate(parts: Buffer[]): Pick<CachedPage, "html" | "gzip"> {
  const last = parts.length - 1;
  const deflated = parts.map((part, i) =>
    deflateRawSync(part, { level: 9, finishFlush: i === last ? zlibConstants.Z_FINISH : zlibConstants.Z_SYNC_FLUSH }),
  );
  const crcs = parts.map((part) => crc32(part));
  const shifts = parts.map((part) => crc32Shift(part.length));
  const partsLength = parts.reduce((sum, part) => sum + part.length, 0);
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 255]);
  return {
    html(nonce) {
      const n = Buffer.from(nonce, "utf8");
      return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [n, part])));
    },
    gzip(nonce) {
      const n = Buffer.from(nonce, "utf8");
      // A stored, non-final deflate block: BFINAL=0, BTYPE=00, then LEN and its complement.
      const stored = Buffer.from([0, n.length & 255, n.length >> 8, ~n.length & 255, (~n.length >> 8) & 255]);
      let crc = crcs[0]!;
      const out: Buffer[] = [header, deflated[0]!];
      for (let i = 1; i <= last; i++) {
        out.push(stored, n, deflated[i]!);
        crc = crc32Combine(crc32(n, crc), crcs[i]!, shifts[i]!);
      }
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE((partsLength + last * n.length) >>> 0, 4);
      out.push(trailer);
      return Buffer.concat(out);
    },
  };
}

// CRC-32 of A+B from crc(A), crc(B) and |B| (zlib's crc32_combine: multiply by x^(8|B|) mod P).
const CRC_POLY = 0xedb88320;
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLY : b >>> 1;
  }
  return p >>> 0;
}
const X2N: number[] = [];
for (let n = 0, p = 1 << 30; n < 32; n++, p = multModP(p, p)) X2N.push(p);
/** The operator that appends `length` bytes to a CRC (x^(8·length) mod P). */
function crc32Shift(length: number): number {
  let p = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n & 1) p = multModP(X2N[k & 31]!, p);
  return p;
}
function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}
