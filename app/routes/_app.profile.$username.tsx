import { Stack } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { ProfileHeader, ProfileStats } from "~/components/profile/profile-header";
import type { Viewer } from "~/components/home/card-menu";
import { ProfileItems } from "~/components/profile/profile-items";
import { ProfileNotFound } from "~/components/profile/profile-not-found";
import { usernameSchema } from "~/game/field-schemas";
import { getBrowserStorage } from "~/storage";
import { useAppUser } from "./_app";

// Also the module of /{username} (_app.$username.tsx re-exports it).

/** A profile from this device's data; an unknown name is a not-found page, not an error. */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const username = params.username ?? "";
  if (!usernameSchema.safeParse(username).success) {
    return { state: "not-found" as const, username, isUsername: false };
  }
  const storage = getBrowserStorage();
  const user = await storage.findUserByUsername(username);
  if (!user) return { state: "not-found" as const, username, isUsername: true };
  return { state: "found" as const, home: await storage.loadHome(user.id) };
}

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
      { name: "description", content: "There is no profile with this username on this device." },
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
