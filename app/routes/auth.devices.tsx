// GET /auth/devices: the signed-in user's devices. POST (JSON): sign out one device or all of them.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { changeDevices, listDevices } from "~/server/auth/account-api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return listDevices(request);
}

export function action({ request }: ActionFunctionArgs) {
  return changeDevices(request);
}
