// The social endpoints (issue #22; requests and answers in protocol.ts). Every one needs the
// session's user and acts only as that user; every POST must come from this site. Whatever shows
// another person goes through the visibility filters of app/db/social-visibility.server.ts.
import { getDatabase } from "~/db/database.server";
import { follow, followsOf, unfollow } from "~/db/follows.server";
import { decodeCursor, friendsFeed } from "~/db/friends-feed.server";
import { profileSettingsOf, saveProfileFields, setProfilePublic } from "~/db/profiles.server";
import { json, problem, requireSession } from "~/server/auth/json-api.server";
import { isForm, readBody } from "./api-helpers.server";
import { forgetCommunityViews } from "./community-view.server";
import { FollowRequestSchema, PublicProfileChangeSchema, type FeedPageView, type SocialMe } from "~/social/protocol";

/** Where a follow form goes back to: the profile it was on (a username is always a safe local path). */
const profilePath = (username: string) => `/${encodeURIComponent(username)}`;

/**
 * POST /social/follow: follow or stop following a visible profile. A form (the public page works
 * without JavaScript) goes back to the profile with 303; JSON gets `{following}`.
 */
export async function followAction(request: Request): Promise<Response> {
  const session = await requireSession(request);
  const asForm = isForm(request);
  const { username, intent } = await readBody(request, FollowRequestSchema, { forms: true });
  const connection = await getDatabase();
  if (intent === "unfollow") {
    await unfollow(connection, session.userId, username);
  } else {
    const outcome = await follow(connection, session.userId, username, Date.now());
    if (outcome === "self") return problem(400, "You cannot follow yourself.");
    if (outcome === "not-visible") return problem(404, `There is no public profile @${username} to follow.`);
  }
  const following = intent === "follow";
  if (asForm)
    return new Response(null, {
      status: 303,
      headers: { Location: profilePath(username), "Cache-Control": "no-store" },
    });
  return json({ following });
}

/** GET /social/friends?before=<cursor>: the Friends feed of the session's user, newest first. */
export async function friendsFeedResponse(request: Request): Promise<Response> {
  const session = await requireSession(request);
  const before = new URL(request.url).searchParams.get("before");
  const cursor = before === null ? null : decodeCursor(before);
  if (before !== null && cursor === null) return problem(400, "before must be the next value of an earlier page.");
  const page: FeedPageView = await friendsFeed(await getDatabase(), session.userId, { before: cursor });
  return json(page);
}

/** GET /social/me: whether the session's profile is public, and the people it follows and who follow it. */
export async function socialMe(request: Request): Promise<Response> {
  const session = await requireSession(request);
  const connection = await getDatabase();
  const [settings, follows] = await Promise.all([
    profileSettingsOf(connection, session.userId),
    followsOf(connection, session.userId),
  ]);
  const me: SocialMe = { public: settings.publicSince !== null, publicSince: settings.publicSince, ...follows };
  return json(me);
}

/**
 * POST /social/me {public, profile?}: turns Public profile on or off. The device sends the
 * profile fields it holds with it, so the public page shows what the owner last saved.
 */
export async function changeSocialMe(request: Request): Promise<Response> {
  const session = await requireSession(request);
  const change = await readBody(request, PublicProfileChangeSchema);
  const connection = await getDatabase();
  const now = Date.now();
  if (change.profile) await saveProfileFields(connection, session.userId, change.profile, now);
  const publicSince = await setProfilePublic(connection, session.userId, change.public, now);
  // The boards of this process show the change on the next request, not after VIEW_TTL_MS.
  forgetCommunityViews();
  return json({ public: publicSince !== null, publicSince });
}
