// GET /auth/session: `{ account }` for the client app to mirror locally (it keeps working
// offline with its copy): the account, the server user's id and username, tier and admin flag,
// or null. Each answer is checked against the server's sessions; never cached. A session whose
// expiry moved forward gets its cookie again with a fresh Max-Age.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { AccountResponse } from "~/account/account";
import { readSession, renewedCookie, signedInAccount } from "~/auth/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await readSession(request);
  const body: AccountResponse = { account: session ? signedInAccount(session) : null };
  const headers = new Headers({ "Cache-Control": "no-store", Vary: "Cookie" });
  if (session?.renewed) headers.append("Set-Cookie", await renewedCookie(session));
  return Response.json(body, { headers });
}
