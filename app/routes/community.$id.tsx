// /community/{id}: a community's page (GET, server-rendered without JavaScript; server.ts
// answers it before Remix in production) and joining or leaving it (POST, a plain form).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { communityPageResponse } from "~/server/social/community-page.server";
import { changeMembership } from "~/server/social/membership.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return communityPageResponse(request, context);
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return changeMembership(request, params.id, context);
}
