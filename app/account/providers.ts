// Shared (client-safe) facts about the sign-in providers. No server imports here.

export const PROVIDER_IDS = ["google", "discord", "twitter"] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** Every way into a session: the three providers plus the demo. */
export type AccountProvider = ProviderId | "demo";

export function isAccountProvider(value: unknown): value is AccountProvider {
  return value === "demo" || isProviderId(value);
}

export const PROVIDER_LABELS: Record<ProviderId, string> = {
  google: "Google",
  discord: "Discord",
  twitter: "Twitter",
};

export function isProviderId(value: unknown): value is ProviderId {
  return typeof value === "string" && (PROVIDER_IDS as readonly string[]).includes(value);
}

/** Path of a provider's OAuth callback; register `${APP_URL}${callbackPath(p)}` with the provider. */
export function callbackPath(provider: ProviderId): string {
  return `/auth/${provider}/callback`;
}

/** Which sign-in buttons work on this server (passed from loaders to the sign-in UI). */
export type SignInOptions = Record<ProviderId, boolean> & { demo: boolean };
