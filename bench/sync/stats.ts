// Figures the sync bench reports: median and p95 of a sample, and the 1-minute load average.
import { loadavg } from "node:os";
import { median, percentile, round } from "../lib/util";

export type Stat = { median: number; p95: number; p99: number; max: number; n: number };

export const stat = (xs: number[]): Stat => ({
  median: round(median(xs)),
  p95: round(percentile(xs, 95)),
  p99: round(percentile(xs, 99)),
  max: round(Math.max(...xs)),
  n: xs.length,
});

export const loadOf = () => round(loadavg()[0]!, 2);
