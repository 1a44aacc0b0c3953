import { Stack } from "@chakra-ui/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { ProfileHeader, ProfileStats } from "~/components/profile/profile-header";
import type { Viewer } from "~/components/home/card-menu";
import { ProfileItems } from "~/components/profile/profile-items";
import { ProfileNotFound } from "~/components/profile/profile-not-found";
import { usernameSchema } from "~/game/field-schemas";
import { signInLocalUser } from "~/account/local-user";
import { profilePageStatus } from "~/auth/profile-page.server";
import { getBrowserStorage } from "~/storage";
import { useAppUser } from "./_app";

// Also the module of /{username} (_app.$username.tsx re-exports it).

/** The document's status: 200 for your own username, 404 for any other (the page is the app shell). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return profilePageStatus(request, params.username);
}

/**
 * Your own profile from this device's data (also offline); any other name is a not-found page,
 * as the server says, until profiles can be made public (issue #22).
 */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const username = params.username ?? "";
  if (!usernameSchema.safeParse(username).success) {
    return { state: "not-found" as const, username, isUsername: false };
  }
  const viewer = await signInLocalUser();
  if (!viewer || viewer.username.toLowerCase() !== username.toLowerCase()) {
    return { state: "not-found" as const, username, isUsername: true };
  }
  return { state: "found" as const, home: await getBrowserStorage().loadHome(viewer.id) };
}
// The server's answer carries no data: the page always reads this device's.
clientLoader.hydrate = true as const;

type ProfileData = Awaited<ReturnType<typeof clientLoader>>;

export const meta: MetaFunction = ({ data: loaded }) => {
  // Undefined while the server renders the app shell; the client loader's data after.
  const data = loaded as ProfileData | undefined;
  if (data?.state === "found") {
    const { user } = data.home;
    return [
      { title: `${user.name} (@${user.username}) | Momentum` },
      { name: "description", content: `${user.name}'s habits, goals and progress on Momentum.` },
    ];
  }
  if (data?.state === "not-found") {
    return [
      { title: data.isUsername ? "Profile not found | Momentum" : "Page not found | Momentum" },
      { name: "description", content: "There is no profile to show at this address." },
    ];
  }
  return [{ title: "Profile | Momentum" }, { name: "description", content: "A Momentum profile." }];
};

export default function ProfilePage() {
  const data = useLoaderData<typeof clientLoader>();
  const viewer = useAppUser();
  if (data.state === "not-found") {
    return <ProfileNotFound username={data.username} isUsername={data.isUsername} viewer={viewer} />;
  }
  const { home } = data;
  const looking: Viewer = viewer === null ? "signed-out" : viewer.id === home.user.id ? "owner" : "signed-in";
  return (
    <Stack gap="8" maxW="4xl">
      <ProfileHeader user={home.user} isOwner={looking === "owner"} />
      <ProfileStats home={home} />
      <ProfileItems home={home} viewer={looking} />
    </Stack>
  );
}
