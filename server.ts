/**
 * The production server's entry: the environment, the Remix build, the request pipeline
 * (server/app.ts), and a graceful stop on SIGTERM / SIGINT (server/graceful-shutdown.ts).
 * `npm run build` bundles this file into build/server.js, which `npm start` runs with node.
 * Development uses `remix vite:dev` instead (see README).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { startDatabaseOrExit } from "./app/db/database.server";
import { loadEnvOrExit } from "./app/server/env.server";
import { createApp } from "./server/app";
import { closeOnSignals } from "./server/graceful-shutdown";

// A bad environment stops here with a clear message (app/server/env.server.ts).
const env = loadEnvOrExit();
// So does a bad DATABASE_URL or a database that cannot be reached; then the migrations run (ADR 0014).
await startDatabaseOrExit();
// MOCKS=true: fake Google/Discord/Twitter endpoints (msw) before any request is handled.
// A chunk of its own in build/, so msw is loaded only then.
if (env.mocks) (await import("./app/server/auth/mock-oauth-dev.server")).startOAuthMocks();

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

// Remix's server build, made by `npm run build` beside this file's bundle; paths are from the working directory.
const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
const server = createServer(createApp(build, env));
closeOnSignals(server);
server.listen(port, host, () => {
  console.log(`Momentum is listening on http://localhost:${(server.address() as AddressInfo).port}`);
});
