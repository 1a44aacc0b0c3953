// POST /sync/upload through its route module, on both engines: the session's user only, same
// origin, JSON, at most 32 MB (the server pipeline's allowance too), checked as a backup import
// is plus the owner and the server's clock; one upload per (clientId, mutationId); a bad upload
// changes nothing and says what is wrong.
import { describe, expect, it } from "vitest";
import { getDatabase } from "~/db/database.server";
import { dayOf } from "~/game/day";
import { readSyncState } from "~/db/sync-state.server";
import { exportSyncData } from "~/db/sync-pull.server";
import { pushActions } from "~/db/sync.server";
import { action as uploadAction } from "~/routes/sync.upload";
import { memoryBackend } from "~/storage/backend/backend";
import { MAX_UPLOAD_BYTES, uploadUrl, type UploadResponse, type UploadTarget } from "~/log/upload";
import { BODY_ALLOWANCES } from "../../../server/request-body";
import { ENGINES, useServerDatabase } from "~test/db";
import { testClock } from "~test/storage";
import { deviceOf, serverAccount, type ServerAccount } from "~test/sync-accounts";
import { EngineDevice } from "~test/sync-device";
import { call, context, ORIGIN, useEnv } from "../auth/helpers";

const DAY = 24 * 60 * 60 * 1000;

const upload = (target: UploadTarget | string, body: string, cookie: string, headers: Record<string, string> = {}) =>
  call(() =>
    uploadAction({
      request: new Request(`${ORIGIN}${typeof target === "string" ? target : uploadUrl(target)}`, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/json", Cookie: cookie, Origin: ORIGIN, ...headers },
      }),
      params: {},
      context,
    }),
  );

/** A backup file of a day of use, owned by `account`'s user. */
async function historyFile(account: ServerAccount): Promise<string> {
  const clock = testClock(Date.now() - 2 * DAY);
  const { storage } = await deviceOf(account, clock, memoryBackend());
  const userId = account.user.id;
  await storage.dispatch(userId, { type: "habit/create", input: { title: "Read", dailyTarget: 2 } });
  const habitId = (await storage.loadHome(userId)).habits[0]!.habit.id;
  await storage.dispatch(userId, { type: "habit/count", habitId, delta: 1 });
  const text = await storage.exportBackup(userId);
  storage.close();
  return text;
}

const target = (mutationId = 3): UploadTarget => ({ clientId: "laptop-0001", mutationId });

