// POST /auth/demo: signs in as the demo account (PREMIUM); 404 when DEMO_SIGNIN=off.
// A GET (a typed or shared address) goes to the sign-in page, where the demo button is.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { demoSignIn, notFound } from "~/server/auth/sign-in.server";
import { getEnv } from "~/server/env.server";

export function action({ request, context }: ActionFunctionArgs) {
  return demoSignIn(request, context);
}

export function loader(): never {
  throw getEnv().demoSignin ? redirect("/create-account") : notFound();
}
