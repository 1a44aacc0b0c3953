// GET /sync/pull?after=N: the user's server log after N (app/server/sync/sync-api.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { syncPull } from "~/server/sync/sync-api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return syncPull(request);
}
