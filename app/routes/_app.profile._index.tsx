import type { MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/react";
import { SignInRequired } from "~/components/sign-in-required";
import { signInLocalUser } from "~/device-session/local-user";
import { pageMeta } from "~/components/page-meta";

export const meta: MetaFunction = () => pageMeta("Profile", "Your public profile.");

/** /profile goes to your own profile. */
export async function clientLoader() {
  const user = await signInLocalUser();
  if (user) throw redirect(`/profile/${encodeURIComponent(user.username)}`);
  return null;
}

export default function ProfileIndex() {
  return <SignInRequired message="Sign in to see your profile." />;
}
