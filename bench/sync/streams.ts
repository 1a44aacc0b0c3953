// The server's memory per open /sync/events stream: 500 streams, one per demo user (each its
// own session and socket), opened on a warmed-up server; the growth of its resident set (RSS)
// divided by the streams. A poke through one user's push checks that the streams are live.
import { request, type ClientRequest } from "node:http";
import { log, round, rssKb, sleep, type Child } from "../lib/util";
import { EngineDevice } from "../../tests/support/sync-device";
import { postJson, signInDemo, type Session } from "./http";
import { loadOf } from "./stats";

export const STREAMS = 500;

export type StreamsResult = {
  streams: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  kbPerStream: number;
  /** Did a push reach its user's open stream as a poke. */
  pokeArrived: boolean;
  loadAverage: [number, number];
};

type Stream = { req: ClientRequest; heard: () => string };

/** One stream on its own socket (no agent), resolved once the server has said it is open. */
function open(port: number, session: Session): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let text = "";
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/sync/events",
        headers: { Cookie: session.cookie, Host: `localhost:${port}` },
        agent: false,
      },
      (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          if (text.includes(": open")) resolve({ req, heard: () => text });
        });
        res.on("error", () => undefined);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

export async function runStreams(app: Child, engine: string): Promise<StreamsResult> {
  const origin = `http://localhost:${app.port}`;
  const pid = app.process.pid!;
  const sessions: Session[] = [];
  for (let i = 0; i < STREAMS; i += 25)
    sessions.push(...(await Promise.all(Array.from({ length: 25 }, () => signInDemo(origin)))));
  // Warm-up: the stream code (and, on PostgreSQL, the LISTEN connection) loaded and used.
  const warm = await Promise.all(sessions.slice(0, 20).map((s) => open(app.port, s)));
  for (const stream of warm) stream.req.destroy();
  await sleep(2000);
  const load0 = loadOf();
  const before = rssKb(pid);
  const streams: Stream[] = [];
  for (let i = 0; i < STREAMS; i += 50)
    streams.push(...(await Promise.all(sessions.slice(i, i + 50).map((s) => open(app.port, s)))));
  await sleep(3000);
  const after = rssKb(pid);

  const someone = sessions[STREAMS - 1]!;
  const device = new EngineDevice(someone.userId, "bench-stream-0001");
  device.act({ type: "habit/create", input: { title: "Poke", dailyTarget: 1 } }, Date.now() - 1000);
  await postJson(origin, "/sync/push", someone.cookie, JSON.stringify(device.push()));
  let pokeArrived = false;
  for (let t = 0; t < 100 && !pokeArrived; t++) {
    pokeArrived = streams[STREAMS - 1]!.heard().includes("event: poke");
    await sleep(100);
  }
  for (const stream of streams) stream.req.destroy();
  const result: StreamsResult = {
    streams: STREAMS,
    rssBeforeMb: round(before / 1024, 1),
    rssAfterMb: round(after / 1024, 1),
    kbPerStream: round((after - before) / STREAMS, 1),
    pokeArrived,
    loadAverage: [load0, loadOf()],
  };
  log(
    `sync ${engine}: ${STREAMS} streams: RSS ${result.rssBeforeMb} → ${result.rssAfterMb} MB, ${result.kbPerStream} KB per stream`,
  );
  return result;
}
