// Server processes killed with SIGKILL in the middle of sign-ins, at seeded random moments
// (DB_FAULT_SEED replays a failure, DB_FAULT_KILLS sets how many kills per engine, default 30).
// Each round starts five processes on one database (each runs the migrations, which after the
// first start must change nothing), checks the database, fires first and repeat sign-ins
// (provider accounts and demos) at all of them, and kills each at its own moment. After every
// kill the database must be whole: every account has its user and every user an account, every
// session belongs to both, usernames are unique, and every sign-in that answered with a cookie
// before the kill still works, as the one user of its account.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MIGRATIONS } from "~/db/migrate.server";
import {
  demoSignIn,
  signInThroughMock,
  startAuthServer,
  whoIs,
  type AuthServer,
  type SignInTrace,
} from "~test/auth-http-client";
import { ENGINES, useTestDatabase, type BlockDatabase } from "~test/db";
import { seededRandom, type Random } from "~test/random";
import type { MockPerson } from "~/server/auth/mock-oauth.server";

const SEED = Number(process.env.DB_FAULT_SEED ?? 20_261_125);
const KILLS = Number(process.env.DB_FAULT_KILLS ?? 30);
const PROCESSES_PER_ROUND = 5;
const PEOPLE = 40;
const SIGN_INS_PER_PROCESS = 30;
/**
 * A kill lands after a random number of the process's sign-ins have answered, plus up to this
 * long: spread over the whole burst however fast the machine is, and between any two requests.
 */
const MAX_JITTER_MS = 40;

async function count(test: BlockDatabase, query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  return Number((await query.execute(test.connection.db)).rows[0]?.n);
}

/** Everything that must hold of the database after any crash. */
async function expectWhole(test: BlockDatabase, where: string): Promise<void> {
  const problems = {
    accountsWithoutUser: await count(
      test,
      sql`SELECT count(*) AS n FROM accounts a WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id)`,
    ),
    usersWithoutAccount: await count(
      test,
      sql`SELECT count(*) AS n FROM users u WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = u.id)`,
    ),
    sessionsWithoutUser: await count(
      test,
      sql`SELECT count(*) AS n FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id)`,
    ),
    sessionsWithoutAccount: await count(
      test,
      sql`SELECT count(*) AS n FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM accounts a
          WHERE a.provider = s.provider AND a.provider_id = s.provider_id AND a.user_id = s.user_id)`,
    ),
    duplicateUsernames: await count(
      test,
      sql`SELECT count(*) AS n FROM (SELECT lower(username) FROM users GROUP BY lower(username) HAVING count(*) > 1) d`,
    ),
    migrationRows: (await count(test, sql`SELECT count(*) AS n FROM schema_migrations`)) - MIGRATIONS.length,
  };
  expect(problems, where).toEqual({
    accountsWithoutUser: 0,
    usersWithoutAccount: 0,
    sessionsWithoutUser: 0,
    sessionsWithoutAccount: 0,
    duplicateUsernames: 0,
    migrationRows: 0,
  });
}

describe.each(ENGINES)("server killed during sign-ins on %s", (engine) => {
  const test = useTestDatabase(engine, { migrated: false });

  it(`keeps the database whole through ${KILLS} kills (seed ${SEED})`, { timeout: 900_000 }, async () => {
    const rng = seededRandom(SEED + (engine === "postgres" ? 1 : 0));
    const people = Array.from({ length: PEOPLE }, (_, i) => ({ id: `f${i}`, name: i % 2 ? "Grace Hopper" : "grace" }));
    /** Sign-ins that answered with a cookie before their server died, not yet checked. */
    let answered: Answered[] = [];
    /** Which user each provider account got, across every round. */
    const userOfPerson = new Map<string, string>();
    let kills = 0;
    for (let round = 0; ; round += 1) {
      const where = `seed ${SEED} (DB_FAULT_SEED=${SEED}), ${engine}, round ${round}`;
      const size = Math.min(PROCESSES_PER_ROUND, KILLS - kills);
      // Fresh starts after the last round's kills: each runs the migrations again, which must change nothing.
      const servers: AuthServer[] = await Promise.all(
        Array.from({ length: Math.max(size, 1) }, () => startAuthServer(test.url)),
      );
      await expectWhole(test, where);
      await expectStillSignedIn(servers[0]!.origin, answered, userOfPerson, where);
      answered = [];
      if (size === 0) {
        await Promise.all(servers.map((server) => server.stop()));
        break;
      }
      await Promise.all(servers.map((server) => burstThenKill(server, rng, people, answered, where)));
      kills += size;
    }
    expect(kills).toBe(KILLS);
    expect(userOfPerson.size).toBeGreaterThan(0);
  });
});

type Answered = { trace: SignInTrace; personId: string | null };

/** Every cookie answered before a kill still signs in, and as the one user of its account. */
async function expectStillSignedIn(
  origin: string,
  answered: Answered[],
  userOfPerson: Map<string, string>,
  where: string,
): Promise<void> {
  const answers = await Promise.all(answered.map(({ trace }) => whoIs(origin, trace.session!)));
  expect(answered.filter((_, i) => answers[i] === null).length, `${where}: sessions lost`).toBe(0);
  answered.forEach(({ personId }, i) => {
    if (!personId) return;
    const userId = answers[i]!.userId;
    expect(userOfPerson.get(personId) ?? userId, `${where}: ${personId} has two users`).toBe(userId);
    userOfPerson.set(personId, userId);
  });
}

/** Sign-ins at one process, then SIGKILL after a random number of them answered (plus jitter). */
async function burstThenKill(
  server: AuthServer,
  rng: Random,
  people: MockPerson[],
  answered: Answered[],
  where: string,
): Promise<void> {
  const killAfter = rng.int(SIGN_INS_PER_PROCESS);
  const jitter = rng.int(MAX_JITTER_MS);
  const plan = Array.from({ length: SIGN_INS_PER_PROCESS }, () => (rng.int(4) === 0 ? null : rng.pick(people)));
  const failures: string[] = [];
  let done = 0;
  let reached: () => void = () => undefined;
  const enoughDone = new Promise<void>((resolve) => (reached = resolve));
  if (killAfter === 0) reached();
  const work = plan.map(async (person) => {
    try {
      const trace = person ? await signInThroughMock(server.origin, person) : await demoSignIn(server.origin);
      if (trace.session) answered.push({ trace, personId: person?.id ?? null });
      if (trace.statuses.some((status) => status >= 500)) failures.push(server.output().slice(-1500));
    } catch (error) {
      // The connection died with the server: that sign-in never answered.
      if (!/ECONNRESET|ECONNREFUSED|socket hang up/.test(String(error))) throw error;
    } finally {
      done += 1;
      if (done >= killAfter) reached();
    }
  });
  await enoughDone;
  await new Promise((resolve) => setTimeout(resolve, jitter));
  server.child.kill("SIGKILL");
  await server.exited;
  await Promise.all(work);
  expect(failures, `${where}: server errors, the server said`).toEqual([]);
}
