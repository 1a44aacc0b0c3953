// Seeds a server database with many users for the social bench, straight through the
// repositories and the social projection (what every sync push writes), never through HTTP:
// every user has an account and a week of history run through the engine (a public habit, a
// private one, a public goal); every other user has a public profile; each follows a few others.
import { monotonicFactory } from "ulid";
import type { Connection } from "../../app/db/connection.server";
import { follow } from "../../app/db/follows.server";
import { saveProfileFields, setProfilePublic } from "../../app/db/profiles.server";
import { socialWrites } from "../../app/db/social-projection.server";
import { executeWrites } from "../../app/db/write-batch.server";
import { signInAccount } from "../../app/db/users.server";
import type { Action } from "../../app/game/act";
import { DAY_MS } from "../../app/game/day";
import type { CommitRecord } from "../../app/game/entity-schemas";
import { actionDay } from "../../app/game/settings";
import { allWitnessed } from "../../app/game/witness";
import { emptyWorld, type World } from "../../app/game/world";
import { applyAction } from "~/log/apply-action";

export type SeedResult = { users: number; publicUsernames: string[]; seconds: number };

const FOLLOWS_EACH = 5;

async function seedOne(
  connection: Connection,
  i: number,
  now: number,
): Promise<{ username: string; isPublic: boolean }> {
  const newId = monotonicFactory();
  const joined = now - 30 * DAY_MS;
  const { user } = await signInAccount(
    connection,
    { provider: "google", providerId: `bench-${i}`, name: `Bench Person ${i}`, email: `bench${i}@example.com` },
    "accounts",
    { now: joined, newId: () => newId(joined) },
  );
  let world: World = emptyWorld(user.id);
  const records: CommitRecord[] = [];
  const act = (action: Action, at: number) => {
    const { day, rule } = actionDay(world, action, at);
    const outcome = applyAction(world, { at, day, rule, action, ids: [] }, user.id, (time) => newId(time));
    if (outcome.status === "refused") throw new Error(`seed ${i}: ${outcome.refusal.message}`);
    world = outcome.world;
    records.push(...outcome.entry.records);
  };
  const start = now - 7 * DAY_MS;
  act({ type: "habit/create", input: { title: `Read ${i}`, dailyTarget: 1, isPublic: true } }, start);
  act({ type: "habit/create", input: { title: `Private ${i}`, dailyTarget: 1 } }, start + 1000);
  const [read] = Object.values(world.habits);
  const goal = { title: `Goal ${i}`, description: "Keep reading", xpTarget: 200, isPublic: true };
  act({ type: "goal/create", input: { ...goal, commitments: [read!.commitmentId] } }, start + 2000);
  for (let day = 0; day < 7; day++)
    act({ type: "habit/count", habitId: read!.id, delta: 1 }, start + day * DAY_MS + 3000);
  await executeWrites(
    connection.db,
    connection.engine,
    socialWrites(connection.db, user.id, null, { world, witnessed: allWitnessed(world) }, records, now),
  );
  const isPublic = i % 2 === 0;
  if (isPublic) {
    await saveProfileFields(
      connection,
      user.id,
      {
        bio: `Bench person number ${i}, reading every day.`,
        pictureUrl: null,
        location: "Loopback",
        url: "https://example.com",
      },
      now,
    );
    await setProfilePublic(connection, user.id, true, now);
  }
  return { username: user.username, isPublic };
}

/** `users` users (in parallel batches on PostgreSQL), then their follows. */
export async function seedSocial(connection: Connection, users: number, now: number = Date.now()): Promise<SeedResult> {
  const started = Date.now();
  const batch = connection.engine === "postgres" ? 8 : 1;
  const seeded: { username: string; isPublic: boolean }[] = [];
  for (let i = 0; i < users; i += batch) {
    const indexes = Array.from({ length: Math.min(batch, users - i) }, (_, k) => i + k);
    seeded.push(...(await Promise.all(indexes.map((index) => seedOne(connection, index, now)))));
  }
  const publicUsernames = seeded.filter((user) => user.isPublic).map((user) => user.username);
  const ids = await connection.db.selectFrom("users").select(["id"]).orderBy("id").execute();
  for (let i = 0; i < ids.length; i++) {
    for (let k = 1; k <= FOLLOWS_EACH; k++) {
      await follow(connection, ids[i]!.id, publicUsernames[(i * 7 + k * 13) % publicUsernames.length]!, now);
    }
  }
  return { users, publicUsernames, seconds: Math.round((Date.now() - started) / 100) / 10 };
}
