// A device's way to the sync endpoints in tests: the real route modules (push, pull, state, upload)
// called in-process with the device's session cookie, with faults a network has: offline, an
// answer lost after the server acted, or a request sent twice.
import type { AppLoadContext } from "@remix-run/node";
import { action as pushAction } from "~/routes/sync.push";
import { loader as pullLoader } from "~/routes/sync.pull";
import { loader as stateLoader } from "~/routes/sync.state";
import { action as uploadAction } from "~/routes/sync.upload";
import type { PullResponse, PushResponse, StateResponse } from "~/log/protocol";
import type { SyncTransport } from "~/storage/sync/sync-transport";
import { UploadRefused, uploadUrl, type UploadResponse } from "~/log/upload";

export const ORIGIN = "http://localhost:3000";
const context = {} as AppLoadContext;

export type Fault = "none" | "lost-answer" | "twice";
/** What the transport reads on each call: change it between calls. */
export type Line = { cookie: string; online: boolean; fault: Fault };

async function answer(run: () => unknown): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const post = (path: string, body: string, cookie: string) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", Cookie: cookie, Origin: ORIGIN },
  });

/** Sends (twice when the line says so), then loses the answer when the line says so. */
async function send(line: Line, run: () => Promise<Response>): Promise<Response> {
  if (!line.online) throw new Error("offline");
  let response = await run();
  if (line.fault === "twice") response = await run();
  if (line.fault === "lost-answer") throw new Error("the answer was lost");
  return response;
}

export function routeTransport(line: Line): SyncTransport {
  return {
    async push(body) {
      const request = () => post("/sync/push", JSON.stringify(body), line.cookie);
      const response = await send(line, () => answer(() => pushAction({ request: request(), params: {}, context })));
      if (response.status !== 200) throw new Error(`push answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as PushResponse;
    },
    async pull(after) {
      if (!line.online) throw new Error("offline");
      const request = new Request(`${ORIGIN}/sync/pull?after=${after}`, { headers: { Cookie: line.cookie } });
      const response = await answer(() => pullLoader({ request, params: {}, context }));
      if (response.status !== 200) throw new Error(`pull answered ${response.status}`);
      return (await response.json()) as PullResponse;
    },
    async state() {
      if (!line.online) throw new Error("offline");
      const request = new Request(`${ORIGIN}/sync/state`, { headers: { Cookie: line.cookie } });
      const response = await answer(() => stateLoader({ request, params: {}, context }));
      if (response.status !== 200) throw new Error(`state answered ${response.status}`);
      return (await response.json()) as StateResponse;
    },
    async upload(target, backup) {
      const request = () => post(uploadUrl(target), backup, line.cookie);
      const response = await send(line, () => answer(() => uploadAction({ request: request(), params: {}, context })));
      if ([400, 409, 413].includes(response.status)) {
        throw new UploadRefused(((await response.json()) as { error: string }).error);
      }
      if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as UploadResponse;
    },
  };
}
