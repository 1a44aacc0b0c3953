import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulClose } from "./graceful-shutdown";

// A server whose /slow answer waits until the test releases it.
let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

function start() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const started: IncomingMessage[] = [];
  server = createServer((req, res) => {
    started.push(req);
    if (req.url === "/slow") void released.then(() => res.end("slow answer"));
    else res.end("quick answer");
  });
  const listening = new Promise<number>((resolve) =>
    server!.listen(0, "127.0.0.1", () => resolve((server!.address() as AddressInfo).port)),
  );
  return { listening, release, started };
}

function get(port: number, path: string): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    })
      .on("error", reject)
      .end();
  });
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("gracefulClose", () => {
  it("stops accepting, finishes the request in flight, then closes", async () => {
    const { listening, release, started } = start();
    const port = await listening;
    const close = gracefulClose(server!, 5_000);
    const slow = get(port, "/slow");
    while (started.length === 0) await tick(10);

    let outcome: string | undefined;
    const closing = close().then((value) => (outcome = value));
    await tick(100);
    await expect(get(port, "/new")).rejects.toThrow(/ECONNREFUSED/);
    expect(outcome).toBeUndefined(); // still waiting for /slow

    release();
    expect(await slow).toEqual({ status: 200, body: "slow answer", connection: "close" });
    await closing;
    expect(outcome).toBe("drained");
  });

  it("cuts what is still running at the deadline", async () => {
    const { listening, started } = start();
    const port = await listening;
    const close = gracefulClose(server!, 200);
    const slow = get(port, "/slow").catch((error: Error) => error);
    while (started.length === 0) await tick(10);
    const begun = Date.now();
    expect(await close()).toBe("cut");
    expect(Date.now() - begun).toBeLessThan(2_000);
    expect(await slow).toBeInstanceOf(Error);
  });
});
