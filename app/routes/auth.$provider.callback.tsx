// GET /auth/{provider}/callback: the provider sends the browser back here.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { completeSignIn } from "~/server/auth/sign-in.server";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return completeSignIn(request, params.provider, context);
}
