// GET /sync/events: the user's poke stream (app/server/sync/sync-api.server.ts). The production server
// answers it before express (server/sync-events.ts), where compression would hold events back.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { syncEvents } from "~/server/sync/sync-api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return syncEvents(request);
}
