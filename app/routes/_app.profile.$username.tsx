import { Stack } from "@chakra-ui/react";
import type { HeadersFunction, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from "@remix-run/node";
import { redirectDocument, useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { ProfileHeader, ProfileStats } from "~/components/profile/profile-header";
import type { Viewer } from "~/components/home/card-menu";
import { OwnSocial } from "~/components/profile/own-social";
import { ProfileItems } from "~/components/profile/profile-items";
import { ProfileNotFound } from "~/components/profile/profile-not-found";
import { PublicProfilePage } from "~/components/profile/public-profile";
import { profileMeta } from "~/components/profile/profile-meta";
import { usernameSchema } from "~/game/field-schemas";
import { signInLocalUser } from "~/device-session/local-user";
import type { RouteHandle } from "~/seo/route-handle";
import { profilePageData } from "~/server/social/profile-page.server";
import type { ProfilePageData } from "~/social/profile-view";
import { getBrowserStorage } from "~/storage";
import { useAppUser } from "./_app";

// Also the module of /{username} (_app.$username.tsx re-exports it).

/** Someone else's profile is a public page the server renders, without app JavaScript (ADR 0025). */
export const handle: RouteHandle = { publicDocument: PublicProfilePage };

/** Own username: the app page (200). A public profile: its public page (200). Anything else: 404. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return profilePageData(request, params.username);
}

/** The loader's headers on the page itself: never cached, varies with the cookie. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * Your own profile from this device's data (also offline). Another name is the server's to
 * answer: going there from inside the app loads it as a page (the server's public page or its
 * 404), except on that page's own first load, which shows the not-found page.
 */
export async function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  const username = params.username ?? "";
  if (!usernameSchema.safeParse(username).success) {
    return { state: "not-found" as const, username, isUsername: false };
  }
  const viewer = await signInLocalUser();
  if (!viewer || viewer.username.toLowerCase() !== username.toLowerCase()) {
    const path = new URL(request.url).pathname;
    if (path !== window.location.pathname) throw redirectDocument(path);
    return { state: "not-found" as const, username, isUsername: true };
  }
  return { state: "found" as const, home: await getBrowserStorage().loadHome(viewer.id) };
}
// The server's answer carries no data for the owner: the page always reads this device's.
clientLoader.hydrate = true as const;

type ProfileData = Awaited<ReturnType<typeof clientLoader>>;

export const meta: MetaFunction = ({ data: loaded }): MetaDescriptor[] => {
  // The server's data while it renders (a public page, or the owner's app shell); the client loader's after.
  const data = loaded as ProfileData | ProfilePageData | undefined;
  if (data && "view" in data && data.view !== "own") return profileMeta(data);
  if (data && "state" in data && data.state === "found") {
    const { user } = data.home;
    return [
      { title: `${user.name} (@${user.username}) | Momentum` },
      { name: "description", content: `${user.name}'s habits, goals and progress on Momentum.` },
    ];
  }
  if (data && "state" in data) {
    return profileMeta({ view: "not-found", publicDocument: true, ...data, viewer: null });
  }
  return [{ title: "Profile | Momentum" }, { name: "description", content: "A Momentum profile." }];
};

export default function ProfilePage() {
  const data = useLoaderData<typeof clientLoader>();
  const viewer = useAppUser();
  if (data.state === "not-found") {
    return (
      <ProfileNotFound
        username={data.username}
        isUsername={data.isUsername}
        viewerUsername={viewer?.username ?? null}
      />
    );
  }
  const { home } = data;
  const looking: Viewer = viewer === null ? "signed-out" : viewer.id === home.user.id ? "owner" : "signed-in";
  return (
    <Stack gap="8" maxW="4xl">
      <ProfileHeader user={home.user} isOwner={looking === "owner"} />
      <ProfileStats home={home} />
      <ProfileItems home={home} viewer={looking} />
      {/* Last: it comes from the server after the page, and would push the habits down as it grows. */}
      {looking === "owner" ? <OwnSocial username={home.user.username} /> : null}
    </Stack>
  );
}
