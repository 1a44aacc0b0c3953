// Sign in with X (Twitter): OAuth 2.0 with PKCE, scope "users.read tweet.read", profile from
// /2/users/me with profile_image_url. X shares no email address.
import { z } from "zod";
import { PROVIDER_ENDPOINTS } from "./endpoints";
import {
  cleanHttpsUrl,
  cleanText,
  ProfileError,
  profileName,
  ProviderStrategy,
  requireId,
  type ProviderProfile,
  type ProviderStrategyOptions,
  type ProviderVerify,
} from "./oauth-provider.server";

const MeSchema = z.object({
  data: z.object({
    id: z.string(),
    name: z.string().nullish(),
    username: z.string(),
    profile_image_url: z.string().nullish(),
  }),
});

export const TWITTER_PROFILE_URL = `${PROVIDER_ENDPOINTS.twitter.profile}?user.fields=profile_image_url`;

export function parseTwitterProfile(json: unknown): ProviderProfile {
  const parsed = MeSchema.safeParse(json);
  if (!parsed.success) throw new ProfileError("X /2/users/me has an unexpected shape");
  const user = parsed.data.data;
  const handle = cleanText(user.username, 64);
  const picture = cleanHttpsUrl(user.profile_image_url);
  return {
    provider: "twitter",
    providerId: requireId(user.id),
    name: profileName(user.name, user.username),
    ...(handle ? { handle } : {}),
    ...(picture ? { pictureUrl: picture } : {}),
  };
}

export class TwitterStrategy<User> extends ProviderStrategy<User> {
  override name = "twitter";

  constructor(options: ProviderStrategyOptions, verify: ProviderVerify<User>) {
    super("twitter", options, verify, { url: TWITTER_PROFILE_URL, parse: parseTwitterProfile });
  }
}
