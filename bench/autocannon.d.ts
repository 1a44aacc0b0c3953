// The part of autocannon 8's API the benches use (the package ships no types).
declare module "autocannon" {
  type Stats = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9?: number;
  };
  export type Result = {
    requests: Stats;
    latency: Stats & { p97_5: number };
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    timeout?: number;
    /** Each connection sends these in turn, over and over. */
    requests?: { method?: string; path: string; headers?: Record<string, string> }[];
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
