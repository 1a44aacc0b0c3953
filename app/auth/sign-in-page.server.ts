// Shared loader data of the public sign-in pages (/get-started, /create-account).
import { getSignInOptions } from "./authenticator.server";
import { safeReturnTo } from "./return-to";
import { getSessionAccount } from "./session.server";

export async function signInPageData(request: Request) {
  const url = new URL(request.url);
  const account = await getSessionAccount(request);
  return {
    options: getSignInOptions(),
    returnTo: safeReturnTo(url.searchParams.get("returnTo")),
    signedInAs: account ? account.name : null,
  };
}
