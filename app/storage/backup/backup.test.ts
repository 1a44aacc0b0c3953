import { describe, expect, it } from "vitest";
import { Tier } from "~/game/constants";
import { GameError } from "~/game/errors";
import { memoryBackend } from "~/storage/backend/backend";
import { formatIssue } from "~/log/backup-schema";
import {
  ALICE_ACCOUNT,
  expectConsistent,
  HOUR,
  seedDay,
  testClock,
  testStorage,
  twoDaysOfAlice,
} from "~test/storage-assertions";
import { USERNAME_TAKEN } from "~/storage/journal/username";

async function seeded() {
  const { backend, clock, storage, user, ids } = await twoDaysOfAlice();
  await storage.dispatch(user.id, { type: "habit/giveUp", habitId: ids.run.id });
  await storage.dispatch(user.id, { type: "game/setDailyTarget", dailyTarget: 7 });
  await storage.flush();
  return { backend, clock, storage, user, ids };
}

async function failure(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof GameError) || error.code !== "VALIDATION")
    throw new Error(`expected VALIDATION, got ${String(error)}`);
  return error.issues.map(formatIssue);
}

// The data a user sees; the journal's position (`home.seq`) starts afresh with an import.
const snapshot = async (storage: Awaited<ReturnType<typeof seeded>>["storage"], userId: string) => ({
  home: { ...(await storage.loadHome(userId)), seq: "any" },
  records: (await storage.feed(userId, { limit: 200 })).items,
  archive: await storage.archive(userId),
  xp: await storage.xpHistory(userId),
});

