// Who may do what with the social endpoints and the server-data endpoints (issue #22), through
// their route modules on both engines: signed out, cross-site, or as someone else, every change
// is refused with a clear status and nothing changes; a user only ever acts as themself.
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { startSession } from "~/server/auth/session.server";
import { getDatabase } from "~/db/database.server";
import { isFollowing } from "~/db/follows.server";
import { profileSettingsOf } from "~/db/profiles.server";
import { findUser, signInAccount } from "~/db/users.server";
import { action as profileAction } from "~/routes/auth.profile";
import { action as followAction } from "~/routes/social.follow";
import { loader as friendsLoader } from "~/routes/social.friends";
import { action as meAction, loader as meLoader } from "~/routes/social.me";
import { action as dataAction, loader as dataLoader } from "~/routes/sync.data";
import { ENGINES, useServerDatabase } from "~test/db";
import { makePublic, type SocialUser } from "~test/social";
import { call, context, Jar, ORIGIN, useEnv } from "../auth/helpers";

let nextAccount = 1;

type Person = SocialUser & { cookie: string };

async function person(name: string): Promise<Person> {
  const db = await getDatabase();
  const now = Date.now() - 60_000;
  const providerId = `social-api-${nextAccount++}`;
  const email = `${providerId}@secret.example`;
  const profile = { provider: "google" as const, providerId, name, email };
  const { user } = await signInAccount(db, profile, "accounts", { now, newId: () => ulid(now) });
  const jar = new Jar().apply(
    await startSession(new Request(`${ORIGIN}/auth/google/callback`), user, profile, "/home"),
  );
  return { id: user.id, username: user.username, name, email, providerId, cookie: jar.header() };
}

const SAME_SITE = { Origin: ORIGIN };
const CROSS_SITE: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }];

function post(
  run: typeof followAction,
  path: string,
  body: string,
  headers: Record<string, string>,
  type = "application/json",
) {
  return call(
    () =>
      run({
        request: new Request(`${ORIGIN}${path}`, {
          method: "POST",
          body,
          headers: { "Content-Type": type, ...headers },
        }),
        params: {},
        context,
      }) as Promise<Response>,
  );
}

const get = (run: typeof meLoader, path: string, cookie: string) =>
  call(
    () =>
      run({
        request: new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
        params: {},
        context,
      }) as Promise<Response>,
  );

