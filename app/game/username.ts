// Usernames made from a provider's handle or name (rule 14, docs/rules.md): bent to the username rules
// of spec §5 (ASCII letters and digits, single '.' or '_' inside, at most 16). Shared by the
// browser's local users and the server's user directory, which each make them unique.
import { LIMITS } from "./constants";
import { usernameSchema } from "./field-schemas";

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

/** `base` with a numeric suffix, cut so the whole stays within the username limit: ('ada', 2) → 'ada2'. */
export function withSuffix(base: string, suffix: number): string {
  const digits = String(suffix);
  return `${trimTo(base, LIMITS.username - digits.length)}${digits}`;
}
