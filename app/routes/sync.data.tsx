// GET /sync/data: download what the server holds for sync; POST: delete it (app/server/sync/sync-api.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { syncDataDelete, syncDataDownload } from "~/server/sync/sync-api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return syncDataDownload(request);
}

export function action({ request }: ActionFunctionArgs) {
  return syncDataDelete(request);
}
