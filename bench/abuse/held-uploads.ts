// Held uploads (issue #30, point 1): connections that send the headers of `POST /sync/upload`
// announcing 32 MB less one byte, then most of the body slowly, then hold the rest. Without a
// cookie (the review's attack: 40 of them from one address) and as one signed-in user (10). The
// server's resident memory (RSS) is sampled every 100 ms: before, at its peak, and after the
// connections closed, while a little ordinary traffic goes on (a server in use collects garbage).
import { connect, type Socket } from "node:net";
import { call, signInDemo } from "../sync/http";
import { loadOf } from "../sync/stats";
import { log, median, round, rssKb, sleep, type Child } from "../lib/util";

/** What every held upload announces: 32 MB less one byte, just under the path's limit today. */
export const DECLARED_BYTES = 32 * 1024 * 1024 - 1;
/** What each connection sends of it: all but the last MB, in chunks spread over SEND_S seconds. */
const SENT_BYTES = DECLARED_BYTES - 1024 * 1024;
const CHUNK = Buffer.alloc(256 * 1024, " ");
const SEND_S = 5;
/** The sending stops here even when the server reads slower than that (or not at all). */
const SEND_DEADLINE_S = 10;
const HOLD_S = 2;
const AFTER_S = 3;
const SAMPLE_MS = 100;

export type HeldRun = {
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
  /** Body bytes all the connections wrote (what the server did not read waited in socket buffers). */
  sentMb: number;
  /** What the server answered the connections: a status each, "none" while it was still reading. */
  answers: Record<string, number>;
};

export type HeldUploadsResult = {
  connections: number;
  signedIn: boolean;
  declaredBytes: number;
  runs: HeldRun[];
  /** Medians over runs: the peak's growth over before, and after's. */
  growthMb: number;
  afterGrowthMb: number;
  loadAverage: [number, number];
};

type Held = { socket: Socket; sent: number; answer: string | null; closed: boolean };

function open(port: number, head: string): Held {
  const socket = connect({ host: "127.0.0.1", port });
  const held: Held = { socket, sent: 0, answer: null, closed: false };
  socket.on("data", (chunk: Buffer) => {
    held.answer ??= /^HTTP\/1\.[01] (\d{3})/.exec(chunk.toString("latin1"))?.[1] ?? "?";
  });
  const close = () => void (held.closed = true);
  socket.on("end", close).on("close", close).on("error", close);
  socket.write(head);
  return held;
}

/** Resolves when the socket can take more, is closed, or the deadline passed. */
function drained(held: Held, deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      held.socket.off("drain", done).off("close", done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
    held.socket.on("drain", done).on("close", done);
  });
}

/** Most of the body, one chunk every SEND_S / chunks seconds, until sent, refused or the deadline. */
async function send(held: Held, start: number): Promise<void> {
  const chunks = Math.ceil(SENT_BYTES / CHUNK.length);
  const deadline = start + SEND_DEADLINE_S * 1000;
  for (let k = 0; held.sent < SENT_BYTES; k++) {
    if (held.closed || Date.now() > deadline) return;
    const piece = Math.min(CHUNK.length, SENT_BYTES - held.sent);
    const flushed = held.socket.write(CHUNK.subarray(0, piece));
    held.sent += piece;
    if (!flushed) await drained(held, deadline);
    const wait = start + ((k + 1) * SEND_S * 1000) / chunks - Date.now();
    if (wait > 0) await sleep(wait);
  }
}

async function heldRun(app: Child, connections: number, signedIn: boolean): Promise<HeldRun> {
  const origin = `http://localhost:${app.port}`;
  const pid = app.process.pid!;
  const head = [
    "POST /sync/upload?clientId=bench-held-upload&mutationId=1 HTTP/1.1",
    `Host: localhost:${app.port}`,
    "Content-Type: application/json",
    `Content-Length: ${DECLARED_BYTES}`,
  ];
  if (signedIn) head.push(`Cookie: ${(await signInDemo(origin)).cookie}`, `Origin: ${origin}`);
  // The server warmed by ordinary requests, then left to settle.
  for (let i = 0; i < 5; i++) await call(`${origin}/auth/session`);
  await sleep(1000);
  const before = rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    if (app.process.exitCode === null) peak = Math.max(peak, rssKb(pid));
  }, SAMPLE_MS);
  const held: Held[] = [];
  try {
    const start = Date.now();
    for (let i = 0; i < connections; i++) held.push(open(app.port, `${head.join("\r\n")}\r\n\r\n`));
    await Promise.all(held.map((h) => send(h, start)));
    await sleep(HOLD_S * 1000);
    for (const h of held) h.socket.destroy();
    for (const end = Date.now() + AFTER_S * 1000; Date.now() < end;) {
      await call(`${origin}/auth/session`).catch(() => undefined);
      await sleep(250);
    }
  } finally {
    for (const h of held) h.socket.destroy();
    clearInterval(sampler);
  }
  const after = rssKb(pid);
  const answers: Record<string, number> = {};
  for (const h of held) answers[h.answer ?? "none"] = (answers[h.answer ?? "none"] ?? 0) + 1;
  const mb = (kb: number) => round(kb / 1024, 1);
  return {
    rssBeforeMb: mb(before),
    rssPeakMb: mb(Math.max(peak, after)),
    rssAfterMb: mb(after),
    sentMb: round(held.reduce((sum, h) => sum + h.sent, 0) / 2 ** 20, 1),
    answers,
  };
}

/** `runs` held-upload runs, each on a fresh server from `onServer`. */
export async function runHeldUploads(
  onServer: <T>(run: (app: Child) => Promise<T>) => Promise<T>,
  engine: string,
  { connections, signedIn, runs }: { connections: number; signedIn: boolean; runs: number },
): Promise<HeldUploadsResult> {
  const load0 = loadOf();
  const done: HeldRun[] = [];
  for (let r = 0; r < runs; r++) done.push(await onServer((app) => heldRun(app, connections, signedIn)));
  const result: HeldUploadsResult = {
    connections,
    signedIn,
    declaredBytes: DECLARED_BYTES,
    runs: done,
    growthMb: round(median(done.map((r) => r.rssPeakMb - r.rssBeforeMb)), 1),
    afterGrowthMb: round(median(done.map((r) => r.rssAfterMb - r.rssBeforeMb)), 1),
    loadAverage: [load0, loadOf()],
  };
  const who = signedIn ? "of one signed-in user" : "without a cookie";
  const answers = done.map((r) => JSON.stringify(r.answers)).join(" ");
  log(
    `abuse ${engine}: ${connections} held uploads ${who}: RSS +${result.growthMb} MB at peak, +${result.afterGrowthMb} MB after (median of ${runs}; answers ${answers})`,
  );
  return result;
}
