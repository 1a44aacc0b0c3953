import { Heading, Stack, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { redirect, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { forgetLocalUser, signInLocalUser } from "~/device-session/local-user";
import { keepProfileOnServer } from "~/device-session/profile-on-server";
import { parseInput, ProfileInputSchema } from "~/game/input-schemas";
import { ProfileForm } from "~/components/profile/profile-form";
import { SignInRequired } from "~/components/sign-in-required";
import { intentAction } from "~/intents/pipeline";
import { ProfileIntentSchema, type ProfileFormValues, type ProfileIntent, type ProfileValues } from "~/intents/profile";
import { getBrowserStorage } from "~/storage";
import { notify } from "~/toasts/notify";
import { pageMeta } from "~/components/page-meta";

export const meta: MetaFunction = () => pageMeta("Edit profile", "Change your name, username, bio and links.");

export async function clientLoader() {
  return { user: await signInLocalUser() };
}

/**
 * One save: the form, checked for shape; every field message, then the server's word on the
 * username (unique among all users), then updateProfile here; then on to the new profile.
 */
export const clientAction = intentAction<ProfileIntent, ProfileValues>(ProfileIntentSchema, {
  "profile/save": async ({ type: _, ...values }, user) => {
    await keepProfileOnServer(user, parseInput(ProfileInputSchema, values));
    const saved = await getBrowserStorage().updateProfile(user.id, values);
    // The layout shows the new name once it looks the user up again.
    forgetLocalUser();
    notify.success("Your profile is saved.");
    return redirect(`/profile/${encodeURIComponent(saved.username)}`);
  },
});

export default function EditProfilePage() {
  const { user } = useLoaderData<typeof clientLoader>();
  const result = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const submit = useSubmit();
  if (!user) return <SignInRequired message="Sign in to edit your profile." />;
  const savedErrors = result && !result.ok ? result.fieldErrors : undefined;
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Edit profile
        </Heading>
        <Text color="fg.muted">Fields marked with * are required.</Text>
      </Stack>
      <ProfileForm
        user={user}
        savedErrors={savedErrors}
        busy={navigation.state !== "idle" && navigation.formMethod !== undefined}
        onSubmit={(values: ProfileFormValues) => submit({ type: "profile/save", ...values }, { method: "post" })}
      />
    </Stack>
  );
}
