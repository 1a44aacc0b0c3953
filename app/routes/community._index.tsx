// /community/: every community with its member count (server-rendered without JavaScript;
// server.ts answers it before Remix in production).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { communityPageResponse } from "~/server/social/community-page.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return communityPageResponse(request, context);
}
