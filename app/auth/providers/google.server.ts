// Sign in with Google: OpenID Connect endpoints, scope "openid email profile", profile from
// the userinfo endpoint (called with the access token over TLS, so no id_token check needed).
import { z } from "zod";
import { PROVIDER_ENDPOINTS } from "./endpoints";
import {
  cleanEmail,
  cleanHttpsUrl,
  ProfileError,
  profileName,
  ProviderStrategy,
  requireId,
  type ProviderProfile,
  type ProviderStrategyOptions,
  type ProviderVerify,
} from "./oauth-provider.server";

const UserInfoSchema = z.object({
  sub: z.string(),
  name: z.string().nullish(),
  given_name: z.string().nullish(),
  email: z.string().nullish(),
  email_verified: z.union([z.boolean(), z.string()]).nullish(),
  picture: z.string().nullish(),
});

export function parseGoogleProfile(json: unknown): ProviderProfile {
  const parsed = UserInfoSchema.safeParse(json);
  if (!parsed.success) throw new ProfileError("Google userinfo has an unexpected shape");
  const info = parsed.data;
  const verified = info.email_verified === true || info.email_verified === "true";
  const email = verified ? cleanEmail(info.email) : undefined;
  return {
    provider: "google",
    providerId: requireId(info.sub),
    name: profileName(info.name, info.given_name, email?.split("@")[0]),
    ...(email ? { email } : {}),
    ...(cleanHttpsUrl(info.picture) ? { pictureUrl: cleanHttpsUrl(info.picture) } : {}),
  };
}

export class GoogleStrategy<User> extends ProviderStrategy<User> {
  override name = "google";

  constructor(options: ProviderStrategyOptions, verify: ProviderVerify<User>) {
    super("google", options, verify, {
      url: options.endpoints?.profile ?? PROVIDER_ENDPOINTS.google.profile,
      parse: parseGoogleProfile,
    });
  }
}
