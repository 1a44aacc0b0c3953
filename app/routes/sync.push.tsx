// POST /sync/push: a device's pending actions (app/server/sync/sync-api.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { syncPush } from "~/server/sync/sync-api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return syncPush(request);
}

export function action({ request }: ActionFunctionArgs) {
  return syncPush(request);
}