describe.each(ENGINES)("POST /sync/upload on %s", (engine) => {
  const server = useServerDatabase(engine, (url) => useEnv({ DATABASE_URL: url, SYNC: "on" }));

  it("stores a history once per (clientId, mutationId), and answers a retry as the first time", async () => {
    const account = await serverAccount(await getDatabase(), Date.now() - DAY);
    const cookie = await account.cookie();
    const file = await historyFile(account);
    const first = await upload(target(), file, cookie);
    expect(first.status).toBe(200);
    expect((await first.json()) as UploadResponse).toEqual({ status: "applied", seq: 1, head: 1, refused: 0 });
    const again = (await (await upload(target(), file, cookie)).json()) as UploadResponse;
    expect(again).toEqual({ status: "duplicate", seq: 1, head: 1, refused: 0 });
    const { log, clients } = await exportSyncData(await getDatabase(), account.user.id);
    expect(log.map((entry) => [entry.type, entry.clientId, entry.mutationId])).toEqual([["import", "laptop-0001", 3]]);
    expect(clients).toEqual({ "laptop-0001": 3 });
    expect((await readSyncState(await getDatabase(), account.user.id))?.world.habits).not.toEqual({});
  });

  it("shows the uploaded history on the public tables at once: the habit and the stats, no backfilled feed", async () => {
    const account = await serverAccount(await getDatabase(), Date.now() - DAY);
    const file = await historyFile(account);
    const lastRecordAt = (JSON.parse(file) as { records: { timestamp: number }[] }).records.at(-1)!.timestamp;
    expect((await upload(target(), file, await account.cookie())).status).toBe(200);
    const { db } = await getDatabase();
    const userId = account.user.id;
    const items = await db.selectFrom("social_items").selectAll().where("user_id", "=", userId).execute();
    expect(items.map((item) => [item.kind, item.title, JSON.parse(item.detail) as unknown])).toEqual([
      // The count's own day (the history's last record): a public page read today shows 0 for it.
      [
        "habit",
        "Read",
        {
          dailyTarget: 2,
          count: 1,
          countDay: dayOf(lastRecordAt),
          daysMet: 0,
          streak: 0,
          unit: "days",
          streakUntil: null,
        },
      ],
    ]);
    const stats = await db.selectFrom("user_stats").selectAll().where("user_id", "=", userId).executeTakeFirst();
    expect(stats?.days_met).toBe(0);
    expect(await db.selectFrom("activity").select("id").where("user_id", "=", userId).execute()).toEqual([]);
  });

  it("refuses, changing nothing: another user's history, times ahead of the server, junk, a stale mutation id", async () => {
    const account = await serverAccount(await getDatabase(), Date.now() - DAY);
    const other = await serverAccount(await getDatabase(), Date.now() - DAY, "Grace");
    const cookie = await account.cookie();
    const file = await historyFile(account);
    const refusal = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: string }).error;
    };

    expect(await refusal(await upload(target(), file, await other.cookie()))).toBe(
      "The history of this device could not be uploaded: user.id: This history belongs to another user.",
    );
    const ahead = JSON.parse(file) as { records: { timestamp: number }[] };
    ahead.records[1]!.timestamp = Date.now() + 60 * 60 * 1000;
    expect(await refusal(await upload(target(), JSON.stringify(ahead), cookie))).toMatch(
      /^The history of this device could not be uploaded: records\[1\]\.timestamp: Later than the server's clock allows/,
    );
    expect(await refusal(await upload(target(), "{", cookie))).toMatch(/The file is not valid JSON/);
    expect(await refusal(await upload(target(), '{"format":"other"}', cookie))).toMatch(
      /format: This is not a Momentum backup file\./,
    );
    expect((await upload("/sync/upload?clientId=x&mutationId=1", file, cookie)).status).toBe(400);
    expect((await upload("/sync/upload?clientId=laptop-0001&mutationId=0", file, cookie)).status).toBe(400);

    // A device that already pushed mutation 5 cannot upload under 4.
    const device = new EngineDevice(account.user.id, "phone-00001");
    device.act({ type: "habit/create", input: { title: "Walk", dailyTarget: 1 } }, Date.now() - 1000);
    device.pending[0]!.mutationId = 5;
    await pushActions(await getDatabase(), account.user.id, device.push());
    const stale = await upload({ clientId: "phone-00001", mutationId: 4 }, file, cookie);
    expect(stale.status).toBe(409);

    const { log } = await exportSyncData(await getDatabase(), account.user.id);
    expect(log.map((entry) => entry.type)).toEqual(["habit/create"]);
    expect((await exportSyncData(await getDatabase(), other.user.id)).log).toEqual([]);
  });

  it("is same-origin JSON for a signed-in user only, at most 32 MB, and nothing at all with SYNC=off", async () => {
    const account = await serverAccount(await getDatabase(), Date.now() - DAY);
    const cookie = await account.cookie();
    const file = await historyFile(account);
    expect((await upload(target(), file, cookie, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await upload(target(), file, cookie, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await upload(target(), file, cookie, { "Content-Type": "text/plain" })).status).toBe(415);
    expect((await upload(target(), file, "")).status).toBe(401);
    expect(BODY_ALLOWANCES["/sync/upload"]).toBe(MAX_UPLOAD_BYTES);
    const huge = `${file.slice(0, -1)},"padding":"${"x".repeat(MAX_UPLOAD_BYTES)}"}`;
    expect((await upload(target(), huge, cookie)).status).toBe(413);
    useEnv({ DATABASE_URL: server.url, SYNC: "off" });
    expect((await upload(target(), file, cookie)).status).toBe(404);
    useEnv({ DATABASE_URL: server.url, SYNC: "on" });
    expect((await exportSyncData(await getDatabase(), account.user.id)).log).toEqual([]);
  });
});
