// POST /auth/logout: ends the session and goes home.
import type { ActionFunctionArgs } from "@remix-run/node";
import { logout, methodNotAllowed } from "~/server/auth/sign-in.server";

export function action({ request }: ActionFunctionArgs) {
  return logout(request);
}

export function loader(): never {
  throw methodNotAllowed();
}
