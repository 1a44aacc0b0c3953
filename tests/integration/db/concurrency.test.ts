// Two server processes on one database, 1,000 concurrent first sign-ins of 200 accounts whose
// names all make the same few usernames: exactly 200 users, unique usernames, no 500s, and every
// session works on either process. PostgreSQL is the deployment this is for; SQLite (two
// processes on one file, WAL) must hold too.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInThroughMock, startAuthServer, whoIs, type AuthServer, type SignInTrace } from "~test/auth-http-client";
import { ENGINES, useTestDatabase } from "~test/db";

const ACCOUNTS = 200;
const SIGN_INS = 1000;
/** Every name derives one of two usernames: ada_lovelace, adalovelace. */
const NAMES = ["Ada Lovelace", "ada lovelace", "ADA_LOVELACE", "Ada  Lovelace!", "AdaLovelace"];

describe.each(ENGINES)("concurrent first sign-ins on %s", (engine) => {
  const test = useTestDatabase(engine, { migrated: false });
  const servers: AuthServer[] = [];
  // Both processes migrate the empty database as they start, at the same time.
  beforeAll(async () => {
    servers.push(...(await Promise.all([startAuthServer(test.url), startAuthServer(test.url)])));
  }, 120_000);
  // Runs before the database closes (after-hooks run in reverse).
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  it(
    "make exactly one user per account, with unique usernames, and no server error",
    { timeout: 300_000 },
    async () => {
      const people = Array.from({ length: ACCOUNTS }, (_, i) => ({ id: `c${i}`, name: NAMES[i % NAMES.length]! }));
      // Each account signs in five times, on both processes, all at once.
      const traces: SignInTrace[] = await Promise.all(
        Array.from({ length: SIGN_INS }, (_, i) =>
          signInThroughMock(servers[i % 2]!.origin, people[Math.floor(i / 5) % ACCOUNTS]!),
        ),
      );
      const statuses = traces.flatMap((trace) => trace.statuses);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      const failed = traces.filter((trace) => trace.location !== "/home" || !trace.session);
      expect(new Set(failed.map((trace) => `${trace.statuses.join(",")} → ${trace.location}`))).toEqual(new Set());

      const { db } = test.connection;
      const users = await db.selectFrom("users").select(["id", "username", "username_key"]).execute();
      expect(users).toHaveLength(ACCOUNTS);
      expect(new Set(users.map((user) => user.username_key)).size).toBe(ACCOUNTS);
      const accounts = await db.selectFrom("accounts").select(["provider_id", "user_id"]).execute();
      expect(accounts).toHaveLength(ACCOUNTS);
      expect(new Set(accounts.map((account) => account.user_id)).size).toBe(ACCOUNTS);
      const sessions = await sql<{ n: number }>`SELECT count(*) AS n FROM sessions`.execute(db);
      expect(Number(sessions.rows[0]?.n)).toBe(SIGN_INS);

      // Every session is the account's one user, answered alike by both processes.
      const userOf = new Map(accounts.map((account) => [account.provider_id, account.user_id]));
      const sample = traces.filter((_, i) => i % 10 === 0);
      const answers = await Promise.all(sample.map((trace, k) => whoIs(servers[(k + 1) % 2]!.origin, trace.session!)));
      answers.forEach((answer, k) => {
        const person = people[Math.floor((k * 10) / 5) % ACCOUNTS]!;
        expect(answer?.userId).toBe(userOf.get(person.id));
      });
    },
  );
});
