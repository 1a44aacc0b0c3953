// Issue 30.1: identity before bodies. 40 cookie-less connections holding 32 MB uploads took the
// server from 179 MB to 1.4 GB, because every body was read before any handler looked at the
// session. Now the headers decide first (same origin, then the session), a refusal closes the
// connection with the body unread, and a signed-in body still meets limits: one upload in flight
// per user, a few bodies per client address, a server-wide cap on buffered bytes, a time limit.
// The session check here is the pipeline's stand-in (momentum_session=<userId>); the database's
// own check runs on both engines in tests/integration/db/front-door-sessions.test.ts.
import type { Socket } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openSocket, rawRequest, startTestApp, type TestApp } from "~test/server-app";

let app: TestApp | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

async function start(options?: Parameters<typeof startTestApp>[0]) {
  vi.stubEnv("NODE_ENV", "production");
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  app = await startTestApp(options);
  return app;
}

/** Waits for `promise`, failing with `why` after `ms` instead of hanging the suite. */
function within<T>(ms: number, promise: Promise<T>, why: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(why)), ms))]);
}

const UPLOAD = "/sync/upload?clientId=laptop-0001&mutationId=3";
const HUGE = 32 * 1024 * 1024 - 1;

/**
 * A POST whose headers announce `length` bytes of which only `sent` are sent: the client holds
 * the rest. Resolves once the headers and the first bytes are out.
 */
async function holdBody(
  port: number,
  path: string,
  { length, sent, headers = {} }: { length: number; sent: number; headers?: Record<string, string> },
) {
  const held = await openSocket(port);
  sockets.push(held.socket);
  const lines = Object.entries({ "Content-Type": "application/json", ...headers }).map(([k, v]) => `${k}: ${v}\r\n`);
  held.socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.join("")}Content-Length: ${length}\r\n\r\n`);
  held.socket.write("x".repeat(sent));
  return held;
}

/** A request the server has taken in: it is reading its body (nothing is answered yet). */
async function taken(held: { received: () => string }) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(held.received()).toBe("");
}

describe("identity before bodies", () => {
  it("answers an upload without a session 401 and closes, while the client still holds 32 MB of it", async () => {
    const { port, seen } = await start();
    const held = await holdBody(port, UPLOAD, { length: HUGE, sent: 64 * 1024 });
    await within(5_000, held.closed, `no answer before the body was sent; got: ${held.received()}`);
    expect(held.received()).toMatch(/^HTTP\/1\.1 401 /);
    expect(held.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(held.received()).toContain('{"error":"No active user session found. Please login first."}');
    expect(seen.sync).toEqual([]);
  });

  it("answers a cross-site body 403 before reading it, session or not", async () => {
    const { port, seen } = await start();
    const held = await holdBody(port, UPLOAD, {
      length: HUGE,
      sent: 1024,
      headers: { Cookie: "momentum_session=ada", Origin: "https://evil.example" },
    });
    await within(5_000, held.closed, `no answer before the body was sent; got: ${held.received()}`);
    expect(held.received()).toMatch(/^HTTP\/1\.1 403 /);
    expect(seen.sync).toEqual([]);
  });

  it.each(["/report?kind=profile&user=x&item=", "/admin/reports"])(
    "answers a cross-site form POST to %s with our 403, before Remix's own check (a 500 with a stack)",
    async (path) => {
      const { port, seen } = await start();
      const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const response = await rawRequest(port, path, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://evil.example",
          Cookie: "momentum_session=ada",
        },
        body: "reason=spam",
      });
      expect(response.status).toBe(403);
      expect(response.body).toBe("Cross-site requests are not allowed.");
      expect(errors).not.toHaveBeenCalled();
      expect(seen.posts).toEqual([]);
    },
  );

  it("lets a signed-in, same-site body through whole", async () => {
    const { port, seen } = await start();
    const body = JSON.stringify({ history: "x".repeat(100_000) });
    const answer = await rawRequest(port, UPLOAD, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Cookie: "momentum_session=ada",
        Origin: `http://127.0.0.1:${port}`,
      },
      body,
    });
    expect(answer.status).toBe(200);
    expect(seen.sync.map((call) => [call.path, call.body.length])).toEqual([["/sync/upload", body.length]]);
  });
});

