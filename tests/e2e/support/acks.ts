// What the UI confirmed: a home action is confirmed when its fetcher settles
// with `{ ok: true }` (clientAction resolved, so the journal write completed).
// Seen from Remix's own router (`window.__remixRouter`, set by RemixBrowser)
// through an init script: nothing in the app's code knows about it.
import type { BrowserContext, Page } from "@playwright/test";

export type Ack = { intent: Record<string, unknown>; result: { ok: boolean; code?: string } };

const BINDING = "__momentumAck";

type Fetcher = { state: string; json?: unknown; data?: unknown };
type RouterLike = { subscribe(listener: (state: { fetchers: Map<string, Fetcher> }) => void): () => void };

/** Runs in every document before the app: reports each settled action to the binding. */
function watchFetchers(binding: string) {
  let router: RouterLike | undefined;
  Object.defineProperty(window, "__remixRouter", {
    configurable: true,
    get: () => router,
    set: (value: RouterLike) => {
      router = value;
      // Fetcher key → the intent it is submitting (home's modal fetcher is reused, one run at a time).
      const submitting = new Map<string, unknown>();
      value.subscribe((state) => {
        for (const [key, fetcher] of state.fetchers) {
          if (fetcher.state === "submitting") {
            if (fetcher.json !== undefined) submitting.set(key, fetcher.json);
          } else if (submitting.has(key) && fetcher.data !== undefined) {
            const intent = submitting.get(key);
            submitting.delete(key);
            const report = (window as unknown as Record<string, (ack: unknown) => Promise<void>>)[binding];
            void report?.({ intent, result: fetcher.data }).catch(() => undefined);
          }
        }
      });
    },
  });
}

/** Calls `onAck(page, ack)` for every action a page of `context` settles from now on. */
export async function watchAcks(context: BrowserContext, onAck: (page: Page, ack: Ack) => void): Promise<void> {
  await context.exposeBinding(BINDING, ({ page }, ack: Ack) => onAck(page, ack));
  await context.addInitScript(watchFetchers, BINDING);
}
