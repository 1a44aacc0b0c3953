// Sign in with Discord: scope "identify email", profile from /users/@me.
import { z } from "zod";
import { PROVIDER_ENDPOINTS } from "./endpoints";
import {
  cleanEmail,
  cleanText,
  ProfileError,
  profileName,
  ProviderStrategy,
  requireId,
  type ProviderProfile,
  type ProviderStrategyOptions,
  type ProviderVerify,
} from "./oauth-provider.server";

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
    ...(avatar ? { pictureUrl: `https://cdn.discordapp.com/avatars/${providerId}/${avatar}.png` } : {}),
  };
}

export class DiscordStrategy<User> extends ProviderStrategy<User> {
  override name = "discord";

  constructor(options: ProviderStrategyOptions, verify: ProviderVerify<User>) {
    super("discord", options, verify, { url: PROVIDER_ENDPOINTS.discord.profile, parse: parseDiscordProfile });
  }
}
