// How the throughput benches' figures (bench/lib/load-rounds.ts) read in bench/RESULTS.md:
// the same columns in the sessions, community and social tables.
import type { LoadFigures } from "./load-rounds";

const int = (x: number) => Math.round(x).toLocaleString("en-US");
const ms = (x: number | null) => (x === null || Number.isNaN(x) ? "–" : `${x} ms`);

export const LOAD_COLUMNS = ["req/s", "p50", "p99 (worst)", "CPU/req", "Errors / non-2xx", "Load avg"];

/** One row's cells under LOAD_COLUMNS. */
export const loadCells = (e: LoadFigures): string[] => [
  int(e.requestsPerSecond),
  ms(e.p50Ms),
  `${ms(e.p99Ms)} (${ms(e.worstRoundP99Ms)})`,
  ms(e.cpuMsPerRequest),
  `${e.errors} / ${e.non2xx}`,
  e.loadAverage.join(" → "),
];
