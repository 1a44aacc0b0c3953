// Small helpers shared by the benches: statistics, ports, child servers.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO = fileURLToPath(new URL("../../", import.meta.url));
export const TMP = `${REPO}bench/tmp`;

export const median = (xs: number[]): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
export const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
};
export const round = (x: number, digits = 1): number => Math.round(x * 10 ** digits) / 10 ** digits;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function log(message: string): void {
  process.stdout.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let clockTicks: number | undefined;
/** CPU time (user + system, all threads) a process has used so far, in ms; null off Linux. */
export function cpuMs(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return null;
  clockTicks ??= (() => {
    try {
      return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      return 100;
    }
  })();
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(file, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

/** A process's resident set (RSS) now, in KB; NaN off Linux. */
export const rssKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);

export type Child = {
  process: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts `node <script>` (a `.ts` script through `--import tsx`) and waits until
 * `readyPath` answers 200.
 */
export async function startNode(
  script: string,
  {
    env = {},
    args = [],
    readyPath = "/",
    timeoutMs = 120_000,
    cwd = REPO,
    port: fixedPort,
  }: {
    env?: Record<string, string>;
    args?: string[];
    readyPath?: string;
    timeoutMs?: number;
    cwd?: string;
    /** A port of the caller's choosing (a machine's agreed range); else any free one. */
    port?: number;
  } = {},
): Promise<Child> {
  const port = fixedPort ?? (await freePort());
  const loader = script.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...loader, script, ...args], {
    cwd,
    env: { ...process.env, HOST: "127.0.0.1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // A bench that crashes or is interrupted (run.ts turns SIGINT into an exit) leaves no server behind.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
    });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(url + readyPath);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} did not answer ${readyPath} within ${timeoutMs / 1000} s:\n${output}`);
    }
    await sleep(250);
  }
  return { process: child, port, url, output: () => output, stop };
}

/**
 * The production server of the checkout in `repo` (this one by default) on a loopback port:
 * build/server.js, what `npm start` runs minus npm, or server.ts in a checkout from before it
 * was built to JavaScript (a baseline build).
 */
export function startAppServer(env: Record<string, string> = {}, repo = REPO, port?: number): Promise<Child> {
  if (!existsSync(join(repo, "build/server/index.js")))
    throw new Error(`No build in ${repo}: run \`npm run build\` there first.`);
  const script = existsSync(join(repo, "build/server.js")) ? "build/server.js" : "server.ts";
  return startNode(script, { env: { NODE_ENV: "production", ...env }, readyPath: "/about", cwd: repo, port });
}

/** Runs `run` against a production server of its own (see startAppServer), stopped afterwards. */
export async function onAppServer<T>(
  env: Record<string, string>,
  port: number | undefined,
  run: (app: Child) => Promise<T>,
): Promise<T> {
  const app = await startAppServer(env, undefined, port);
  try {
    return await run(app);
  } finally {
    await app.stop();
  }
}
