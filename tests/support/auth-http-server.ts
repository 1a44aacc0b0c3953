// A real HTTP server process for the db suite's concurrency and crash tests: node:http serving
// the sign-in routes' own loaders and actions (the same functions Remix calls), on the database
// of DATABASE_URL, migrated at start as server.ts does, with the mock providers (MOCKS=true).
// Only the sign-in and sync routes: the tests need no page, and a process that starts in about a second
// can be killed and restarted many times. Run: node --import tsx tests/support/auth-http-server.ts
// (PORT, APP_URL, SESSION_SECRET, DATABASE_URL from the environment); it prints "listening" when ready.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AppLoadContext } from "@remix-run/node";
import { startDatabaseOrExit } from "~/db/database.server";
import { loadEnvOrExit } from "~/server/env.server";
import { action as startSignIn } from "~/routes/auth.$provider";
import { loader as callback } from "~/routes/auth.$provider.callback";
import { action as demo } from "~/routes/auth.demo";
import { action as logout } from "~/routes/auth.logout";
import { loader as mockAuthorize } from "~/routes/auth.mock-authorize";
import { loader as session } from "~/routes/auth.session";
import { loader as syncEvents } from "~/routes/sync.events";
import { loader as syncPull } from "~/routes/sync.pull";
import { action as syncPush } from "~/routes/sync.push";
import { action as syncUpload } from "~/routes/sync.upload";
import { startOAuthMocks } from "~/server/auth/mock-oauth-dev.server";

type Handler = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;

const ROUTES: [method: string, pattern: RegExp, handler: Handler][] = [
  ["GET", /^\/auth\/session$/, session],
  ["POST", /^\/auth\/demo$/, demo],
  ["POST", /^\/auth\/logout$/, logout],
  ["GET", /^\/auth\/mock-authorize$/, mockAuthorize],
  ["GET", /^\/auth\/(?<provider>[a-z]+)\/callback$/, callback],
  ["POST", /^\/auth\/(?<provider>[a-z]+)$/, startSignIn],
  // Sync (SYNC=on): the crash and two-process tests push, pull and listen through real processes.
  ["POST", /^\/sync\/push$/, syncPush],
  ["GET", /^\/sync\/pull$/, syncPull],
  ["GET", /^\/sync\/events$/, syncEvents],
  ["POST", /^\/sync\/upload$/, syncUpload],
];

async function toRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const each of value) headers.append(name, each);
  }
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url ?? "/", origin), { method: req.method, headers, body, signal });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (!response.headers.get("Content-Type")?.startsWith("text/event-stream") || !response.body) {
    return void res.end(Buffer.from(await response.arrayBuffer()));
  }
  // The event stream, as it comes, until the client goes.
  res.flushHeaders();
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done && !res.destroyed; chunk = await reader.read())
    res.write(chunk.value);
  res.end();
}

async function handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const path = new URL(req.url ?? "/", origin).pathname;
  const route = ROUTES.find(([method, pattern]) => method === req.method && pattern.test(path));
  if (!route) return send(res, new Response("Not Found", { status: 404 }));
  const [, pattern, handler] = route;
  const params = { ...pattern.exec(path)?.groups };
  let response: unknown;
  const gone = new AbortController();
  res.on("close", () => gone.abort());
  try {
    const request = await toRequest(req, origin, gone.signal);
    response = await handler({ request, params, context: {} as AppLoadContext });
  } catch (thrown) {
    if (!(thrown instanceof Response)) {
      console.error(thrown);
      return send(res, new Response("Internal Server Error", { status: 500 }));
    }
    response = thrown;
  }
  return send(res, response as Response);
}

const env = loadEnvOrExit();
await startDatabaseOrExit();
if (env.mocks) startOAuthMocks();
const server = createServer((req, res) => void handle(req, res, env.appUrl));
server.keepAliveTimeout = 30_000;
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));
