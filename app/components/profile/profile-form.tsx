import { Button, Fieldset, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { Link } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { firstMessages } from "~/components/field-messages";
import { FormField } from "~/components/form-field";
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

  return (
    <form onSubmit={submit} noValidate aria-label="Edit profile">
      <Stack gap="6">
        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold">
            Public profile
          </Fieldset.Legend>
          <Fieldset.HelperText>Shown on your profile page on this device.</Fieldset.HelperText>
          <Fieldset.Content>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField name="name" label="Name" required defaultValue={user.name} error={errors.name} />
              <FormField
                name="username"
                label="Username"
                required
                defaultValue={user.username}
                error={errors.username}
                helper="Up to 16 letters, digits, dots or underscores; your profile lives at /{username}."
              />
            </SimpleGrid>
            <FormField
              name="bio"
              label="Bio"
              multiline
              defaultValue={user.bio}
              error={errors.bio}
              helper="Up to 500 characters. Links and @mentions are welcome."
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField name="location" label="Location" defaultValue={user.location} error={errors.location} />
              <FormField
                name="url"
                label="Website"
                type="url"
                defaultValue={user.url}
                error={errors.url}
                helper="An http:// or https:// address."
              />
            </SimpleGrid>
            <FormField
              name="pictureUrl"
              label="Picture URL"
              type="url"
              defaultValue={user.pictureUrl}
              error={errors.pictureUrl}
              helper="A link to an image; your initials show when there is none."
            />
          </Fieldset.Content>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold">
            Private details
          </Fieldset.Legend>
          <Fieldset.HelperText>Never shown on your profile.</Fieldset.HelperText>
          <Fieldset.Content>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                name="email"
                label="Email"
                type="email"
                defaultValue={user.email}
                error={errors.email}
                helper="Optional."
              />
              <FormField
                name="birthDate"
                label="Birth date"
                defaultValue={user.birthDate === undefined ? undefined : dayOf(user.birthDate)}
                error={errors.birthDate}
                helper="YYYY-MM-DD, for example 1990-07-01. Optional."
              />
            </SimpleGrid>
          </Fieldset.Content>
        </Fieldset.Root>
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
