// POST /auth/demo: signs in as the demo account (PREMIUM); 404 when DEMO_SIGNIN=off.
import type { ActionFunctionArgs } from "@remix-run/node";
import { demoSignIn, methodNotAllowed, notFound } from "~/auth/sign-in.server";
import { getEnv } from "~/env.server";

export function action({ request }: ActionFunctionArgs) {
  return demoSignIn(request);
}

export function loader(): never {
  throw getEnv().demoSignin ? methodNotAllowed() : notFound();
}
