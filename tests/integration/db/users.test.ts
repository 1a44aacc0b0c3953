// The users and accounts repository on SQLite and PostgreSQL: first sign-in makes the user,
// usernames are unique whatever their case, concurrent first sign-ins agree on one user,
// claims and suspensions follow their rules, and idle demo users are swept.
import { sql } from "kysely";
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { runMaintenance, DEMO_IDLE_MS } from "~/db/database.server";
import { createSession, findSession, listSessions } from "~/db/sessions.server";
import {
  accountKeysOf,
  claimUserId,
  findUser,
  findUserByUsername,
  renameUser,
  signInAccount,
  suspendAccount,
  type AccountProfile,
} from "~/db/users.server";
import { ENGINES, useTestDatabase } from "~test/db";

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = Date.parse("2026-03-01T00:00:00Z");
const ctx = () => ({ now: clock, newId: () => ulid(clock) });
let nextId = 1;
const account = (name: string, extra: Partial<AccountProfile> = {}): AccountProfile => ({
  provider: "google",
  providerId: `g${nextId++}`,
  name,
  ...extra,
});

describe.each(ENGINES)("users on %s", (engine) => {
  const test = useTestDatabase(engine);
  /** A session row of `userId`; returns its id. */
  const session = async (userId: string, profile: AccountProfile, lastSeen = clock) => {
    const id = ulid();
    await createSession(test.connection, {
      id,
      token_hash: ulid(),
      user_id: userId,
      provider: profile.provider,
      provider_id: profile.providerId,
      created_at: lastSeen,
      expires_at: lastSeen + 30 * DAY_MS,
      device: "Firefox on Linux",
    });
    return id;
  };

  it("makes the user on the first sign-in and finds it on the next ones", async () => {
    const ada = account("Ada Lovelace", { email: "ada@example.com" });
    const first = await signInAccount(test.connection, ada, "accounts", ctx());
    expect(first.created).toBe(true);
    expect(first.user).toMatchObject({ username: "ada_lovelace", name: "Ada Lovelace", tierSource: "accounts" });
    const again = await signInAccount(test.connection, { ...ada, name: "Ada King" }, "accounts", ctx());
    expect(again).toEqual({ user: first.user, created: false });
    expect(await accountKeysOf(test.connection, first.user.id)).toEqual([`google:${ada.providerId}`]);
  });

  it("keeps usernames unique whatever their case, deriving from the handle first", async () => {
    const a = await signInAccount(test.connection, account("X", { handle: "Turing" }), "accounts", ctx());
    const b = await signInAccount(test.connection, account("Alan TURING"), "accounts", ctx());
    const c = await signInAccount(test.connection, account("y", { handle: "TURING" }), "accounts", ctx());
    expect([a.user.username, c.user.username]).toEqual(["turing", "turing2"]);
    expect(b.user.username).toBe("alan_turing");
    expect((await findUserByUsername(test.connection, "TuRiNg"))?.id).toBe(a.user.id);
    expect(await renameUser(test.connection, b.user.id, { username: "Turing2", name: "Alan" })).toBe("taken");
    const renamed = await renameUser(test.connection, b.user.id, { username: "Alan.T", name: "Alan" });
    expect(renamed).toMatchObject({ username: "Alan.T", name: "Alan" });
    expect((await findUserByUsername(test.connection, "alan.t"))?.id).toBe(b.user.id);
  });

  it("settles concurrent first sign-ins on one user per account, with distinct usernames", async () => {
    const people = Array.from({ length: 12 }, (_, i) => account(i % 2 ? "Same Name" : "same.name"));
    const attempts = people.flatMap((person) => [person, person, person]);
    const results = await Promise.all(
      attempts.map((person) => signInAccount(test.connection, person, "accounts", ctx())),
    );
    const byAccount = new Map<string, Set<string>>();
    results.forEach((result, i) => {
      const key = attempts[i]!.providerId;
      byAccount.set(key, (byAccount.get(key) ?? new Set()).add(result.user.id));
    });
    expect([...byAccount.values()].every((ids) => ids.size === 1)).toBe(true);
    const usernames = new Set(results.map((result) => result.user.username.toLowerCase()));
    expect(usernames.size).toBe(12);
    expect(results.filter((result) => result.created)).toHaveLength(12);
  });

  it("gives a brand-new user the local id, everything pointing at it following", async () => {
    const alan = account("Alan");
    const { user } = await signInAccount(test.connection, alan, "accounts", ctx());
    const sessionId = await session(user.id, alan);
    const localId = ulid(clock - DAY_MS);
    expect(await claimUserId(test.connection, user.id, localId, sessionId)).toBe("claimed");
    expect(await findUser(test.connection, user.id)).toBeNull();
    expect((await findUser(test.connection, localId))?.username).toBe(user.username);
    expect(await accountKeysOf(test.connection, localId)).toEqual([`google:${alan.providerId}`]);
    expect((await listSessions(test.connection, localId, clock)).map((each) => each.id)).toEqual([sessionId]);
  });

  it("refuses a claim for a user seen elsewhere, or an id someone holds", async () => {
    const grace = account("Grace");
    const { user } = await signInAccount(test.connection, grace, "accounts", ctx());
    const mine = await session(user.id, grace);
    const other = (await signInAccount(test.connection, account("Other"), "accounts", ctx())).user;
    expect(await claimUserId(test.connection, user.id, other.id, mine)).toBe("id-taken");
    await session(user.id, grace);
    expect(await claimUserId(test.connection, user.id, ulid(), mine)).toBe("not-new");
    expect(await claimUserId(test.connection, user.id, user.id, mine)).toBe("same");
    expect(await findUser(test.connection, user.id)).not.toBeNull();
  });

  it("suspends an account's user and ends its sessions", async () => {
    const mallory = account("Mallory");
    const { user } = await signInAccount(test.connection, mallory, "accounts", ctx());
    await session(user.id, mallory);
    const suspended = await suspendAccount(test.connection, "google", mallory.providerId, "Spam.", clock);
    expect(suspended?.suspension).toEqual({ at: clock, reason: "Spam." });
    expect(await listSessions(test.connection, user.id, clock)).toEqual([]);
    expect((await signInAccount(test.connection, mallory, "accounts", ctx())).user.suspension?.reason).toBe("Spam.");
    expect(await suspendAccount(test.connection, "google", "nobody", "x", clock)).toBeNull();
  });

  it("sweeps demo users idle for 7 days, and nobody else", async () => {
    const demo = (name: string) => account(name, { provider: "demo", providerId: ulid() });
    const idleProfile = demo("Idle");
    const idle = (await signInAccount(test.connection, idleProfile, "demo", ctx())).user;
    await session(idle.id, idleProfile);
    const activeProfile = demo("Active");
    const active = (await signInAccount(test.connection, activeProfile, "demo", ctx())).user;
    await session(active.id, activeProfile, clock + 6 * DAY_MS);
    const regular = (await signInAccount(test.connection, account("Regular"), "accounts", ctx())).user;
    const expiredHash = ulid();
    await createSession(test.connection, {
      id: ulid(),
      token_hash: expiredHash,
      user_id: regular.id,
      provider: "google",
      provider_id: (await accountKeysOf(test.connection, regular.id))[0]!.split(":")[1]!,
      created_at: clock - 40 * DAY_MS,
      expires_at: clock - 10 * DAY_MS,
      device: "Chrome on Windows",
    });

    const swept = await runMaintenance(test.connection, clock + DEMO_IDLE_MS + 1);
    expect(swept.demoUsers).toBe(1);
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect(await findUser(test.connection, idle.id)).toBeNull();
    expect(await findUser(test.connection, active.id)).not.toBeNull();
    expect(await findUser(test.connection, regular.id)).not.toBeNull();
    expect(await findSession(test.connection, expiredHash)).toBeNull();
    // The swept user's account and sessions went with it.
    const orphans = await sql<{ n: number }>`SELECT count(*) AS n FROM accounts WHERE user_id = ${idle.id}`.execute(
      test.connection.db,
    );
    expect(Number(orphans.rows[0]?.n)).toBe(0);
  });
});
