// Usernames for new local users (rule 14, docs/rules.md): derived from the provider's
// handle or name, bent to the username rules of spec §5 (ASCII letters and
// digits, single '.' or '_' inside, at most 16), then made unique.
import { LIMITS } from "~/game/constants";
import { usernameSchema } from "~/game/field-schemas";

export const USERNAME_TAKEN = "Username is already taken.";
const FALLBACK = "user";

const trimTo = (name: string, length: number) => name.slice(0, length).replace(/[._]+$/, "");

/** 'José Álvarez' → 'jose_alvarez', '@Ann.Lee' → 'ann.lee', '李' → 'user'. */
export function deriveUsername(source: string): string {
  // Accents off (é → e + ◌́ → e), then every other non-alphanumeric becomes a separator.
  const ascii = source
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/^\s*@+/, "");
  let out = "";
  for (const ch of ascii) {
    if (/[A-Za-z0-9]/.test(ch)) out += ch.toLowerCase();
    else out += ch === "." ? "." : "_";
  }
  out = out.replace(/[._]{2,}/g, (run) => (run.includes(".") && !run.includes("_") ? "." : "_"));
  out = trimTo(out.replace(/^[._]+/, ""), LIMITS.username);
  return usernameSchema.safeParse(out).success ? out : FALLBACK;
}

/** `base`, or `base` + 2, 3, … (cut to fit 16) until `isTaken` says no. */
export async function uniqueUsername(base: string, isTaken: (name: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const name = `${trimTo(base, LIMITS.username - suffix.length)}${suffix}`;
    if (!(await isTaken(name))) return name;
  }
}
