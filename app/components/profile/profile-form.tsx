import { Button, Fieldset, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { Link } from "@remix-run/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { firstMessages } from "~/intents/field-messages";
import { FormField, type FormFieldProps } from "~/components/form-field";
import { dayOf } from "~/game/day";
import type { User } from "~/game/entity-schemas";
import { ProfileInputSchema } from "~/game/input-schemas";
import { PROFILE_FIELDS, type ProfileFormValues } from "~/intents/profile";
import { BRAND_CTA } from "~/theme/brand";

type ProfileFormProps = {
  user: User;
  /** Messages from the last save (e.g. 'Username is already taken.'). */
  savedErrors: Record<string, string> | undefined;
  busy: boolean;
  onSubmit: (values: ProfileFormValues) => void;
};

/** The form's fields as the user has them now (all text). */
function currentValues(user: User): ProfileFormValues {
  const { name, username, email, bio, location, url, pictureUrl, birthDate } = user;
  return {
    name,
    username,
    email: email ?? "",
    bio: bio ?? "",
    location: location ?? "",
    url: url ?? "",
    pictureUrl: pictureUrl ?? "",
    birthDate: birthDate === undefined ? "" : dayOf(birthDate),
  };
}

function ProfileFieldset({ legend, helper, children }: { legend: string; helper: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {legend}
      </Fieldset.Legend>
      <Fieldset.HelperText>{helper}</Fieldset.HelperText>
      <Fieldset.Content>{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}

/** Two fields side by side from medium screens up. */
function Pair({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {children}
    </SimpleGrid>
  );
}

function valuesOf(form: HTMLFormElement): ProfileFormValues {
  const data = new FormData(form);
  const values = {} as ProfileFormValues;
  for (const field of PROFILE_FIELDS) {
    const value = data.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/**
 * Edits the profile with the rules of spec §5, each message at its field, word for
 * word. Nothing is sent while a field is invalid; the storage checks again and adds
 * what only it can know (a username someone else has).
 */
export function ProfileForm({ user, savedErrors, busy, onSubmit }: ProfileFormProps) {
  // Local messages belong to the save result they were made after; a newer result replaces them.
  const [local, setLocal] = useState<{ errors: Record<string, string>; after: unknown } | null>(null);
  const errors = local && local.after === savedErrors ? local.errors : (savedErrors ?? {});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = valuesOf(event.currentTarget);
    const parsed = ProfileInputSchema.safeParse(values);
    if (!parsed.success) {
      setLocal({ errors: firstMessages(parsed.error.issues), after: savedErrors });
      return;
    }
    setLocal(null);
    onSubmit(values);
  }

  const current = currentValues(user);
  const field = (name: keyof ProfileFormValues, label: string, more: Partial<FormFieldProps> = {}) => (
    <FormField name={name} label={label} defaultValue={current[name]} error={errors[name]} {...more} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Edit profile">
      <Stack gap="6">
        <ProfileFieldset
          legend="Public profile"
          helper="Shown on your profile page; anyone can see it while Public profile is on in Settings."
        >
          <Pair>
            {field("name", "Name", { required: true })}
            {field("username", "Username", {
              required: true,
              helper: "Up to 16 letters, digits, dots or underscores; your profile lives at /{username}.",
            })}
          </Pair>
          {field("bio", "Bio", { multiline: true, helper: "Up to 500 characters. Links and @mentions are welcome." })}
          <Pair>
            {field("location", "Location")}
            {field("url", "Website", { type: "url", helper: "An http:// or https:// address." })}
          </Pair>
          {field("pictureUrl", "Picture URL", {
            type: "url",
            helper: "A link to an image; your initials show when there is none.",
          })}
        </ProfileFieldset>
        <ProfileFieldset legend="Private details" helper="Never shown on your profile.">
          <Pair>
            {field("email", "Email", { type: "email", helper: "Optional." })}
            {field("birthDate", "Birth date", { helper: "YYYY-MM-DD, for example 1990-07-01. Optional." })}
          </Pair>
        </ProfileFieldset>
        <HStack justify="flex-end" gap="3">
          <Button asChild variant="ghost">
            <Link to={`/profile/${user.username}`}>Cancel</Link>
          </Button>
          <Button type="submit" loading={busy} loadingText="Saving…" {...BRAND_CTA}>
            Save profile
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
