// GET /auth/session: `{ account: Account | null }` for the client app to mirror locally
// (it keeps working offline with its copy). Never cached.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { AccountResponse } from "~/account/account";
import { getSessionAccount } from "~/auth/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const body: AccountResponse = { account: await getSessionAccount(request) };
  return Response.json(body, { headers: { "Cache-Control": "no-store", Vary: "Cookie" } });
}
