// The one way into the server build's own answers (the API app/entry.server.tsx exports as
// serverApi): the fast paths answer before express and Remix through it.
import type { ServerBuild } from "@remix-run/node";
import type { ServerApi } from "../app/entry.server";

export type { ServerApi };

export function serverApiOf(build: ServerBuild): ServerApi {
  const api = (build.entry.module as { serverApi?: ServerApi }).serverApi;
  if (!api) throw new Error("The server build's entry must export serverApi (app/entry.server.tsx)");
  return api;
}