describe.each(ENGINES)("social endpoints on %s", (engine) => {
  useServerDatabase(engine, (url) => useEnv({ DATABASE_URL: url, SYNC: "on" }));

  it("follow: signed out 401, cross-site 403, bad input 400, oneself 400, a private profile 404; nothing changes", async () => {
    const [ann, bob] = [await person("Ann Follows"), await person("Bob Private")];
    const follow = (username: string, headers: Record<string, string>) =>
      post(followAction, "/social/follow", JSON.stringify({ username, intent: "follow" }), headers);
    const db = await getDatabase();

    expect((await follow(bob.username, SAME_SITE)).status).toBe(401);
    for (const headers of CROSS_SITE)
      expect((await follow(bob.username, { ...headers, Cookie: ann.cookie })).status).toBe(403);
    const bad = await post(followAction, "/social/follow", JSON.stringify({ username: "x y", intent: "befriend" }), {
      ...SAME_SITE,
      Cookie: ann.cookie,
    });
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { issues: { path: string[] }[] }).issues.map((issue) => issue.path[0]).sort(),
    ).toEqual(["intent", "username"]);
    expect(
      (await post(followAction, "/social/follow", "username=a", { ...SAME_SITE, Cookie: ann.cookie }, "text/plain"))
        .status,
    ).toBe(415);
    await makePublic(db, { ...ann });
    const self = await follow(ann.username, { ...SAME_SITE, Cookie: ann.cookie });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ error: "You cannot follow yourself." });
    const hidden = await follow(bob.username, { ...SAME_SITE, Cookie: ann.cookie });
    expect(hidden.status).toBe(404);
    expect(await db.db.selectFrom("follows").selectAll().execute()).toEqual([]);
  });

  it("follow as oneself only: a form goes back to the profile (303), JSON answers; no body names the follower", async () => {
    const [ann, bob, cid] = [await person("Ann Two"), await person("Bob Two"), await person("Cid Two")];
    const db = await getDatabase();
    await makePublic(db, { ...bob });
    // Whatever the body says about who follows, the session's user is the follower.
    const form = `username=${bob.username}&intent=follow&follower=${cid.id}&followerId=${cid.id}`;
    const answer = await post(
      followAction,
      "/social/follow",
      form,
      { ...SAME_SITE, Cookie: ann.cookie },
      "application/x-www-form-urlencoded",
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/${bob.username}`);
    expect(await isFollowing(db, ann.id, bob.id)).toBe(true);
    expect(await isFollowing(db, cid.id, bob.id)).toBe(false);
    const unfollow = await post(
      followAction,
      "/social/follow",
      JSON.stringify({ username: bob.username, intent: "unfollow" }),
      {
        ...SAME_SITE,
        Cookie: ann.cookie,
      },
    );
    expect(await unfollow.json()).toEqual({ following: false });
    expect(await isFollowing(db, ann.id, bob.id)).toBe(false);
  });

  it("/social/me and /social/friends: the session's own only; a change is same-site and well formed", async () => {
    const ann = await person("Ann Three");
    const db = await getDatabase();
    expect((await get(meLoader, "/social/me", "")).status).toBe(401);
    expect((await get(friendsLoader, "/social/friends", "")).status).toBe(401);
    expect((await get(friendsLoader, "/social/friends?before=garbage", ann.cookie)).status).toBe(400);
    const turnOn = (headers: Record<string, string>, body: unknown = { public: true }) =>
      post(meAction, "/social/me", JSON.stringify(body), headers);
    expect((await turnOn(SAME_SITE)).status).toBe(401);
    for (const headers of CROSS_SITE) expect((await turnOn({ ...headers, Cookie: ann.cookie })).status).toBe(403);
    const badUrl = await turnOn(
      { ...SAME_SITE, Cookie: ann.cookie },
      { public: true, profile: { url: "javascript:alert(1)" } },
    );
    expect(badUrl.status).toBe(400);
    expect((await turnOn({ ...SAME_SITE, Cookie: ann.cookie }, { public: "yes" })).status).toBe(400);
    expect((await profileSettingsOf(db, ann.id)).publicSince).toBeNull();

    const on = await turnOn(
      { ...SAME_SITE, Cookie: ann.cookie },
      { public: true, profile: { bio: "Hi\u202e there", url: "https://ann.example" } },
    );
    expect(on.status).toBe(200);
    expect(await profileSettingsOf(db, ann.id)).toMatchObject({ bio: "Hi there", url: "https://ann.example" });
    const me = (await (await get(meLoader, "/social/me", ann.cookie)).json()) as { public: boolean };
    expect(me.public).toBe(true);
  });

  it("/auth/profile keeps the profile fields, http(s) links only; a refused save changes nothing", async () => {
    const ann = await person("Ann Four");
    const db = await getDatabase();
    const save = (profile: unknown) =>
      post(profileAction, "/auth/profile", JSON.stringify({ username: ann.username, name: "Ann Four", profile }), {
        ...SAME_SITE,
        Cookie: ann.cookie,
      });
    expect((await save({ pictureUrl: "data:image/png;base64,AAAA" })).status).toBe(400);
    expect((await save({ bio: "x".repeat(501) })).status).toBe(400);
    expect((await profileSettingsOf(db, ann.id)).bio).toBeNull();
    expect((await save({ bio: "Runner", location: "Oslo", url: "", pictureUrl: null })).status).toBe(200);
    expect(await profileSettingsOf(db, ann.id)).toMatchObject({ bio: "Runner", location: "Oslo", url: null });
  });

  it("/sync/data: signed out 401, cross-site 403, another user's cookie deletes only that user", async () => {
    const [ann, bob] = [await person("Ann Data"), await person("Bob Data")];
    const db = await getDatabase();
    expect((await get(dataLoader, "/sync/data", "")).status).toBe(401);
    const remove = (headers: Record<string, string>) =>
      post(dataAction, "/sync/data", JSON.stringify({ confirm: "DELETE" }), headers);
    expect((await remove(SAME_SITE)).status).toBe(401);
    for (const headers of CROSS_SITE) expect((await remove({ ...headers, Cookie: ann.cookie })).status).toBe(403);
    expect(await findUser(db, ann.id)).not.toBeNull();
    const download = (await (await get(dataLoader, "/sync/data", bob.cookie)).json()) as { account: { id: string } };
    expect(download.account.id).toBe(bob.id);
    expect(JSON.stringify(download)).not.toContain(ann.email);
    expect((await remove({ ...SAME_SITE, Cookie: bob.cookie })).status).toBe(200);
    expect(await findUser(db, bob.id)).toBeNull();
    expect(await findUser(db, ann.id)).not.toBeNull();
  });
});
