// The sync API in the production pipeline (server/app.ts → server/sync-api.ts): push, pull, state
// and upload go straight to their functions once the body is read (no express, no Remix render),
// with the security headers, their body limits, GET only for the pull and the state, a large answer gzipped
// when the client accepts it, and a thrown Response or error answered as such.
import { MAX_PUSH_BYTES } from "~/log/protocol";
import { gunzipSync } from "node:zlib";
import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest, startTestApp, type TestApp } from "~test/server-app";

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const JSON_HEADERS = { "Content-Type": "application/json" };

/** A GET whose body comes back as bytes (it may be gzipped). */
function getBytes(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the sync API in the request pipeline", () => {
  it("hands push and upload their whole body and the cookie, with the security headers, past Remix", async () => {
    app = await startTestApp();
    const body = JSON.stringify({ clientId: "laptop-0001", actions: ["x".repeat(200_000)] });
    for (const path of ["/sync/push", "/sync/upload?clientId=laptop-0001&mutationId=3"]) {
      const answer = await rawRequest(app.port, path, {
        method: "POST",
        headers: { ...JSON_HEADERS, Cookie: "momentum_session=abc" },
        body,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect(app.seen.sync.map(({ path, method, body: text, cookie }) => [path, method, text.length, cookie])).toEqual([
      ["/sync/push", "POST", body.length, "momentum_session=abc"],
      ["/sync/upload", "POST", body.length, "momentum_session=abc"],
    ]);
    expect(app.seen.renders).toEqual([]);
  });

  it("answers the pull and the state to GET only, and gzips a large answer for a client that accepts it", async () => {
    app = await startTestApp();
    expect((await rawRequest(app.port, "/sync/pull?after=0", { method: "POST", body: "{}" })).status).toBe(405);
    expect((await rawRequest(app.port, "/sync/state", { method: "POST", body: "{}" })).status).toBe(405);
    const state = await getBytes(app.port, "/sync/state?pad=50000", { "Accept-Encoding": "gzip" });
    expect([state.status, state.headers["content-encoding"]]).toEqual([200, "gzip"]);
    expect(app.seen.sync.map((call) => [call.path, call.method])).toEqual([["/sync/state", "GET"]]);
    const plain = await getBytes(app.port, "/sync/pull?after=0&pad=50000", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const zipped = await getBytes(app.port, "/sync/pull?after=0&pad=50000", { "Accept-Encoding": "gzip, br" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.body.length).toBeLessThan(plain.body.length / 10);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    const small = await getBytes(app.port, "/sync/pull?after=0", { "Accept-Encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("keeps the push's body limit, and answers a thrown Response or error as such", async () => {
    app = await startTestApp();
    const tooBig = await rawRequest(app.port, "/sync/push", {
      method: "POST",
      headers: { ...JSON_HEADERS, Cookie: "momentum_session=ada" },
      body: "x".repeat(MAX_PUSH_BYTES + 1),
    });
    expect(tooBig.status).toBe(413);
    expect((await rawRequest(app.port, "/sync/pull?off=1")).status).toBe(404);
    const broken = await rawRequest(app.port, "/sync/push?fail=1", {
      method: "POST",
      headers: { ...JSON_HEADERS, Cookie: "momentum_session=ada" },
      body: "{}",
    });
    expect(broken.status).toBe(500);
    expect(broken.body).toBe("Internal Server Error");
    expect(app.seen.sync.map((call) => call.path)).toEqual(["/sync/pull", "/sync/push"]);
  });
});
