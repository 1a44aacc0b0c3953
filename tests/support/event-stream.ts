// An open /sync/events stream in a test, through the route module (app/server/sync/sync-api.server.ts):
// its text as it arrives, waits for a piece of it or for its end, and a way to close it as a
// page would.
import { loader as eventsLoader } from "~/routes/sync.events";

export type OpenStream = {
  /** Everything received so far. */
  text: () => string;
  /** Resolves once the received text holds `part` (at or after `from`); rejects if the stream ends first. */
  waitFor: (part: string, from?: number) => Promise<void>;
  /** Resolves with the whole text once the server ends the stream. */
  ended: Promise<string>;
  /** The page goes away. */
  close: () => void;
};

export async function openStream(origin: string, cookie: string): Promise<OpenStream> {
  const gone = new AbortController();
  const response = await eventsLoader({
    request: new Request(`${origin}/sync/events`, { headers: { Cookie: cookie }, signal: gone.signal }),
    params: {},
    context: {},
  });
  if (response.status !== 200 || !response.body) throw new Error(`The stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let done = false;
  const waiters = new Set<() => void>();
  const ended = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.value) text += decoder.decode(chunk.value, { stream: true });
      if (chunk.done) break;
      for (const wake of [...waiters]) wake();
    }
    done = true;
    for (const wake of [...waiters]) wake();
    return text;
  })();
  const waitFor = (part: string, from = 0) =>
    new Promise<void>((resolve, reject) => {
      const wake = () => {
        if (text.indexOf(part, from) >= 0) {
          waiters.delete(wake);
          resolve();
        } else if (done) {
          waiters.delete(wake);
          reject(new Error(`The stream ended without ${JSON.stringify(part)}: ${JSON.stringify(text)}`));
        }
      };
      waiters.add(wake);
      wake();
    });
  return { text: () => text, waitFor, ended, close: () => gone.abort() };
}

export const END_SIGNED_OUT = 'event: end\ndata: {"reason":"signed-out"}';
export const END_REPLACED = 'event: end\ndata: {"reason":"replaced"}';
