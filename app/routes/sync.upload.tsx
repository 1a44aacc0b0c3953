// POST /sync/upload?clientId=…&mutationId=…: a device's history from before sync (app/server/sync/sync-api.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { syncUpload } from "~/server/sync/sync-api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return syncUpload(request);
}

export function action({ request }: ActionFunctionArgs) {
  return syncUpload(request);
}