describe("limits for signed-in bodies", () => {
  it("keeps one upload in flight per user (429 with Retry-After); another user's goes through", async () => {
    const { port, seen } = await start();
    const first = await holdBody(port, UPLOAD, {
      length: 10_000,
      sent: 100,
      headers: { Cookie: "momentum_session=ada" },
    });
    await taken(first);
    const second = await holdBody(port, UPLOAD, {
      length: 10_000,
      sent: 100,
      headers: { Cookie: "momentum_session=ada" },
    });
    await within(5_000, second.closed, `a second upload was taken in; got: ${second.received()}`);
    expect(second.received()).toMatch(/^HTTP\/1\.1 429 /);
    expect(second.received()).toMatch(/\r\nRetry-After: \d+\r\n/i);
    const other = await rawRequest(port, UPLOAD, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: "momentum_session=grace" },
      body: "{}",
    });
    expect(other.status).toBe(200);
    // The held upload goes: its place comes back.
    first.socket.destroy();
    await first.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await rawRequest(port, UPLOAD, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: "momentum_session=ada" },
      body: "{}",
    });
    expect(again.status).toBe(200);
    expect(seen.sync).toHaveLength(2);
  });

  it("takes at most a few bodies from one client address at once (429), and gives the places back", async () => {
    const { port } = await start({ limits: { bodiesPerClient: 2 } });
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const held = [
      await holdBody(port, "/auth/demo", { length: 1000, sent: 10, headers: form }),
      await holdBody(port, "/auth/demo", { length: 1000, sent: 10, headers: form }),
    ];
    for (const each of held) await taken(each);
    const third = await rawRequest(port, "/auth/demo", { method: "POST", headers: form, body: "returnTo=%2F" });
    expect(third.status).toBe(429);
    expect(third.headers["retry-after"]).toMatch(/^\d+$/);
    for (const each of held) each.socket.destroy();
    await Promise.all(held.map((each) => each.closed));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const later = await rawRequest(port, "/auth/demo", { method: "POST", headers: form, body: "returnTo=%2F" });
    expect(later.status).toBe(302);
  });

  it("refuses a body past the server's cap on buffered bytes (503 with Retry-After) until the others are done", async () => {
    const { port } = await start({ limits: { maxBufferedBytes: 100_000 } });
    const push = (user: string) => ({ headers: { Cookie: `momentum_session=${user}` } });
    const first = await holdBody(port, "/sync/push", { length: 80_000, sent: 100, ...push("ada") });
    await taken(first);
    const second = await holdBody(port, "/sync/push", { length: 30_000, sent: 100, ...push("grace") });
    await within(5_000, second.closed, `the body was taken past the cap; got: ${second.received()}`);
    expect(second.received()).toMatch(/^HTTP\/1\.1 503 /);
    expect(second.received()).toMatch(/\r\nRetry-After: \d+\r\n/i);
    first.socket.destroy();
    await first.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await rawRequest(port, "/sync/push", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: "momentum_session=grace" },
      body: "x".repeat(30_000),
    });
    expect(after.status).toBe(200);
  });

  it("cuts a body that trickles in (408) and closes the connection", async () => {
    const { port, seen } = await start({ limits: { bodyTimeoutMs: 300 } });
    const held = await holdBody(port, "/sync/push", {
      length: 1000,
      sent: 10,
      headers: { Cookie: "momentum_session=ada" },
    });
    const trickle = setInterval(() => held.socket.write("x"), 50);
    try {
      await within(5_000, held.closed, `the trickling body was never cut; got: ${held.received()}`);
    } finally {
      clearInterval(trickle);
    }
    expect(held.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(seen.sync).toEqual([]);
  });
});
