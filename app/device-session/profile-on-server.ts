import type { User } from "~/game/entity-schemas";
import { GameError } from "~/game/errors";
import { USERNAME_TAKEN } from "~/game/username";
import { rememberAccount } from "./current-account";
import { saveServerProfile, USERNAME_UNCHECKED } from "./server-account";

const fieldError = (message: string) => new GameError("VALIDATION", { issues: [{ path: ["username"], message }] });

type ProfileChange = {
  username: string;
  name: string;
  bio?: string;
  location?: string;
  url?: string;
  pictureUrl?: string;
};

/** What a public profile shows besides name and username (issue #22): absent means none. */
const publicFieldsOf = (values: Omit<ProfileChange, "username" | "name">) => ({
  bio: values.bio ?? null,
  pictureUrl: values.pictureUrl ?? null,
  location: values.location ?? null,
  url: values.url ?? null,
});

/**
 * Before a profile edit is saved on this device: the server checks and keeps a new username (and
 * the name and the public profile's fields) first, since usernames are unique among all users. A
 * taken username is refused at its field with the spec's message. Without the server a new
 * username cannot be checked, so it is refused too; other changes are saved on this device and
 * reach the server with the next save (or when Public profile is turned on).
 */
export async function keepProfileOnServer(current: User, values: ProfileChange): Promise<void> {
  const profile = publicFieldsOf(values);
  const unchanged =
    values.username === current.username &&
    values.name === current.name &&
    JSON.stringify(profile) === JSON.stringify(publicFieldsOf(current));
  if (unchanged) return;
  const { outcome, account } = await saveServerProfile({ username: values.username, name: values.name, profile });
  if (outcome === "saved") return void (account && rememberAccount(account));
  if (outcome === "taken") throw fieldError(USERNAME_TAKEN);
  if (outcome === "signed-out") throw new GameError("NO_SESSION");
  if (values.username !== current.username) throw fieldError(USERNAME_UNCHECKED);
}
