// Shared loader data of the public sign-in pages (/get-started, /create-account).
import { getSignInOptions } from "./authenticator.server";
import { safeReturnTo } from "./return-to";
import { readSession } from "./session.server";

export async function signInPageData(request: Request) {
  const url = new URL(request.url);
  // Only a request with a session cookie reaches the database.
  const session = await readSession(request);
  return {
    options: getSignInOptions(),
    returnTo: safeReturnTo(url.searchParams.get("returnTo")),
    signedInAs: session ? session.user.name : null,
  };
}
