// A first sign-in turns whatever the account holds (any name, handle, email or
// picture the account schema lets through) into a valid local user with a
// unique, valid username (rule 14, docs/rules.md); bad optional values are dropped.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Account } from "~/account/account";
import { UserSchema } from "~/game/entity-schemas";
import { memoryBackend } from "~/storage/backend/backend";
import { testClock, testStorage } from "~test/storage-assertions";

const text = (min: number, max: number) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: "binary", minLength: min, maxLength: max }),
    fc
      .constantFrom("_", "..", " ", "@@", "a_", "javascript:alert(1)", "<b>x</b>", "ｍｏｍｅｎｔｕｍ")
      .filter((s) => s.length >= min && s.length <= max),
  );
const account: fc.Arbitrary<Account> = fc.record(
  {
    provider: fc.constantFrom("google", "discord", "twitter", "demo"),
    // Room for the suffix that keeps every generated account distinct (at most 128 in all).
    providerId: text(1, 120),
    name: text(1, 48),
    handle: text(1, 64),
    email: fc.oneof(text(3, 320), fc.emailAddress()),
    pictureUrl: fc.oneof(
      text(0, 512),
      fc.webUrl().filter((url) => url.length <= 512),
    ),
    tier: fc.constantFrom(0, 1, 2, 3),
  },
  { requiredKeys: ["provider", "providerId", "name", "tier"] },
);

describe("first sign-in under generated accounts", { timeout: 60_000 }, () => {
  it("always gives a valid user with a username of its own", async () => {
    const storage = testStorage(memoryBackend(), testClock());
    const usernames = new Set<string>();
    await fc.assert(
      fc.asyncProperty(account, async (input) => {
        // One account, one user: a second sign-in finds the same one.
        const fresh = { ...input, providerId: `${input.providerId}-${usernames.size}` };
        const user = await storage.signIn(fresh);
        expect(UserSchema.safeParse(user).error).toBeUndefined();
        expect(usernames.has(user.username.toLowerCase())).toBe(false);
        usernames.add(user.username.toLowerCase());
        expect(await storage.signIn(fresh)).toEqual(user);
      }),
      { numRuns: 300 },
    );
  });
});
