// POST /auth/{google|discord|twitter}: starts the provider's sign-in (form field `returnTo`).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { beginSignIn, requireProvider } from "~/server/auth/sign-in.server";

export function action({ request, params }: ActionFunctionArgs) {
  return beginSignIn(request, params.provider);
}

/** A GET (bookmark, reload) cannot start a sign-in: send people to the choices. */
export function loader({ params }: LoaderFunctionArgs) {
  requireProvider(params.provider);
  return redirect("/create-account");
}
