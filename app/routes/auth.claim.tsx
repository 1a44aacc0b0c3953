// POST /auth/claim (JSON { userId }): a brand-new server user takes the id of this device's local data.
import type { ActionFunctionArgs } from "@remix-run/node";
import { claimLocalId } from "~/server/auth/account-api.server";
import { methodNotAllowed } from "~/server/auth/sign-in.server";

export function action({ request }: ActionFunctionArgs) {
  return claimLocalId(request);
}

export function loader(): never {
  throw methodNotAllowed();
}
