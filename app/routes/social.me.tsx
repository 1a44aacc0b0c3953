// GET /social/me: my Public profile setting and follow lists; POST: turn Public profile on or off
// (app/server/social/social-api.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { changeSocialMe, socialMe } from "~/server/social/social-api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return socialMe(request);
}

export function action({ request }: ActionFunctionArgs) {
  return changeSocialMe(request);
}
