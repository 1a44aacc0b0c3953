import { PassThrough, Writable } from "node:stream";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { createEmotionCache } from "~/theme/emotion-cache";
import { NonceProvider } from "~/security/nonce-context";
import { rememberPublicDocument } from "~/server/public-document-cache.server";
import { dependsOnPathAlone, rememberPublicPage } from "~/server/public-page-cache.server";
import { logRequestError } from "~/server/request-errors.server";
import { contentSecurityPolicy, createNonce, SECURITY_HEADERS } from "~/security/csp.server";
import publicStylesheet from "virtual:static-public.css?inline";
import { getEnv } from "~/server/env.server";
import { canonicalUrl } from "~/seo/public-pages";
import { cachedPublicPage } from "~/server/public-page-cache.server";
import { cachedPublicDocument } from "~/server/public-document-cache.server";
import { sessionResponse, sessionUserId } from "~/server/auth/session.server";
import { answerCommunityPage, COMMUNITY_PATH } from "~/server/social/community-page.server";
import { syncEvents, syncPull, syncPush, syncState, syncUpload } from "~/server/sync/sync-api.server";

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
            const critical = emotion.extractCriticalToChunks(html);
            // Pages drawn with static classes alone (home) have no Emotion styles: no empty tags.
            const styles = emotion.constructStyleTagsFromChunks({
              ...critical,
              styles: critical.styles.filter((chunk) => chunk.css !== ""),
            });
            const head = `${canonicalLink(request)}${inlineStylesheet(remixContext)}${styles}`;
            const page = html.replace("</head>", `${head}</head>`);
            const body = new PassThrough();
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // The same for everyone: a cache may keep it, but asks again each time (its nonce
            // changes). Anything else is private by default (server/private-by-default.ts).
            if (dependsOnPathAlone(remixContext)) responseHeaders.set("Cache-Control", "public, no-cache");
            if (contextNonce) {
              const rendered = { request, status, headers: responseHeaders, context: remixContext, page, nonce };
              rememberPublicPage(rendered);
              rememberPublicDocument(rendered);
            }
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

/** The public pages of the sitemap name their one address (APP_URL's origin, ADR 0017). */
function canonicalLink(request: Request): string {
  const href = canonicalUrl(getEnv().appUrl, new URL(request.url).pathname);
  return href ? `<link rel="canonical" href="${href.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"/>` : "";
}

/**
 * App pages link the static stylesheet (routes/_app.tsx), which the service worker keeps; a page
 * that links none (public pages, which ship no JavaScript) carries it inline, before the styles
 * of its Chakra components (ADR 0017).
 */
function inlineStylesheet({ manifest, staticHandlerContext }: EntryContext): string {
  const linked = staticHandlerContext.matches.some((match) => manifest.routes[match.route.id]?.css?.length);
  return linked ? "" : `<style>${publicStylesheet}</style>`;
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

// What server.ts's pipeline answers itself, before the Remix handler: one typed API, read by
// server/server-api.ts (ADR 0032).
export const serverApi = {
  cachedPublicPage,
  cachedPublicDocument,
  sessionResponse,
  sessionUserId,
  answerCommunityPage,
  COMMUNITY_PATH,
  syncEvents,
  syncPull,
  syncPush,
  syncState,
  syncUpload,
};
export type ServerApi = typeof serverApi;
