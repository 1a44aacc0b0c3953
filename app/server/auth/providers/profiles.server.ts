// What each provider says about its user, reduced to one ProviderProfile: Google's userinfo
// (OpenID Connect, read with the access token over TLS, so no id_token check is needed),
// Discord's /users/@me, X's /2/users/me. Everything a provider sends is input: it is
// checked, cleaned and cut to size here.
import { z } from "zod";
import type { ProviderId } from "~/account/providers";
import { PROVIDER_ENDPOINTS } from "~/account/provider-endpoints";

/** The profile endpoint failed or answered something we cannot use. */
export class ProfileError extends Error {
  override name = "ProfileError";
}

/** What every provider's profile is reduced to. Keyed by provider + providerId, never email. */
export type ProviderProfile = {
  provider: ProviderId;
  providerId: string;
  name: string;
  handle?: string;
  email?: string;
  pictureUrl?: string;
};

// ---- Cleaning what providers send -----------------------------------------------------

/** Trimmed single-line text of at most `max` characters, or undefined. */
export function cleanText(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return undefined;
  return Array.from(text).slice(0, max).join("").trim();
}

/** An https URL on the provider's own picture host (the CSP allows no other), or undefined. */
export function cleanPictureUrl(value: unknown, provider: ProviderId): string | undefined {
  if (typeof value !== "string" || value.length > 512 || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  const own = url.origin === PROVIDER_ENDPOINTS[provider].pictures && !url.username && !url.password;
  return own ? value : undefined;
}

export function cleanEmail(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const email = value.trim();
  return email.length <= 320 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
}

/** Provider ids are short tokens (digits for all three); anything else is refused. */
export function requireId(value: unknown): string {
  if (typeof value === "string" && /^[A-Za-z0-9_.-]{1,128}$/.test(value)) return value;
  throw new ProfileError("The profile has no usable user id");
}

export function profileName(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const name = cleanText(candidate, 48);
    if (name) return name;
  }
  return "Momentum user";
}

// ---- Google: scope "openid email profile" ---------------------------------------------

const GoogleUserInfoSchema = z.object({
  sub: z.string(),
  name: z.string().nullish(),
  given_name: z.string().nullish(),
  email: z.string().nullish(),
  email_verified: z.union([z.boolean(), z.string()]).nullish(),
  picture: z.string().nullish(),
});

export function parseGoogleProfile(json: unknown): ProviderProfile {
  const parsed = GoogleUserInfoSchema.safeParse(json);
  if (!parsed.success) throw new ProfileError("Google userinfo has an unexpected shape");
  const info = parsed.data;
  const verified = info.email_verified === true || info.email_verified === "true";
  const email = verified ? cleanEmail(info.email) : undefined;
  const picture = cleanPictureUrl(info.picture, "google");
  return {
    provider: "google",
    providerId: requireId(info.sub),
    name: profileName(info.name, info.given_name, email?.split("@")[0]),
    ...(email ? { email } : {}),
    ...(picture ? { pictureUrl: picture } : {}),
  };
}

// ---- Discord: scope "identify email" --------------------------------------------------

const DiscordUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  global_name: z.string().nullish(),
  avatar: z.string().nullish(),
  email: z.string().nullish(),
  verified: z.boolean().nullish(),
});

export function parseDiscordProfile(json: unknown): ProviderProfile {
  const parsed = DiscordUserSchema.safeParse(json);
  if (!parsed.success) throw new ProfileError("Discord /users/@me has an unexpected shape");
  const user = parsed.data;
  const providerId = requireId(user.id);
  const handle = cleanText(user.username, 64);
  const email = user.verified ? cleanEmail(user.email) : undefined;
  const avatar = user.avatar && /^(a_)?[0-9a-f]{16,64}$/.test(user.avatar) ? user.avatar : undefined;
  return {
    provider: "discord",
    providerId,
    name: profileName(user.global_name, user.username),
    ...(handle ? { handle } : {}),
    ...(email ? { email } : {}),
    ...(avatar ? { pictureUrl: `${PROVIDER_ENDPOINTS.discord.pictures}/avatars/${providerId}/${avatar}.png` } : {}),
  };
}

// ---- X (Twitter): scope "users.read tweet.read", no email -------------------------------

const XMeSchema = z.object({
  data: z.object({
    id: z.string(),
    name: z.string().nullish(),
    username: z.string(),
    profile_image_url: z.string().nullish(),
  }),
});

export function parseTwitterProfile(json: unknown): ProviderProfile {
  const parsed = XMeSchema.safeParse(json);
  if (!parsed.success) throw new ProfileError("X /2/users/me has an unexpected shape");
  const user = parsed.data.data;
  const handle = cleanText(user.username, 64);
  const picture = cleanPictureUrl(user.profile_image_url, "twitter");
  return {
    provider: "twitter",
    providerId: requireId(user.id),
    name: profileName(user.name, user.username),
    ...(handle ? { handle } : {}),
    ...(picture ? { pictureUrl: picture } : {}),
  };
}

/** Where each provider's profile is read (with the access token) and how it is parsed. */
export const PROFILE_SOURCES: Record<ProviderId, { url: string; parse: (json: unknown) => ProviderProfile }> = {
  google: { url: PROVIDER_ENDPOINTS.google.profile, parse: parseGoogleProfile },
  discord: { url: PROVIDER_ENDPOINTS.discord.profile, parse: parseDiscordProfile },
  twitter: { url: `${PROVIDER_ENDPOINTS.twitter.profile}?user.fields=profile_image_url`, parse: parseTwitterProfile },
};
