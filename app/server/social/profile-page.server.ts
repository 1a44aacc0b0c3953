// The server's answer for /{username} and /profile/{username} (issues #20, #22, rule 20):
// - the signed-in owner: 200 and the app page, which shows their profile from this device's data;
// - a profile its owner made public: 200 and the public page, server-rendered, no JavaScript;
// - anything else (private, hidden, suspended, unknown): 404, the same page for every case.
import { data } from "@remix-run/node";
import { readSession } from "~/server/auth/session.server";
import { getDatabase } from "~/db/database.server";
import { isFollowing } from "~/db/follows.server";
import { publicProfileOf } from "~/db/public-profile.server";
import { getEnv } from "~/server/env.server";
import { usernameSchema } from "~/game/field-schemas";
import type { PageViewer, ProfilePageData } from "~/social/profile-view";

// The answer depends on the cookie and on data that changes at any moment.
const HEADERS = { "Cache-Control": "no-store", Vary: "Cookie" };

export async function profilePageData(request: Request, username: string | undefined, now = Date.now()) {
  const name = username ?? "";
  const session = name ? await readSession(request) : null;
  if (session && session.user.username.toLowerCase() === name.toLowerCase()) {
    return data<ProfilePageData>({ view: "own" }, { headers: HEADERS });
  }
  const connection = await getDatabase();
  const profile = await publicProfileOf(connection, name, now);
  const viewer = (following: boolean): PageViewer => (session ? { username: session.user.username, following } : null);
  if (!profile) {
    const isUsername = usernameSchema.safeParse(name).success;
    return data<ProfilePageData>(
      { view: "not-found", publicDocument: true, username: name, isUsername, viewer: viewer(false) },
      { status: 404, headers: HEADERS },
    );
  }
  const following = session ? await isFollowing(connection, session.userId, profile.userId) : false;
  return data<ProfilePageData>(
    { view: "public", publicDocument: true, profile, viewer: viewer(following), origin: getEnv().appUrl },
    { headers: HEADERS },
  );
}
