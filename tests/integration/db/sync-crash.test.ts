// Server processes killed with SIGKILL in the middle of sync pushes, at seeded random moments
// (SYNC_FAULT_SEED replays a failure, SYNC_FAULT_KILLS sets the kills per engine, default 40).
// Each round starts four processes on one database; a device pushes its batches to each, and
// each process is killed after a random number of pushes answered (plus jitter). Then every
// device retries everything through a fresh process. In the end each action is in the log
// exactly once, the count is the sum of every +1, and the cached state is the log's replay.
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { readSyncState } from "~/db/sync-state.server";
import { exportSyncData } from "~/db/sync-pull.server";
import { replayLog } from "~/log/log-fold";
import type { PushRequest } from "~/log/protocol";
import { signInThroughMock, startAuthServer, whoIs, type AuthServer } from "~test/auth-http-client";
import { ENGINES, useTestDatabase } from "~test/db";
import { seededRandom } from "~test/random";
import { EngineDevice } from "~test/sync-device";

const SEED = Number(process.env.SYNC_FAULT_SEED ?? 20_261_126);
const KILLS = Number(process.env.SYNC_FAULT_KILLS ?? 40);
const PROCESSES_PER_ROUND = 4;
const BATCHES = 8;
const PER_BATCH = 3;
const MAX_JITTER_MS = 30;

function post(origin: string, cookie: string, body: PushRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = request(
      `${origin}/sync/push`,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Cookie: cookie,
          Origin: origin,
          "Content-Length": Buffer.byteLength(text),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}

describe.each(ENGINES)("server killed during sync pushes on %s", (engine) => {
  const test = useTestDatabase(engine);

  it(`loses and doubles nothing through ${KILLS} kills (seed ${SEED})`, { timeout: 900_000 }, async () => {
    const rng = seededRandom(SEED + (engine === "postgres" ? 1 : 0));
    const env = { SYNC: "on" };
    const first = await startAuthServer(test.url, env);
    const trace = await signInThroughMock(first.origin, { id: `crash-${engine}`, name: "Casey Crash" });
    const cookie = `momentum_session=${trace.session}`;
    const userId = (await whoIs(first.origin, trace.session!))!.userId;
    const creator = new EngineDevice(userId, "creator-0001");
    const now = Date.now() - 60 * 60 * 1000;
    creator.act({ type: "habit/create", input: { title: "Water", dailyTarget: 10_000 } }, now);
    const habitId = Object.keys(creator.world.habits)[0]!;
    expect(await post(first.origin, cookie, creator.push())).toBe(200);
    await first.stop();

    const devices: { batches: PushRequest[]; plus: number }[] = [];
    let kills = 0;
    for (let round = 0; kills < KILLS; round += 1) {
      const size = Math.min(PROCESSES_PER_ROUND, KILLS - kills);
      const servers: AuthServer[] = await Promise.all(
        Array.from({ length: size }, () => startAuthServer(test.url, env)),
      );
      await Promise.all(
        servers.map(async (server, i) => {
          const device = new EngineDevice(userId, `dev-${round}-${i}-crash`);
          device.world = creator.world;
          const batches: PushRequest[] = [];
          for (let b = 0; b < BATCHES; b++) {
            device.pending = [];
            for (let n = 0; n < PER_BATCH; n++)
              device.act({ type: "habit/count", habitId, delta: 1 }, now + 1000 + b * 10 + n);
            batches.push(device.push());
          }
          devices.push({ batches, plus: BATCHES * PER_BATCH });
          const killAfter = rng.int(BATCHES);
          const jitter = rng.int(MAX_JITTER_MS);
          let answered = 0;
          const pushing = (async () => {
            for (const batch of batches) {
              await post(server.origin, cookie, batch);
              answered += 1;
            }
          })().catch((error: unknown) => {
            // The connection died with the server: that push never answered.
            if (!/ECONNRESET|ECONNREFUSED|socket hang up/.test(String(error))) throw error;
          });
          while (answered < killAfter) await new Promise((resolve) => setTimeout(resolve, 2));
          await new Promise((resolve) => setTimeout(resolve, jitter));
          server.child.kill("SIGKILL");
          await pushing;
          await server.exited;
        }),
      );
      kills += size;
    }

    // Every device retries everything, through a fresh process.
    const retry = await startAuthServer(test.url, env);
    for (const device of devices)
      for (const batch of device.batches) expect(await post(retry.origin, cookie, batch)).toBe(200);
    await retry.stop();

    const { log } = await exportSyncData(test.connection, userId);
    const plus = devices.reduce((sum, device) => sum + device.plus, 0);
    const keys = log.map((entry) => `${entry.clientId}:${entry.mutationId}`);
    expect(new Set(keys).size, `seed ${SEED}: doubled`).toBe(keys.length);
    expect(log.length, `seed ${SEED}: lost`).toBe(plus + 1);
    expect(log.every((entry) => entry.outcome.status === "applied")).toBe(true);
    const state = (await readSyncState(test.connection, userId))!;
    expect(state.world.habits[habitId]?.count).toBe(plus);
    expect(replayLog(userId, log)).toEqual(state.world);
  });
});
