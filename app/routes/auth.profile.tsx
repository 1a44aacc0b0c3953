// POST /auth/profile (JSON { username, name }): the server checks and keeps the username.
import type { ActionFunctionArgs } from "@remix-run/node";
import { changeProfile } from "~/server/auth/account-api.server";
import { methodNotAllowed } from "~/server/auth/sign-in.server";

export function action({ request }: ActionFunctionArgs) {
  return changeProfile(request);
}

export function loader(): never {
  throw methodNotAllowed();
}
