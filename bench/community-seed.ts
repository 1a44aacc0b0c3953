// The community bench's data (issue #22): USERS server users, of whom MEMBERS - 1 joined "running"
// with a public profile (the bench's own viewer joins as the last), each with two weeks of history
// pushed through the server's sync path
// (the projection fills user_stats and social_items). Straight through the repositories, in this
// process, before the server starts: no HTTP.
import { ulid } from "ulid";
import { parseDatabaseUrl } from "../app/db/config.server";
import { openConnection, transaction } from "../app/db/connection.server";
import { joinCommunity } from "../app/db/communities.server";
import { migrate } from "../app/db/migrate.server";
import type { UsersTable } from "../app/db/schema.server";
import { seededRandom } from "../tests/support/random";
import { makeItemsPublic, makePerson, makeProfilePublic, meetDays } from "../tests/support/social";
import { log } from "./lib/util";

export const USERS = 10_000;
export const MEMBERS = 1_000;
export const COMMUNITY = "running";
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** Fills an empty, migrated database at `url`; returns how long it took in seconds. */
export async function seedCommunity(url: string): Promise<number> {
  const started = Date.now();
  const connection = await openConnection(parseDatabaseUrl(url));
  try {
    await migrate(connection);
    const now = Date.now();
    const start = now - 15 * DAY_MS;
    const random = seededRandom(22);
    // Members: each a user of their own (signInAccount), with days met at random over two weeks.
    for (let i = 0; i < MEMBERS - 1; i += 1) {
      const { user } = await makePerson(connection, `Member ${i}`, { providerId: `bench-member-${i}`, now: start });
      const days = Array.from({ length: 14 }, (_, d) => d).filter(() => random.next() < 0.6);
      const noons = (days.length ? days : [0]).map((d) => start + (d + 1) * DAY_MS + DAY_MS / 2);
      await meetDays(
        connection,
        user.id,
        `Habit ${i}`,
        noons.filter((at) => at <= now),
        now,
      );
      await makeProfilePublic(connection, user.id, start);
      await makeItemsPublic(connection, user.id);
      await joinCommunity(connection, COMMUNITY, user.id, start);
      if ((i + 1) % 250 === 0) log(`community seed: ${i + 1} of ${MEMBERS - 1} members`);
    }
    // Everyone else: plain users in batches (a tenth with a public profile), in no community.
    for (let from = MEMBERS - 1; from < USERS - 1; from += BATCH) {
      const rows: UsersTable[] = [];
      for (let i = from; i < Math.min(USERS - 1, from + BATCH); i += 1) {
        rows.push({
          id: ulid(start),
          username: `user${i}`,
          username_key: `user${i}`,
          name: `User ${i}`,
          tier_source: "accounts",
          created_at: start,
          suspended_at: null,
          suspended_reason: null,
        });
      }
      await transaction(connection, async (tx) => {
        await tx.insertInto("users").values(rows).execute();
        const publicOnes = rows.filter((_, k) => k % 10 === 0);
        await tx
          .insertInto("profiles")
          .values(publicOnes.map((row) => ({ user_id: row.id, public_since: start, updated_at: start })))
          .execute();
      });
    }
    log(
      `community seed: ${USERS - 1} users, ${MEMBERS - 1} members of "${COMMUNITY}" (the viewer makes ${USERS} and ${MEMBERS})`,
    );
  } finally {
    await connection.close();
  }
  return Math.round((Date.now() - started) / 100) / 10;
}
