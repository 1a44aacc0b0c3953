import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNT, type Account } from "~/account/account";
import { Tier } from "~/game/constants";
import { GameError } from "~/game/errors";
import { memoryBackend } from "./backend";
import { ALICE_ACCOUNT, testClock, testStorage } from "~test/storage-assertions";
import { deriveUsername, uniqueUsername, USERNAME_TAKEN } from "./username";

const setup = () => {
  const backend = memoryBackend();
  const clock = testClock();
  return { backend, clock, storage: testStorage(backend, clock) };
};

async function rejection(promise: Promise<unknown>): Promise<GameError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof GameError)) throw new Error(`expected a GameError, got ${String(error)}`);
  return error;
}

describe("username derivation", () => {
  it.each([
    ["alice", "alice"],
    ["@Alice", "alice"],
    ["Jane Doe", "jane_doe"],
    ["José Álvarez-Núñez", "jose_alvarez_nun"],
    ["ann.lee", "ann.lee"],
    ["..ann__lee..", "ann_lee"],
    ["a. _b", "a_b"],
    ["x--y", "x_y"],
    ["李小龙", "user"],
    ["🙂", "user"],
    ["averyveryverylongname", "averyveryverylon"],
    ["abcdefghijklmno.pq", "abcdefghijklmno"],
  ])("%s → %s", (source, expected) => {
    expect(deriveUsername(source)).toBe(expected);
  });

  it("adds a numeric suffix, cut to fit 16 characters", async () => {
    const taken = new Set(["ann", "ann2", "abcdefghijklmnop", "abcdefghijklmno2"]);
    const isTaken = async (name: string) => taken.has(name);
    expect(await uniqueUsername("ann", isTaken)).toBe("ann3");
    expect(await uniqueUsername("bob", isTaken)).toBe("bob");
    expect(await uniqueUsername("abcdefghijklmnop", isTaken)).toBe("abcdefghijklmno3");
    expect(await uniqueUsername("abcdefghijklmn.p", async (n) => n === "abcdefghijklmn.p")).toBe("abcdefghijklmn2");
  });
});

describe("signIn", () => {
  it("creates the user on first sign-in and returns the same one after", async () => {
    const { storage, clock } = setup();
    const first = await storage.signIn(ALICE_ACCOUNT);
    clock.advance(1000);
    const again = await storage.signIn(ALICE_ACCOUNT);
    expect(again).toEqual(first);
    expect(first).toMatchObject({
      username: "alice",
      name: "Alice Liddell",
      email: "alice@example.com",
      tier: Tier.FREE,
      joinedAt: clock.now() - 1000,
    });
    expect(first.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(first).not.toHaveProperty("pictureUrl");
  });

  it("keys users by provider:providerId, never by email", async () => {
    const { storage } = setup();
    const a = await storage.signIn(ALICE_ACCOUNT);
    const b = await storage.signIn({ ...ALICE_ACCOUNT, provider: "discord" });
    const c = await storage.signIn({ ...ALICE_ACCOUNT, providerId: "alice-2" });
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
    expect([a.username, b.username, c.username]).toEqual(["alice", "alice2", "alice3"]);
  });

  it("updates the tier at later sign-ins and keeps the user's own edits", async () => {
    const { storage } = setup();
    const user = await storage.signIn(ALICE_ACCOUNT);
    await storage.updateProfile(user.id, {
      username: "wonder",
      name: "Al",
      email: "al@example.com",
      url: "https://al.example",
    });
    const later = await storage.signIn({ ...ALICE_ACCOUNT, tier: Tier.PREMIUM, name: "Other Name", handle: "other" });
    expect(later).toMatchObject({
      id: user.id,
      username: "wonder",
      name: "Al",
      tier: Tier.PREMIUM,
      url: "https://al.example",
    });
    expect(await storage.getUser(user.id)).toEqual(later);
  });

  it("gives the demo account the demo user (PREMIUM)", async () => {
    const { storage } = setup();
    const demo = await storage.signIn(DEMO_ACCOUNT);
    expect(demo).toMatchObject({ username: "demo", name: "Demo User", email: "demo@example.com", tier: Tier.PREMIUM });
    expect((await storage.signIn(DEMO_ACCOUNT)).id).toBe(demo.id);
  });

  it("derives from the name when there is no handle, and drops invalid provider values", async () => {
    const { storage } = setup();
    const account: Account = {
      provider: "twitter",
      providerId: "9",
      name: "Zoë Ünal",
      email: "not-an-email",
      pictureUrl: "javascript:alert(1)",
      tier: Tier.FREE,
    };
    const user = await storage.signIn(account);
    expect(user.username).toBe("zoe_unal");
    expect(user).not.toHaveProperty("email");
    expect(user).not.toHaveProperty("pictureUrl");
    const pictured = await storage.signIn({ ...account, providerId: "10", pictureUrl: "https://img.example/z.png" });
    expect(pictured.pictureUrl).toBe("https://img.example/z.png");
  });
});

describe("profile and usernames", () => {
  it("finds users by username, case-insensitively", async () => {
    const { storage } = setup();
    const user = await storage.signIn(ALICE_ACCOUNT);
    expect(await storage.findUserByUsername("ALICE")).toEqual(user);
    expect(await storage.findUserByUsername("nobody")).toBeNull();
    expect(await storage.getUser("01J00000000000000000000009")).toBeNull();
  });

  it("refuses a username that another user has, with a message on the username field", async () => {
    const { storage } = setup();
    await storage.signIn(ALICE_ACCOUNT);
    const bob = await storage.signIn({ ...ALICE_ACCOUNT, providerId: "bob", handle: "bob", name: "Bob" });
    const error = await rejection(
      storage.updateProfile(bob.id, { username: "Alice", name: "Bob", email: "b@example.com" }),
    );
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({ username: [USERNAME_TAKEN] });
    expect(await storage.getUser(bob.id)).toEqual(bob);
  });

  it("renames: the new name is found, the old one is free again", async () => {
    const { storage } = setup();
    const alice = await storage.signIn(ALICE_ACCOUNT);
    await storage.updateProfile(alice.id, {
      username: "Queen",
      name: "Alice",
      email: "a@example.com",
      bio: "Hi",
      birthDate: "1990-07-01",
    });
    expect((await storage.findUserByUsername("queen"))?.id).toBe(alice.id);
    expect(await storage.findUserByUsername("alice")).toBeNull();
    const other = await storage.signIn({ ...ALICE_ACCOUNT, providerId: "x" });
    expect(other.username).toBe("alice");
    expect(await storage.getUser(alice.id)).toMatchObject({
      username: "Queen",
      bio: "Hi",
      birthDate: Date.UTC(1990, 6, 1),
    });
  });

  it("validates with the profile schema: every field message, nothing changed", async () => {
    const { storage } = setup();
    const alice = await storage.signIn(ALICE_ACCOUNT);
    const error = await rejection(
      storage.updateProfile(alice.id, { username: "a..b", name: "", email: "x", url: "javascript:x" }),
    );
    expect(Object.keys(error.fieldErrors).sort()).toEqual(["email", "name", "url", "username"]);
    expect(await storage.getUser(alice.id)).toEqual(alice);
  });

  it("clears optional fields the form leaves blank", async () => {
    const { storage } = setup();
    const alice = await storage.signIn(ALICE_ACCOUNT);
    await storage.updateProfile(alice.id, { username: "alice", name: "A", email: "a@example.com", location: "Paris" });
    const cleared = await storage.updateProfile(alice.id, {
      username: "alice",
      name: "A",
      email: "a@example.com",
      location: "",
    });
    expect(cleared).not.toHaveProperty("location");
  });
});
