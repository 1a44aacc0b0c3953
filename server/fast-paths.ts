// Step 5 of the pipeline (server/app.ts): the bodyless requests the server answers itself,
// before express and Remix, as one table tried in order. Each entry names the methods it takes
// and answers whether it took the request; one that must look something up before it knows (a
// public document) answers a promise, and comes last.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { communityPageResponder } from "./community-pages";
import { SAFE_METHODS } from "./front-door";
import { publicDocumentResponder } from "./public-documents";
import { sessionResponder } from "./session-endpoint";
import { SYNC_API_PATHS, type syncApiResponder } from "./sync-api";
import { syncEventsResponder } from "./sync-events";

/** A bodyless request with a canonical path, and the nonce of its answer. */
export type FastAsk = { req: IncomingMessage; res: ServerResponse; pathname: string; nonce: string };

type FastPath = {
  name: string;
  methods: ReadonlySet<string>;
  serve: (ask: FastAsk) => boolean | Promise<boolean>;
};

const GET: ReadonlySet<string> = new Set(["GET"]);

/** The table, built once per server from the build's handlers; the sync API's responder is shared with step 4. */
export function fastPathsOf(
  build: ServerBuild,
  serveSyncApi: ReturnType<typeof syncApiResponder>,
): readonly FastPath[] {
  const serveSession = sessionResponder(build);
  const serveSyncEvents = syncEventsResponder(build);
  const serveCommunityPage = communityPageResponder(build);
  const servePublicDocument = publicDocumentResponder(build);
  const exactly = (url: string, serve: (req: IncomingMessage, res: ServerResponse) => Promise<void>) => {
    return ({ req, res }: FastAsk) => req.url === url && (void serve(req, res), true);
  };
  return [
    // Asked once by every app page load.
    { name: "session", methods: GET, serve: exactly("/auth/session", serveSession) },
    // The sync poke stream: no compression buffering.
    { name: "sync events", methods: GET, serve: exactly("/sync/events", serveSyncEvents) },
    // The community pages: 1,000 requests/s.
    {
      name: "community pages",
      methods: GET,
      serve: ({ req, res, pathname, nonce }) => serveCommunityPage(req, res, pathname, nonce),
    },
    // pull and state (push and upload carry a body: step 4 reads it first).
    {
      name: "sync API",
      methods: SAFE_METHODS,
      serve: ({ req, res, pathname }) => SYNC_API_PATHS.has(pathname) && (void serveSyncApi(req, res, pathname), true),
    },
    // Someone's profile, already rendered for the data its loaders give now (ADR 0025).
    { name: "public documents", methods: GET, serve: ({ req, res, nonce }) => servePublicDocument(req, res, nonce) },
  ];
}

/** The first entry of `paths` that takes `ask`: true, or its promise; false when none does. */
export function serveFastPath(paths: readonly FastPath[], ask: FastAsk): boolean | Promise<boolean> {
  const method = ask.req.method ?? "GET";
  for (const path of paths) {
    if (!path.methods.has(method)) continue;
    const taken = path.serve(ask);
    if (taken !== false) return taken;
  }
  return false;
}
