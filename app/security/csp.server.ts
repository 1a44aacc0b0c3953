import { randomBytes } from "node:crypto";
import { PROVIDER_ENDPOINTS } from "~/account/provider-endpoints";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

// Emoji images come from this CDN (spec §7); nothing else leaves the origin.
export const EMOJI_CDN_ORIGIN = "https://cdn.jsdelivr.net";

const providers = Object.values(PROVIDER_ENDPOINTS);
/** Profile pictures: each provider's own picture host (the profile parsers keep no others). */
const PICTURE_ORIGINS = providers.map((endpoints) => endpoints.pictures);
/** Starting a sign-in posts to us and we redirect to the provider's consent page: form-action covers redirects. */
const AUTHORIZATION_ORIGINS = providers.map((endpoints) => new URL(endpoints.authorization).origin);

/** The sign-in origins a configuration adds: GOOGLE_ISSUER's consent page (found by discovery on its origin). */
export function configuredSignInOrigins(env: { googleIssuer: string | null }): string[] {
  return env.googleIssuer ? [new URL(env.googleIssuer).origin] : [];
}

/**
 * Scripts run only with this request's nonce (no 'unsafe-inline').
 * Styles allow inline because Emotion inserts style tags at run time (ADR 0003).
 * Other hosts are named one by one: no directive allows a whole scheme such as `https:`.
 */
export function contentSecurityPolicy(
  nonce: string,
  { dev = false, signInOrigins = [] as readonly string[] } = {},
): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'wasm-unsafe-eval' lets WebAssembly compile (SQLite, to read and write Loop's backups: ADR 0045); no JavaScript eval.
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", "'wasm-unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", EMOJI_CDN_ORIGIN, ...PICTURE_ORIGINS],
    "font-src": ["'self'", "data:"],
    "connect-src": dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", ...new Set([...AUTHORIZATION_ORIGINS, ...signInOrigins])],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Headers every response carries, besides the CSP. */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};
