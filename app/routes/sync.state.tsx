// GET /sync/state: the user's state at the log's head, for a new device (app/server/sync/sync-api.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { syncState } from "~/server/sync/sync-api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return syncState(request);
}
