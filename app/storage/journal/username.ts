// Unique usernames among this device's local users (the rules themselves are in game/username).
import { withSuffix } from "~/game/username";

export { deriveUsername, USERNAME_TAKEN } from "~/game/username";

/** `base`, or `base` + 2, 3, … (cut to fit 16) until `isTaken` says no. */
export async function uniqueUsername(base: string, isTaken: (name: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let n = 2; ; n++) {
    const name = withSuffix(base, n);
    if (!(await isTaken(name))) return name;
  }
}
