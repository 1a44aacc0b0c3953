// Drives tests/support/auth-http-server.ts processes: start (and kill) them, and sign in through
// their HTTP interface as a browser would: the mock provider's whole OAuth round trip, or the demo.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { Agent, request } from "node:http";
import { createServer } from "node:net";
import { join } from "node:path";
import { build } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { staticCss } from "../../scripts/static-css-plugin";
import { encodeMockPerson, MOCK_USER_COOKIE, type MockPerson } from "~/server/auth/mock-oauth.server";

export const TEST_SECRET = "db-suite-session-secret-0123456789-abcdefghijkl";

export type AuthServer = {
  origin: string;
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal) when the process ends. */
  exited: Promise<number | null>;
  output: () => string;
  stop: () => Promise<void>;
};

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

let script: Promise<string> | undefined;

/**
 * The server as one JavaScript file, built once per test process: plain `node` starts it in
 * a fraction of the time tsx needs to transpile its modules on the fly, and the crash tests
 * start it dozens of times. Dependencies stay in node_modules, as in the production build.
 */
function serverScript(): Promise<string> {
  script ??= (async () => {
    // Inside the project, so the file finds node_modules as the built server does.
    const cache = join(process.cwd(), "node_modules", ".cache");
    mkdirSync(cache, { recursive: true });
    const outDir = mkdtempSync(join(cache, "momentum-auth-server-"));
    await build({
      configFile: false,
      logLevel: "silent",
      // staticCss: the server code reaches the community page, which inlines its stylesheet (ADR 0017).
      plugins: [tsconfigPaths(), staticCss()],
      build: {
        ssr: "tests/support/auth-http-server.ts",
        outDir,
        target: "node20",
        minify: false,
        rollupOptions: { output: { format: "esm", entryFileNames: "auth-http-server.mjs" } },
      },
    });
    return join(outDir, "auth-http-server.mjs");
  })();
  return script;
}

/** Starts a server process on `databaseUrl`; resolves once it listens (rejects if it exits first). */
export async function startAuthServer(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<AuthServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [await serverScript()], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: origin,
      SESSION_SECRET: TEST_SECRET,
      DATABASE_URL: databaseUrl,
      MOCKS: "true",
      DEMO_SIGNIN: "on",
      // Hundreds of sign-ins from one test address: the per-address limits are tested on their own.
      DEMO_SIGNINS_PER_HOUR: "1000000",
      NEW_ACCOUNTS_PER_HOUR: "1000000",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("listening")) resolve();
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return {
    origin,
    child,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** What one sign-in through HTTP gave: every status on the way, and the session cookie if any. */
export type SignInTrace = { statuses: number[]; location: string | null; session: string | null };

type Answer = { status: number; location: string | null; setCookies: string[]; body: string };

/**
 * Like a browser, a pool of connections per server (64): the sign-ins all start at once and
 * queue for a connection, rather than opening a thousand sockets past the listen backlog.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function call(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers, agent }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          location: typeof res.headers.location === "string" ? res.headers.location : null,
          setCookies: res.headers["set-cookie"] ?? [],
          body,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

function keepCookies(answer: Answer, jar: Map<string, string>): void {
  for (const raw of answer.setCookies) {
    const [pair = ""] = raw.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    if (/max-age=0/i.test(raw) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** The mock Google sign-in of `person`, step by step, as a browser follows it. */
export async function signInThroughMock(origin: string, person: MockPerson): Promise<SignInTrace> {
  const jar = new Map<string, string>([[MOCK_USER_COOKIE, encodeMockPerson(person)]]);
  const statuses: number[] = [];
  let answer = await call(`${origin}/auth/google`, {
    method: "POST",
    body: new URLSearchParams({ returnTo: "/home" }).toString(),
    headers: { ...FORM, Origin: origin, Cookie: cookieHeader(jar) },
  });
  for (let hop = 0; hop < 3; hop += 1) {
    statuses.push(answer.status);
    keepCookies(answer, jar);
    if (answer.status !== 302 || !answer.location?.startsWith("/auth/")) {
      return { statuses, location: answer.location, session: jar.get("momentum_session") ?? null };
    }
    answer = await call(new URL(answer.location, origin).href, { headers: { Cookie: cookieHeader(jar) } });
  }
  throw new Error("too many redirects");
}

/** "Try the demo": a fresh demo user each time. */
export async function demoSignIn(origin: string): Promise<SignInTrace> {
  const answer = await call(`${origin}/auth/demo`, { method: "POST", headers: { ...FORM, Origin: origin } });
  const jar = new Map<string, string>();
  keepCookies(answer, jar);
  return { statuses: [answer.status], location: answer.location, session: jar.get("momentum_session") ?? null };
}

/** Who /auth/session says the session cookie belongs to (null: nobody). */
export async function whoIs(origin: string, session: string): Promise<{ userId: string; username: string } | null> {
  const answer = await call(`${origin}/auth/session`, { headers: { Cookie: `momentum_session=${session}` } });
  if (answer.status !== 200) throw new Error(`/auth/session answered ${answer.status}`);
  return (JSON.parse(answer.body) as { account: { userId: string; username: string } | null }).account;
}
