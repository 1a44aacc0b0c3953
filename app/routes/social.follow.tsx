// POST /social/follow: follow or stop following a public profile (form or JSON; app/server/social/social-api.server.ts).
import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/server/auth/sign-in.server";
import { followAction } from "~/server/social/social-api.server";

export function action({ request }: ActionFunctionArgs) {
  return followAction(request);
}

export function loader(): never {
  throw methodNotAllowed();
}
