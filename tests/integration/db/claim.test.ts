// POST /auth/claim through its route module, on both engines (issue #30 point 5): a brand-new
// server user takes the id of the device's local data, but a user with any data on the server
// (log, sync state, social rows…) is never re-keyed: 409 with a sentence, and every later push
// under the id still applies.
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { CLAIM_HAS_DATA } from "~/server/auth/account-api.server";
import { getDatabase } from "~/db/database.server";
import { saveProfileFields } from "~/db/profiles.server";
import { pushActions } from "~/db/sync.server";
import { findUser } from "~/db/users.server";
import { action as claimAction } from "~/routes/auth.claim";
import { ENGINES, useServerDatabase } from "~test/db";
import { serverAccount } from "~test/sync-accounts";
import { EngineDevice } from "~test/sync-device";
import { call, context, ORIGIN, useEnv } from "../auth/helpers";

const claim = (userId: string, cookie: string) =>
  call(() =>
    claimAction({
      request: new Request(`${ORIGIN}/auth/claim`, {
        method: "POST",
        body: JSON.stringify({ userId }),
        headers: { "Content-Type": "application/json", Cookie: cookie, Origin: ORIGIN },
      }),
      params: {},
      context,
    }),
  );

describe.each(ENGINES)("POST /auth/claim on %s", (engine) => {
  useServerDatabase(engine, (url) => useEnv({ DATABASE_URL: url, SYNC: "on" }));

  it("gives a brand-new user the local id", async () => {
    const account = await serverAccount(await getDatabase(), Date.now() - 1000, "New");
    const localId = ulid();
    const response = await claim(localId, await account.cookie());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ claimed: true });
    expect(await findUser(await getDatabase(), localId)).not.toBeNull();
  });

  it("never re-keys a user with synced data: 409, the id stays, and the next +1 still applies", async () => {
    const connection = await getDatabase();
    const account = await serverAccount(connection, Date.now() - 60_000, "Synced");
    const userId = account.user.id;
    const device = new EngineDevice(userId, "laptop-0005");
    const habitId = device.createHabit({ title: "Read", dailyTarget: 1 }, Date.now() - 2000);
    await pushActions(connection, userId, device.push());
    device.pending = [];

    const response = await claim(ulid(), await account.cookie());
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: CLAIM_HAS_DATA, claimed: false, reason: "has-data" });
    expect(await findUser(connection, userId)).not.toBeNull();
    device.act({ type: "habit/count", habitId, delta: 1 }, Date.now() - 1000);
    const pushed = await pushActions(connection, userId, device.push());
    expect(pushed.results.map((result) => result.status)).toEqual(["applied"]);
  });

  it("never re-keys a user whose only server data is a social row (a saved profile)", async () => {
    const connection = await getDatabase();
    const account = await serverAccount(connection, Date.now() - 60_000, "Profiled");
    await saveProfileFields(
      connection,
      account.user.id,
      { bio: "Hi", pictureUrl: null, location: null, url: null },
      Date.now(),
    );
    const response = await claim(ulid(), await account.cookie());
    expect(response.status).toBe(409);
    expect(await findUser(connection, account.user.id)).not.toBeNull();
  });
});