describe("backup", () => {
  it("export → erase → import round-trips exactly", async () => {
    const { storage, user, clock, backend } = await seeded();
    const before = await snapshot(storage, user.id);
    const text = await storage.exportBackup(user.id);
    await storage.eraseAll();
    expect(await storage.getUser(user.id)).toBeNull();
    // Signing in again creates a new local user; the import brings the old one back.
    const fresh = await storage.signIn(ALICE_ACCOUNT);
    expect(fresh.id).not.toBe(user.id);
    const result = await storage.importBackup(fresh.id, text);
    expect(result).toMatchObject({ user: { id: user.id }, habits: 2, goals: 1, from: "2024-05-10", to: "2024-05-11" });
    expect(await storage.signIn(ALICE_ACCOUNT)).toEqual(user);
    expect(await storage.getUser(fresh.id)).toBeNull();
    expect(await snapshot(storage, user.id)).toEqual(before);
    expect(JSON.parse(await storage.exportBackup(user.id))).toEqual({ ...JSON.parse(text), exportedAt: clock.now() });
    await expectConsistent(backend, user.id, clock);
  });

  it("imports over the same user in place, keeping the account's tier", async () => {
    const { storage, user } = await seeded();
    const text = await storage.exportBackup(user.id);
    await storage.dispatch(user.id, { type: "habit/create", input: { title: "Later", dailyTarget: 1 } });
    await storage.signIn({ ...ALICE_ACCOUNT, tier: Tier.PREMIUM });
    const result = await storage.importBackup(user.id, text);
    expect(result.user).toMatchObject({ id: user.id, tier: Tier.PREMIUM });
    const home = await storage.loadHome(user.id);
    expect(home.habits.map((h) => h.habit.title)).toEqual(["Read"]);
    expect(home.user.tier).toBe(Tier.PREMIUM);
  });

  it("previews counts and the date range", async () => {
    const { storage, user } = await seeded();
    const preview = await storage.previewImport(await storage.exportBackup(user.id));
    expect(preview).toMatchObject({
      user: { id: user.id, username: "alice" },
      habits: 2,
      goals: 1,
      from: "2024-05-10",
      to: "2024-05-11",
    });
    expect(preview.records).toBe((await storage.feed(user.id, { limit: 200 })).items.length);
  });

  it("a file with one bad record changes nothing and says exactly what is wrong", async () => {
    const { storage, user } = await seeded();
    const before = await snapshot(storage, user.id);
    const backup = JSON.parse(await storage.exportBackup(user.id));
    backup.records[3].reward.xp = "5";
    backup.habits.push({ ...backup.habits[0], title: "" });
    expect(await failure(storage.importBackup(user.id, JSON.stringify(backup)))).toEqual([
      "habits[2].title: Title cannot be empty",
      "records[3].reward.xp: Invalid input: expected number, received string",
    ]);
    expect(await snapshot(storage, user.id)).toEqual(before);
  });

  it("a value zod cannot compare (a length with no valueOf/toString) is refused at its part, changing nothing", async () => {
    const { storage, user, backend } = await seeded();
    const before = JSON.stringify(backend.dump());
    const backup = JSON.parse(await storage.exportBackup(user.id));
    backup.user.name = { length: { valueOf: 1, toString: 1 } };
    expect(await failure(storage.importBackup(user.id, JSON.stringify(backup)))).toEqual([
      "user: The file holds a value that is not of the expected type.",
    ]);
    expect(JSON.stringify(backend.dump())).toBe(before);
  });

  it("checks references: unique ids and commitment ids, owners, kinds", async () => {
    const { storage, user } = await seeded();
    const backup = JSON.parse(await storage.exportBackup(user.id));
    const other = "01J00000000000000000000009";
    backup.habits[1].commitmentId = backup.habits[0].commitmentId;
    backup.records[0].userId = other;
    backup.records[1].instanceId = other;
    backup.records.push(backup.records[2]);
    const issues = await failure(storage.importBackup(user.id, JSON.stringify(backup)));
    expect(issues).toEqual(
      expect.arrayContaining([
        "habits[1].commitmentId: Commitment id is already used by habits[0].",
        "records[0].userId: Belongs to another user.",
        "records[1].instanceId: No commitment with this id.",
        `records[${backup.records.length - 1}].id: Duplicate record id.`,
      ]),
    );
  });

  it("refuses files that are too big, not JSON, not ours, or of an unknown version", async () => {
    const backend = memoryBackend();
    const clock = testClock();
    const small = testStorage(backend, clock, { maxBackupBytes: 1024 * 1024 });
    const user = await small.signIn(ALICE_ACCOUNT);
    expect(await failure(small.importBackup(user.id, "x".repeat(1024 * 1024 + 1)))).toEqual([
      "The file is 1.0 MB; a backup can be at most 1.0 MB.",
    ]);
    expect((await failure(small.previewImport("{nope")))[0]).toMatch(/^The file is not valid JSON/);
    expect(await failure(small.previewImport("[1,2]"))).toEqual(["format: This is not a Momentum backup file."]);
    expect(await failure(small.previewImport('{"format":"momentum-backup","version":7}'))).toEqual([
      "version: Backup version 7 is not supported (this app reads version 1).",
    ]);
  });

  it("refuses a username another local user has, changing nothing", async () => {
    const { storage, user } = await seeded();
    const text = await storage.exportBackup(user.id);
    const bob = await storage.signIn({ ...ALICE_ACCOUNT, providerId: "bob", handle: "bob" });
    await storage.updateProfile(user.id, { username: "alice2", name: "A", email: "a@example.com" });
    await storage.updateProfile(bob.id, { username: "alice", name: "Bob", email: "b@example.com" });
    expect(await failure(storage.importBackup(user.id, text))).toEqual([`user.username: ${USERNAME_TAKEN}`]);
    expect((await storage.getUser(user.id))?.username).toBe("alice2");
  });

  it("refuses a backup of another local user's account", async () => {
    const { storage, user } = await seeded();
    const text = await storage.exportBackup(user.id);
    const bob = await storage.signIn({ ...ALICE_ACCOUNT, providerId: "bob", handle: "bob" });
    expect(await failure(storage.importBackup(bob.id, text))).toEqual([
      "user.id: This backup belongs to another user on this device.",
    ]);
  });

  it("eraseAll removes every user's data on this device", async () => {
    const { storage, user, backend, clock } = await seeded();
    await storage.signIn({ ...ALICE_ACCOUNT, providerId: "bob" });
    clock.advance(HOUR);
    await storage.eraseAll();
    const dump = backend.dump();
    for (const store of ["users", "habits", "goals", "commitRecords", "commitments", "game"] as const)
      expect(dump[store]).toEqual({});
    expect(await storage.findUserByUsername("alice")).toBeNull();
    await expect(storage.loadHome(user.id)).rejects.toMatchObject({ code: "NO_SESSION" });
  });

  it("removeUser takes exactly one user's data off the device: nothing stored names it, the others keep theirs", async () => {
    const { storage, user, backend, clock } = await seeded();
    // A re-keyed user still has left-overs under its old id until they are swept: those go too.
    const bob = await storage.signIn({
      ...ALICE_ACCOUNT,
      providerId: "bob",
      handle: "bob",
      name: "Bob",
      email: "bob@example.com",
    });
    const bobIds = await seedDay(storage, bob.id, clock);
    const bobBefore = await snapshot(storage, bob.id);
    await storage.rekeyUser(user.id, "01ARZ3NDEKTSV4RRFFQ69G5FAV");
    await storage.flush();
    await storage.removeUser("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    const stored = JSON.stringify(backend.dump());
    for (const trace of [user.id, "01ARZ3NDEKTSV4RRFFQ69G5FAV", "alice-1", "Alice Liddell", "alice@example.com"])
      expect(stored).not.toContain(trace);
    expect(await storage.findUserByUsername("alice")).toBeNull();
    expect(await snapshot(storage, bob.id)).toEqual(bobBefore);
    await storage.dispatch(bob.id, { type: "habit/count", habitId: bobIds.run.id, delta: 1 });
    // Alice signing in again starts afresh.
    const again = await storage.signIn(ALICE_ACCOUNT);
    expect((await storage.loadHome(again.id)).habits).toEqual([]);
  });
});
