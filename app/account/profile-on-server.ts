import type { User } from "~/game/entity-schemas";
import { GameError } from "~/game/errors";
import { USERNAME_TAKEN } from "~/game/username";
import { rememberAccount } from "./current-account";
import { saveServerProfile, USERNAME_UNCHECKED } from "./server-account";

const fieldError = (message: string) => new GameError("VALIDATION", { issues: [{ path: ["username"], message }] });

/**
 * Before a profile edit is saved on this device: the server checks and keeps a new username (and
 * the name) first, since usernames are unique among all users. A taken username is refused at
 * its field with the spec's message. Without the server a new username cannot be checked, so it
 * is refused too; a new name alone is saved on this device and reaches the server with the
 * next username change.
 */
export async function keepProfileOnServer(current: User, values: { username: string; name: string }): Promise<void> {
  if (values.username === current.username && values.name === current.name) return;
  const { outcome, account } = await saveServerProfile({ username: values.username, name: values.name });
  if (outcome === "saved") return void (account && rememberAccount(account));
  if (outcome === "taken") throw fieldError(USERNAME_TAKEN);
  if (outcome === "signed-out") throw new GameError("NO_SESSION");
  if (values.username !== current.username) throw fieldError(USERNAME_UNCHECKED);
}
