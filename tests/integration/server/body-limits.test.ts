// Issue 19.1: request bodies are limited before any handler reads them. A 300 MB form to
// POST /auth/demo was read whole into memory (191 MB → 930 MB) and still signed in.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_BODY_LIMIT } from "../../../server/request-body";
import { openSocket, rawRequest, startTestApp, type TestApp } from "~test/server-app";

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.unstubAllEnvs();
});

async function start(options?: Parameters<typeof startTestApp>[0]) {
  vi.stubEnv("NODE_ENV", "production");
  app = await startTestApp(options);
  return app;
}

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** Waits for `promise`, failing with `why` after `ms` instead of hanging the suite. */
function within<T>(ms: number, promise: Promise<T>, why: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(why)), ms))]);
}

describe("request bodies", () => {
  it("passes a body within the limit to the route whole", async () => {
    const { port, seen } = await start();
    const body = `returnTo=${"a".repeat(DEFAULT_BODY_LIMIT - 100)}`;
    const response = await rawRequest(port, "/auth/demo", { method: "POST", headers: FORM, body });
    expect(response.status).toBe(302);
    expect(seen.posts).toEqual([{ path: "/auth/demo", body }]);
  });

  it("refuses a body declared larger than the limit (413) before reading any of it", async () => {
    const { port, seen } = await start();
    const { socket, received, closed } = await openSocket(port);
    // 300 MB announced; only the headers and a few bytes are ever sent.
    socket.write(
      `POST /auth/demo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${300 * 1024 * 1024}\r\n\r\nreturnTo=`,
    );
    await within(5_000, closed, `no answer to a 300 MB Content-Length; got: ${received()}`);
    expect(received()).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/);
    expect(received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(received()).toMatch(/\r\nContent-Security-Policy: /i);
    expect(seen.posts).toEqual([]);
  });

  it("stops reading a streamed body once it passes the limit, answers 413 and closes", async () => {
    const { port, seen } = await start();
    const { socket, received, closed } = await openSocket(port);
    socket.write(
      "POST /auth/demo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    // A little over the limit in 1 KB chunks, and the body never ends: only giving up on it answers.
    const chunk = "a".repeat(1024);
    for (let sent = 0; sent <= DEFAULT_BODY_LIMIT; sent += chunk.length) socket.write(`400\r\n${chunk}\r\n`);
    await within(5_000, closed, `the server kept waiting for the rest of the body; got: ${received()}`);
    expect(received()).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/);
    expect(seen.posts).toEqual([]);
  });

  it("gives a larger body only to a path that is allowed one", async () => {
    const { port, seen } = await start({ bodyAllowances: { "/upload": 64 * 1024 } });
    const body = "x".repeat(40 * 1024);
    const upload = await rawRequest(port, "/upload", { method: "POST", headers: FORM, body });
    expect(upload.status).toBe(302);
    const elsewhere = await rawRequest(port, "/auth/demo", { method: "POST", headers: FORM, body });
    expect(elsewhere.status).toBe(413);
    const tooMuch = await rawRequest(port, "/upload", { method: "POST", headers: FORM, body: body.repeat(2) });
    expect(tooMuch.status).toBe(413);
    expect(seen.posts.map((post) => [post.path, post.body.length])).toEqual([["/upload", body.length]]);
  });

  it("serves GETs without a body as before", async () => {
    const { port } = await start();
    expect((await rawRequest(port, "/about")).status).toBe(200);
    expect((await rawRequest(port, "/favicon.svg")).status).toBe(200);
  });
});
