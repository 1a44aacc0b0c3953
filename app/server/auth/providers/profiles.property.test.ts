// Provider answers are input too: whatever Google, Discord or X (or someone in the
// middle) sends back, the profile parsers either refuse it with a ProfileError or
// give an account the session accepts, with a picture from the provider's own host at most
// (the CSP allows images from those hosts only).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AccountSchema } from "~/account/account";
import { PROVIDER_ENDPOINTS } from "~/account/provider-endpoints";
import {
  parseDiscordProfile,
  parseGoogleProfile,
  parseTwitterProfile,
  ProfileError,
  type ProviderProfile,
} from "./profiles.server";

const hostile = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\u202e",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "http://evil.example/p.png",
    "https://cdn.example/p.png",
    "https://lh3.googleusercontent.com/a/ada=s96-c",
    "https://pbs.twimg.com/profile_images/1/a_normal.jpg",
    "https://lh3.googleusercontent.com.evil.example/a.png",
    "https://user@pbs.twimg.com/a.jpg",
    "<script>alert(1)</script>",
    "a".repeat(600),
    "😀".repeat(60),
    "80351110224678912",
    "a@b.co",
    "0123456789abcdef0123456789abcdef",
  ),
  fc.webUrl(),
);
const value = fc.oneof({ weight: 5, arbitrary: hostile }, fc.boolean(), fc.constant(null), fc.anything());
/** Mostly well-formed ids and names, so most answers get past the shape check to the cleaning. */
const id = fc.oneof({ weight: 4, arbitrary: fc.stringMatching(/^[0-9]{5,20}$/) }, value);
const text = fc.oneof({ weight: 4, arbitrary: hostile }, value);

const PARSERS: [string, (json: unknown) => ProviderProfile, fc.Arbitrary<unknown>][] = [
  [
    "google",
    parseGoogleProfile,
    fc.record(
      { sub: id, name: text, given_name: value, email: value, email_verified: value, picture: value },
      { requiredKeys: ["sub"] },
    ),
  ],
  [
    "discord",
    parseDiscordProfile,
    fc.record(
      { id, username: text, global_name: text, avatar: value, email: value, verified: fc.oneof(fc.boolean(), value) },
      { requiredKeys: ["id", "username"] },
    ),
  ],
  [
    "twitter",
    parseTwitterProfile,
    fc
      .record({ id, name: text, username: text, profile_image_url: value }, { requiredKeys: ["id", "username"] })
      .map((data) => ({ data })),
  ],
];

describe("provider profiles under generated answers", { timeout: 30_000 }, () => {
  it.each(PARSERS)("%s: a ProfileError, or an account the session accepts", (_name, parse, answer) => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(answer, fc.anything()), (json) => {
        let profile: ProviderProfile;
        try {
          profile = parse(json);
        } catch (error) {
          expect(error).toBeInstanceOf(ProfileError);
          return;
        }
        accepted += 1;
        expect(AccountSchema.safeParse({ ...profile, tier: 0 }).error).toBeUndefined();
        if (profile.pictureUrl !== undefined) {
          expect(new URL(profile.pictureUrl).origin).toBe(PROVIDER_ENDPOINTS[profile.provider].pictures);
          expect(new URL(profile.pictureUrl).protocol).toBe("https:");
          expect(new URL(profile.pictureUrl).username).toBe("");
        }
        // Names and handles are shown in the app: no control or direction-changing characters.
        for (const text of [profile.name, profile.handle ?? ""])
          expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/); // eslint-disable-line no-control-regex
      }),
      { numRuns: 1000 },
    );
    // Not only refusals: the generated answers do reach the accepted branch.
    expect(accepted).toBeGreaterThan(100);
  });
});
