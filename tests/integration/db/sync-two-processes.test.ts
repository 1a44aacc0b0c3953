// Two server processes on one PostgreSQL (issue #21): a page listening on one process is poked
// when a device pushes through the other (LISTEN/NOTIFY); devices pushing through both at once
// make one gap-free log with every +1 counted once; a history uploaded through one is what a
// device pulls through the other.
import { request, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSyncState } from "~/db/sync-state.server";
import { exportSyncData } from "~/db/sync-pull.server";
import { replayLog } from "~/log/log-fold";
import type { PullResponse, PushRequest } from "~/log/protocol";
import { uploadUrl } from "~/log/upload";
import { BACKUP_FORMAT, BACKUP_VERSION } from "~/log/backup-schema";
import { gameFieldsOf } from "~/game/definitions";
import { signInThroughMock, startAuthServer, whoIs, type AuthServer } from "~test/auth-http-client";
import { useTestDatabase } from "~test/db";
import { EngineDevice } from "~test/sync-device";

function send(url: string, cookie: string, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Cookie: cookie, Origin: new URL(url).origin };
    if (body !== undefined) Object.assign(headers, { "Content-Type": "application/json" });
    const req = request(url, { method: body === undefined ? "GET" : "POST", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** An open /sync/events stream: what it said so far. */
function listen(url: string, cookie: string): Promise<{ heard: () => string; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Cookie: cookie } }, (res: IncomingMessage) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("error", () => undefined);
      resolve({ heard: () => text, close: () => req.destroy() });
    });
    req.on("error", reject);
    req.end();
  });
}

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe("two server processes on one PostgreSQL", () => {
  const test = useTestDatabase("postgres");
  let servers: AuthServer[] = [];
  beforeAll(async () => {
    servers = await Promise.all([0, 1].map(() => startAuthServer(test.url, { SYNC: "on" })));
  }, 60_000);
  // Runs before the database closes (after-hooks run in reverse).
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  it("poke across processes; concurrent pushes through both make one gap-free log, each +1 once", async () => {
    const [one, two] = servers as [AuthServer, AuthServer];
    const trace = await signInThroughMock(one.origin, { id: "two-processes", name: "Tess Two" });
    const cookie = `momentum_session=${trace.session}`;
    const userId = (await whoIs(two.origin, trace.session!))!.userId;
    const stream = await listen(`${two.origin}/sync/events`, cookie);
    expect(await until(() => stream.heard().includes(": open"), 10_000)).toBe(true);

    const creator = new EngineDevice(userId, "creator-0001");
    const now = Date.now() - 60 * 60 * 1000;
    creator.act({ type: "habit/create", input: { title: "Water", dailyTarget: 10_000 } }, now);
    const habitId = Object.keys(creator.world.habits)[0]!;
    expect((await send(`${one.origin}/sync/push`, cookie, JSON.stringify(creator.push()))).status).toBe(200);
    // PostgreSQL's LISTEN connection can take seconds to open on a loaded machine.
    expect(await until(() => stream.heard().includes("event: poke"), 30_000)).toBe(true);
    stream.close();

    // Four devices at once, each pushing its +1s one after another (as a device does), to either process.
    const statuses = await Promise.all(
      [0, 1, 2, 3].map(async (d) => {
        const device = new EngineDevice(userId, `device-${d}-0001`);
        device.world = creator.world;
        const answers: number[] = [];
        for (let n = 0; n < 10; n++) {
          device.pending = [];
          device.act({ type: "habit/count", habitId, delta: 1 }, now + 1000 + d * 100 + n);
          const server = (d + n) % 2 === 0 ? one : two;
          const body: PushRequest = device.push();
          answers.push((await send(`${server.origin}/sync/push`, cookie, JSON.stringify(body))).status);
        }
        return answers;
      }),
    );
    expect(statuses.flat()).toEqual(Array.from({ length: 40 }, () => 200));

    const pulled = JSON.parse((await send(`${two.origin}/sync/pull?after=0`, cookie)).body) as PullResponse;
    expect(pulled.entries.map((entry) => entry.seq)).toEqual(Array.from({ length: 41 }, (_, i) => i + 1));
    const { log } = await exportSyncData(test.connection, userId);
    const state = (await readSyncState(test.connection, userId))!;
    expect(state.world.habits[habitId]?.count).toBe(40);
    expect(replayLog(userId, log)).toEqual(state.world);
  }, 120_000);

  it("a history uploaded through one process is what a device pulls through the other", async () => {
    const [one, two] = servers as [AuthServer, AuthServer];
    const trace = await signInThroughMock(two.origin, { id: "two-processes-upload", name: "Una Two" });
    const cookie = `momentum_session=${trace.session}`;
    const user = (await whoIs(one.origin, trace.session!))!;
    const device = new EngineDevice(user.userId, "legacy-0001");
    // Half a day before the account: within the day of slack a device's clock gets (rule 26).
    const at = Date.now() - 12 * 60 * 60 * 1000;
    device.act({ type: "habit/create", input: { title: "Read", dailyTarget: 2 } }, at);
    const habitId = Object.keys(device.world.habits)[0]!;
    device.act({ type: "habit/count", habitId, delta: 1 }, at + 1000);
    const { world } = device;
    const backup = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: at + 2000,
      user: { id: user.userId, username: user.username, name: "Una Two", joinedAt: at, tier: 0 },
      game: gameFieldsOf(world.game),
      commitments: Object.values(world.commitments),
      habits: Object.values(world.habits).map(({ history: _history, ...habit }) => habit),
      goals: [],
      records: device.records,
    };
    const upload = await send(
      `${one.origin}${uploadUrl({ clientId: "legacy-0001", mutationId: 9 })}`,
      cookie,
      JSON.stringify(backup),
    );
    expect(upload.status).toBe(200);
    const pulled = JSON.parse((await send(`${two.origin}/sync/pull?after=0`, cookie)).body) as PullResponse;
    expect(pulled.entries.map((entry) => [entry.type, entry.clientId])).toEqual([["import", "legacy-0001"]]);
    expect(pulled.clients).toEqual({ "legacy-0001": 9 });
  }, 60_000);
});
