// The browser's calls to the social endpoints (protocol.ts). Offline nothing is asked (a failed
// request would log an error in the console): the caller says the feature needs a connection.
import { askServer } from "~/device-session/server-account";
import type { User } from "~/game/entity-schemas";
import { FeedPageSchema, SocialMeSchema, type FeedPageView, type SocialMe } from "./protocol";

export type Answer<T> = { ok: true; value: T } | { ok: false; reason: "offline" | "signed-out" | "failed" };

const failed = (status: number | undefined): Answer<never> => ({
  ok: false,
  reason: status === 401 ? "signed-out" : "failed",
});

/** My Public profile setting and follow lists. */
export async function loadSocialMe(): Promise<Answer<SocialMe>> {
  if (!navigator.onLine) return { ok: false, reason: "offline" };
  const answer = await askServer("/social/me");
  const parsed = answer?.status === 200 ? SocialMeSchema.safeParse(answer.body) : null;
  return parsed?.success ? { ok: true, value: parsed.data } : failed(answer?.status);
}

/** A slow or busy server gets two more chances, a few seconds apart, before the page gives up. */
const LOAD_ATTEMPTS = 3;
const RETRY_DELAY_MS = 2000;

/** `loadSocialMe`, asked again while the server fails and the page still wants the answer. */
export async function loadSocialMePatiently(stillWanted: () => boolean): Promise<Answer<SocialMe>> {
  let answer = await loadSocialMe();
  for (let tries = 1; !answer.ok && answer.reason === "failed" && tries < LOAD_ATTEMPTS && stillWanted(); tries++) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    answer = await loadSocialMe();
  }
  return answer;
}

/** The profile fields a public page shows, from this device's profile (sent with the Public setting). */
export const profileFieldsOf = (user: User) => ({
  bio: user.bio ?? null,
  pictureUrl: user.pictureUrl ?? null,
  location: user.location ?? null,
  url: user.url ?? null,
});

/** Turns Public profile on or off, sending this device's profile fields with it. */
export async function savePublicProfile(isPublic: boolean, user: User): Promise<Answer<{ public: boolean }>> {
  if (!navigator.onLine) return { ok: false, reason: "offline" };
  const answer = await askServer("/social/me", { public: isPublic, profile: profileFieldsOf(user) });
  const value = (answer?.body as { public?: unknown } | null)?.public;
  return answer?.status === 200 && typeof value === "boolean"
    ? { ok: true, value: { public: value } }
    : failed(answer?.status);
}

/** A page of the Friends feed (`before`: the previous page's `next`). */
export async function loadFriendsFeed(before: string | null): Promise<Answer<FeedPageView>> {
  if (!navigator.onLine) return { ok: false, reason: "offline" };
  const query = before ? `?${new URLSearchParams({ before })}` : "";
  const answer = await askServer(`/social/friends${query}`);
  const parsed = answer?.status === 200 ? FeedPageSchema.safeParse(answer.body) : null;
  return parsed?.success ? { ok: true, value: parsed.data } : failed(answer?.status);
}

/** Whether my profile is public, for the Share of a card: null when the server cannot say. */
export async function isMyProfilePublic(): Promise<boolean | null> {
  if (!navigator.onLine) return null;
  const answer = await askServer("/social/me");
  const value = (answer?.body as { public?: unknown } | null)?.public;
  return answer?.status === 200 && typeof value === "boolean" ? value : null;
}
