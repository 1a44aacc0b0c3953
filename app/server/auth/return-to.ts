// Where to go after signing in. Shared and pure: used by the sign-in pages, the auth
// routes and the callback. Only same-site paths pass; anything doubtful becomes /home.

export const DEFAULT_RETURN_TO = "/home";
const MAX_LENGTH = 2048;
const DECODE_ROUNDS = 3;
const BASE = "http://momentum.invalid";

/** Printable ASCII only: rules out control characters, spaces and look-alike Unicode slashes. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\x00-\x1f\x7f]/;

function isSafePathForm(path: string): boolean {
  if (!path.startsWith("/")) return false; // relative paths, schemes, "javascript:"…
  if (path.startsWith("//")) return false; // protocol-relative: //evil.com
  if (path.includes("\\")) return false; // browsers read "\" as "/": /\evil.com
  if (!PRINTABLE_ASCII.test(path)) return false;
  return true;
}

/**
 * Returns `value` if it is a path on this site ("/home?x=1", "/profile/edit"), else "/home".
 * Percent-encoded tricks ("/%2F%2Fevil.com", "%5C") are decoded and checked again, and
 * the auth routes themselves are refused so a sign-in can never loop back into one.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return DEFAULT_RETURN_TO;
  if (!isSafePathForm(value)) return DEFAULT_RETURN_TO;

  let decoded = value;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return DEFAULT_RETURN_TO; // malformed escapes
    }
    if (next === decoded) break;
    if (next.includes("\\") || next.startsWith("//") || CONTROL.test(next)) return DEFAULT_RETURN_TO;
    decoded = next;
  }
  // Still-encoded slashes after several rounds: nobody links like that but an attacker.
  if (/%(2f|5c)/i.test(decoded)) return DEFAULT_RETURN_TO;

  for (const form of new Set([value, decoded])) {
    let url: URL;
    try {
      url = new URL(form, BASE);
    } catch {
      return DEFAULT_RETURN_TO;
    }
    if (url.origin !== BASE) return DEFAULT_RETURN_TO;
    const path = url.pathname.toLowerCase();
    if (path === "/auth" || path.startsWith("/auth/")) return DEFAULT_RETURN_TO;
  }
  return value;
}
