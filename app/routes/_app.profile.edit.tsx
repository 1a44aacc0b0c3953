import { Heading, Stack, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import {
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
  type ClientActionFunctionArgs,
} from "@remix-run/react";
import { firstMessages } from "~/components/form-field";
import { ProfileForm, type ProfileFormValues } from "~/components/profile/profile-form";
import { ProfileIntentSchema } from "~/components/profile/profile-intent";
import { SignInRequired } from "~/components/sign-in-required";
import { GameError, toGameError } from "~/game/errors";
import { parseInput, ProfileInputSchema } from "~/game/input-schemas";
import { keepProfileOnServer } from "~/account/profile-on-server";
import { forgetLocalUser, signInLocalUser } from "~/account/local-user";
import { getBrowserStorage } from "~/storage";
import { notify, notifyError } from "~/toasts/notify";

export const meta: MetaFunction = () => [
  { title: "Edit profile | Momentum" },
  { name: "description", content: "Change your name, username, bio and links." },
];

export async function clientLoader() {
  return { user: await signInLocalUser() };
}

export type ProfileSaveResult = { ok: false; fieldErrors: Record<string, string> };

/** One save: the form, checked for shape, handed to updateProfile; then on to the new profile. */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ProfileSaveResult | Response> {
  try {
    const parsed = ProfileIntentSchema.safeParse(Object.fromEntries(await request.formData()));
    if (!parsed.success) throw new GameError("UNKNOWN_ERROR", { detail: parsed.error.message });
    const user = await signInLocalUser();
    if (!user) throw new GameError("NO_SESSION");
    // Every field message first, then the server's word on the username, then the save here.
    await keepProfileOnServer(user, parseInput(ProfileInputSchema, parsed.data));
    const saved = await getBrowserStorage().updateProfile(user.id, parsed.data);
    // The layout shows the new name once it looks the user up again.
    forgetLocalUser();
    notify.success("Your profile is saved.");
    return redirect(`/profile/${encodeURIComponent(saved.username)}`);
  } catch (error) {
    const gameError = toGameError(error);
    if (gameError.code !== "VALIDATION") notifyError(gameError);
    return { ok: false, fieldErrors: firstMessages(gameError.issues) };
  }
}

export default function EditProfilePage() {
  const { user } = useLoaderData<typeof clientLoader>();
  const result = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const submit = useSubmit();
  if (!user) return <SignInRequired message="Sign in to edit your profile." />;
  const savedErrors = result && "fieldErrors" in result ? result.fieldErrors : undefined;
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
        onSubmit={(values: ProfileFormValues) => submit(values, { method: "post" })}
      />
    </Stack>
  );
}
