// Server throughput: server.ts (production build, NODE_ENV=production, its own
// process) against a bare node:http server sending the same bytes (the
// ceiling), with autocannon on loopback. Rounds alternate between the two so
// a noisy neighbour hurts both alike; figures are medians over rounds.
import { request } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon, { type Result } from "autocannon";
import { cpuDuring, roundFigures, type RoundFigures } from "./lib/load-rounds";
import { log, median, round, startAppServer, startNode, TMP, type Child } from "./lib/util";

const CONNECTIONS = 50;
/** The legal page gets the goal's full measure (5 s warm-up, 4 × 5 s); the others a shorter one. */
const CASES = [
  { name: "legal page, gzip", path: "/legal/privacy-policy", gzip: true, warmUpS: 5, rounds: 4, roundS: 5, goal: true },
  {
    name: "legal page, uncompressed",
    path: "/legal/privacy-policy",
    gzip: false,
    warmUpS: 3,
    rounds: 3,
    roundS: 4,
    goal: false,
  },
  { name: "landing page, gzip", path: "/", gzip: true, warmUpS: 3, rounds: 3, roundS: 4, goal: false },
];
export const GOALS = { requestsPerSecond: 1500, p99Ms: 50, ratioOfCeiling: 0.1 } as const;

type Raw = { status: number; headers: Record<string, string>; body: Buffer };
/** One GET without decompression: the bytes as sent. */
function get(url: string, gzip: boolean): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: gzip ? { "accept-encoding": "gzip" } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") headers[name] = value;
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const HOP_BY_HOP = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
const replayable = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/** Guards the measurement: a fresh nonce per response, the CSP matching the page's script nonce. */
async function checkNonces(url: string): Promise<void> {
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const response = await fetch(url);
    const html = await response.text();
    const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    if (!nonce || !html.includes(`nonce="${nonce}"`)) throw new Error(`${url}: the CSP nonce is not the page's`);
    nonces.push(nonce);
  }
  if (nonces[0] === nonces[1]) throw new Error(`${url}: the same nonce twice`);
}

async function load(url: string, gzip: boolean, seconds: number): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: gzip ? { "accept-encoding": "gzip" } : {},
  });
}

export type ServerSide = RoundFigures;
export type ServerCase = {
  name: string;
  path: string;
  encoding: "gzip" | "identity";
  bodyBytes: number;
  rounds: number;
  roundSeconds: number;
  ours: ServerSide;
  ceiling: ServerSide;
  /** Median over rounds of ours / ceiling in the same round. */
  ratio: number;
  loadAverage: [number, number];
};
export type ServerResults = { connections: number; goals: typeof GOALS; cases: ServerCase[] };

export async function runServer(): Promise<ServerResults> {
  let app: Child | undefined;
  let ceiling: Child | undefined;
  try {
    app = await startAppServer();
    // What the ceiling will send: our bytes and headers for each path and encoding.
    const responses: Record<
      string,
      {
        gzip?: { headers: Record<string, string>; body: string };
        identity: { headers: Record<string, string>; body: string };
      }
    > = {};
    for (const path of new Set(CASES.map((c) => c.path))) {
      await checkNonces(app.url + path);
      const identity = await get(app.url + path, false);
      const gzip = await get(app.url + path, true);
      if (identity.status !== 200 || gzip.status !== 200)
        throw new Error(`${path} answered ${identity.status}/${gzip.status}`);
      responses[path] = {
        identity: { headers: replayable(identity.headers), body: identity.body.toString("base64") },
        ...(gzip.headers["content-encoding"] === "gzip"
          ? { gzip: { headers: replayable(gzip.headers), body: gzip.body.toString("base64") } }
          : {}),
      };
    }
    mkdirSync(TMP, { recursive: true });
    const file = `${TMP}/ceiling-responses.json`;
    writeFileSync(file, JSON.stringify(responses));
    ceiling = await startNode("bench/ceiling-server.ts", { args: [file], readyPath: CASES[0]!.path });

    const cases: ServerCase[] = [];
    for (const c of CASES) {
      const variant = c.gzip ? responses[c.path]!.gzip : responses[c.path]!.identity;
      if (!variant) throw new Error(`${c.path}: our server did not gzip it`);
      const ourUrl = app.url + c.path;
      const ceilingUrl = ceiling.url + c.path;
      const load0 = loadavg()[0]!;
      await load(ourUrl, c.gzip, c.warmUpS);
      await load(ceilingUrl, c.gzip, c.warmUpS);
      const ours: Result[] = [];
      const theirs: Result[] = [];
      let ourCpu: number | null = 0;
      let ceilingCpu: number | null = 0;
      const measure = async (child: Child, url: string, into: Result[]) => {
        const { value, cpu } = await cpuDuring(child, () => load(url, c.gzip, c.roundS));
        into.push(value);
        return cpu;
      };
      for (let r = 0; r < c.rounds; r++) {
        const runOurs = async () => {
          const cpu = await measure(app!, ourUrl, ours);
          ourCpu = cpu === null || ourCpu === null ? null : ourCpu + cpu;
        };
        const runCeiling = async () => {
          const cpu = await measure(ceiling!, ceilingUrl, theirs);
          ceilingCpu = cpu === null || ceilingCpu === null ? null : ceilingCpu + cpu;
        };
        // Alternate who goes first, so a drift in the machine's load is shared.
        if (r % 2 === 0) {
          await runOurs();
          await runCeiling();
        } else {
          await runCeiling();
          await runOurs();
        }
      }
      const result: ServerCase = {
        name: c.name,
        path: c.path,
        encoding: c.gzip ? "gzip" : "identity",
        bodyBytes: Buffer.from(variant.body, "base64").length,
        rounds: c.rounds,
        roundSeconds: c.roundS,
        ours: roundFigures(ours, ourCpu),
        ceiling: roundFigures(theirs, ceilingCpu),
        ratio: round(median(ours.map((r, i) => r.requests.average / theirs[i]!.requests.average)), 3),
        loadAverage: [round(load0, 2), round(loadavg()[0]!, 2)],
      };
      log(
        `server ${c.name}: ${result.ours.requestsPerSecond} req/s p99 ${result.ours.p99Ms} ms; ceiling ${result.ceiling.requestsPerSecond} req/s; ratio ${result.ratio}; CPU/request ${result.ours.cpuMsPerRequest} vs ${result.ceiling.cpuMsPerRequest} ms`,
      );
      cases.push(result);
    }
    return { connections: CONNECTIONS, goals: GOALS, cases };
  } finally {
    await ceiling?.stop();
    await app?.stop();
  }
}
