// GET /social/friends?before=<cursor>: the Friends feed, a page at a time (app/server/social/social-api.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { friendsFeedResponse } from "~/server/social/social-api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return friendsFeedResponse(request);
}
