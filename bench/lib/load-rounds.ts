// Autocannon rounds against one server process: the figures every throughput bench reports
// (server, sessions, community, social), computed one way so their tables compare like with like.
import { loadavg } from "node:os";
import type { Result } from "autocannon";
import { cpuMs, median, round, type Child } from "./util";

/** Medians over rounds, the worst round's p99, and the server's CPU time per request. */
export type RoundFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  worstRoundP99Ms: number;
  errors: number;
  non2xx: number;
  /** CPU time (user + system) the server process used per request, over the measured rounds. */
  cpuMsPerRequest: number | null;
};
/** The same, with the machine's 1-minute load average before and after (a shared machine). */
export type LoadFigures = RoundFigures & { loadAverage: [number, number] };

/** `cpu`: the server's CPU ms over `rounds` (null when it cannot be read). */
export function roundFigures(rounds: Result[], cpu: number | null): RoundFigures {
  const requests = rounds.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    requestsPerSecond: Math.round(median(rounds.map((r) => r.requests.average))),
    p50Ms: round(median(rounds.map((r) => r.latency.p50))),
    p99Ms: round(median(rounds.map((r) => r.latency.p99))),
    worstRoundP99Ms: round(Math.max(...rounds.map((r) => r.latency.p99))),
    errors: rounds.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    cpuMsPerRequest: cpu === null || requests === 0 ? null : round(cpu / requests, 3),
  };
}

/** The server's CPU ms spent while `run` ran (null off Linux). */
export async function cpuDuring<T>(app: Child, run: () => Promise<T>): Promise<{ value: T; cpu: number | null }> {
  const before = cpuMs(app.process.pid);
  const value = await run();
  const after = cpuMs(app.process.pid);
  return { value, cpu: before === null || after === null ? null : after - before };
}

/** One warm-up, then `rounds` measured loads of `seconds` each; `load` runs autocannon for so many seconds. */
export async function measureRounds(
  app: Child,
  { warmUpS, rounds, roundS }: { warmUpS: number; rounds: number; roundS: number },
  load: (seconds: number) => Promise<Result>,
): Promise<LoadFigures> {
  const load0 = loadavg()[0]!;
  await load(warmUpS);
  const { value: results, cpu } = await cpuDuring(app, async () => {
    const measured: Result[] = [];
    for (let r = 0; r < rounds; r++) measured.push(await load(roundS));
    return measured;
  });
  return { ...roundFigures(results, cpu), loadAverage: [round(load0, 2), round(loadavg()[0]!, 2)] };
}

/** The log line's tail, the same in every throughput bench. */
export const describeFigures = (f: LoadFigures): string =>
  `${f.requestsPerSecond} req/s, p99 ${f.p99Ms} ms (worst round ${f.worstRoundP99Ms}), CPU/request ${f.cpuMsPerRequest} ms`;
