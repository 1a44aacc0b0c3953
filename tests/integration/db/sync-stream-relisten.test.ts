// After PostgreSQL restarts under an open /sync/events stream, the process listens again with
// backoff and pokes reach the stream without a server restart (issue #30): first the catch-up
// poke (pushes made during the gap were never announced), then a push's own poke. A private
// cluster, so the suite's shared one (tests/setup/postgres.ts) never goes down under others.
import pg from "pg";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSession } from "~/server/auth/session.server";
import { parseDatabaseUrl } from "~/db/config.server";
import { openConnection } from "~/db/connection.server";
import { closeDatabase, getDatabase } from "~/db/database.server";
import { signInAccount } from "~/db/users.server";
import { pokeUser, stopPokes } from "~/server/sync/pokes.server";
import { openStream } from "~test/event-stream";
import { startPostgresCluster, type PostgresCluster } from "~test/postgres-cluster";
import { Jar, ORIGIN, useEnv } from "../auth/helpers";

const POKE = "event: poke\ndata: {}\n\n";

describe("event streams when PostgreSQL restarts", () => {
  let cluster: PostgresCluster | undefined;
  let url = "";

  beforeAll(async () => {
    cluster = startPostgresCluster();
    const admin = new pg.Client({ connectionString: cluster.url("postgres") });
    await admin.connect();
    await admin.query("CREATE DATABASE relisten");
    await admin.end();
    url = cluster.url("relisten");
  }, 120_000);

  afterAll(async () => {
    await stopPokes();
    await closeDatabase();
    vi.unstubAllEnvs();
    cluster?.stop();
  });

  it("pokes an open stream again after a restart, without a new stream", async () => {
    useEnv({ DATABASE_URL: url, SYNC: "on" });
    // A restart cuts the server's pooled connections too; the pool says so once per connection.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const db = await getDatabase();
    const now = Date.now() - 60_000;
    const profile = { provider: "google" as const, providerId: "relisten-1", name: "Ada" };
    const { user } = await signInAccount(db, profile, "accounts", { now, newId: () => ulid(now) });
    const request = new Request(`${ORIGIN}/auth/google/callback`);
    const cookie = new Jar().apply(await startSession(request, user, profile, "/home")).header();
    const stream = await openStream(ORIGIN, cookie);
    await stream.waitFor(": open");

    cluster!.restart();
    // Listening again, the process pokes every stream: pushes during the gap were missed.
    const afterRestart = stream.text().length;
    await stream.waitFor(POKE, afterRestart);
    const afterCatchUp = stream.text().length;
    // A push from another process (its own connection) reaches the stream.
    const other = await openConnection(parseDatabaseUrl(url));
    await pokeUser(other, user.id);
    await stream.waitFor(POKE, afterCatchUp);
    await other.close();
    expect(stream.text()).not.toContain("event: end");
    stream.close();
  }, 60_000);
});
