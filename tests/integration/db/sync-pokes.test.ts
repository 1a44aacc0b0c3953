// Live pokes on both engines: a push pokes the user's open streams, in this process (SQLite)
// or in any process on the same PostgreSQL (LISTEN/NOTIFY), and nobody else's.
import { afterAll, describe, expect, it } from "vitest";
import { openConnection } from "~/db/connection.server";
import { parseDatabaseUrl } from "~/db/config.server";
import { onPoke, openStreams, pokeUser, stopPokes } from "~/server/sync/pokes.server";
import { ENGINES, openTestDatabase } from "~test/db";

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe.each(ENGINES)("sync pokes on %s", (engine) => {
  afterAll(() => stopPokes());

  it("reaches the poked user's listeners, from another connection too, and only theirs", async () => {
    const database = await openTestDatabase(engine);
    // On PostgreSQL the poke goes out through a second pool: as from another server process.
    const other = engine === "postgres" ? await openConnection(parseDatabaseUrl(database.url)) : database.connection;
    const config = parseDatabaseUrl(database.url);
    const listenUrl = config.engine === "postgres" ? config.connectionString : null;
    const heard: string[] = [];
    const before = openStreams();
    const stopAda = await onPoke("ada", () => heard.push("ada"), listenUrl);
    const stopGrace = await onPoke("grace", () => heard.push("grace"), listenUrl);
    expect(openStreams()).toBe(before + 2);

    await pokeUser(other, "ada");
    await until(() => heard.length > 0);
    expect(heard).toEqual(["ada"]);

    stopAda();
    await pokeUser(other, "ada");
    await pokeUser(other, "grace");
    await until(() => heard.length > 1);
    expect(heard).toEqual(["ada", "grace"]);
    stopGrace();
    expect(openStreams()).toBe(before);
    if (other !== database.connection) await other.close();
    await stopPokes();
    await database.close();
  });
});
