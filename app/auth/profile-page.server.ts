// The server's answer for /{username} and /profile/{username} (issue #20): 200 only for the
// signed-in user's own username, 404 for everything else, known username or not, until public
// profiles exist (issue #22, rule 20, docs/rules.md). The page itself is the app shell; its data is local.
import { data } from "@remix-run/node";
import { readSession } from "./session.server";

export async function profilePageStatus(request: Request, username: string | undefined) {
  const session = username ? await readSession(request) : null;
  const own = session !== null && session.user.username.toLowerCase() === username?.toLowerCase();
  return data(null, { status: own ? 200 : 404, headers: { "Cache-Control": "no-store", Vary: "Cookie" } });
}
