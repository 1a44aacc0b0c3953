import { PassThrough, Writable } from "node:stream";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { createEmotionCache } from "~/theme/emotion-cache";
import { NonceProvider } from "~/security/nonce-context";
import { rememberPublicPage } from "~/public-page-cache.server";
import { logRequestError } from "~/request-errors.server";
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

/** Remix's errors: a client's mistake (a POST to a page without an action) is one line, a 5xx its stack. */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs): void {
  if (!request.signal.aborted) logRequestError(error, request);
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

// server.ts answers cached public pages and GET /auth/session before the Remix handler.
export { cachedPublicPage } from "~/public-page-cache.server";
export { sessionResponse } from "~/auth/session.server";
