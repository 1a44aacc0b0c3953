import { describe, expect, it } from "vitest";
import { ulid } from "ulid";
import type { Account } from "~/account/account";
import { Tier } from "~/game/constants";
import { GameError } from "~/game/errors";
import { memoryBackend } from "~/storage/backend/backend";
import { ALICE_ACCOUNT, expectConsistent, testClock, testStorage } from "~test/storage-assertions";
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

  it("takes the server's id and username for a new local user", async () => {
    const { storage } = setup();
    const serverId = ulid();
    const user = await storage.signIn({ ...ALICE_ACCOUNT, userId: serverId, username: "alice7" });
    expect(user).toMatchObject({ id: serverId, username: "alice7", name: "Alice Liddell" });
    expect(await storage.signIn({ ...ALICE_ACCOUNT, userId: serverId, username: "alice7" })).toEqual(user);
    expect((await storage.findUserByUsername("ALICE7"))?.id).toBe(serverId);
  });

  it("follows the server's username: it is authoritative", async () => {
    const { storage } = setup();
    const serverId = ulid();
    await storage.signIn({ ...ALICE_ACCOUNT, userId: serverId, username: "alice" });
    const renamed = await storage.signIn({ ...ALICE_ACCOUNT, userId: serverId, username: "Alice.L" });
    expect(renamed).toMatchObject({ id: serverId, username: "Alice.L" });
    expect((await storage.findUserByUsername("alice.l"))?.id).toBe(serverId);
    expect(await storage.findUserByUsername("alice")).toBeNull();
    // Another local user holding the server's name gives way to it.
    const bob = await storage.signIn({
      ...ALICE_ACCOUNT,
      providerId: "bob",
      handle: "bob",
      userId: ulid(),
      username: "bob",
    });
    const carol = await storage.signIn({ ...ALICE_ACCOUNT, providerId: "carol", userId: ulid(), username: "BOB" });
    expect((await storage.findUserByUsername("bob"))?.id).toBe(carol.id);
    expect((await storage.getUser(bob.id))?.username).toBe("bob");
  });

  it("returns a local user under another id as it is, for the caller to reconcile", async () => {
    const { storage } = setup();
    const local = await storage.signIn(ALICE_ACCOUNT);
    const user = await storage.signIn({ ...ALICE_ACCOUNT, userId: ulid(), username: "alice" });
    expect(user.id).toBe(local.id);
  });

  it("re-keys a local user's data to the server's id, keeping every action", async () => {
    const { backend, clock, storage } = setup();
    const local = await storage.signIn(ALICE_ACCOUNT);
    const { home } = await storage.dispatch(local.id, {
      type: "habit/create",
      input: { title: "Read", dailyTarget: 2 },
    });
    const habitId = home.habits[0]!.habit.id;
    await storage.dispatch(local.id, { type: "habit/count", habitId, delta: 1 });
    const before = await storage.exportBackup(local.id);

    const serverId = ulid();
    const moved = await storage.rekeyUser(local.id, serverId);
    expect(moved).toMatchObject({ id: serverId, username: local.username, joinedAt: local.joinedAt });
    expect(await storage.getUser(local.id)).toBeNull();
    // The account now signs in to the new id, and the data is all there.
    expect((await storage.signIn({ ...ALICE_ACCOUNT, userId: serverId, username: local.username })).id).toBe(serverId);
    const after = JSON.parse(await storage.exportBackup(serverId)) as { records: { userId: string; id: string }[] };
    const original = JSON.parse(before) as { records: { id: string }[] };
    expect(after.records.map((record) => record.id)).toEqual(original.records.map((record) => record.id));
    expect(new Set(after.records.map((record) => record.userId))).toEqual(new Set([serverId]));
    expect((await storage.loadHome(serverId)).habits[0]).toMatchObject({ habit: { id: habitId }, today: 1 });
    await expectConsistent(backend, serverId, clock);
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
