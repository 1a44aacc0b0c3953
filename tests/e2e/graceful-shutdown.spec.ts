import { spawn, type ChildProcess } from "node:child_process";
import { connect, type Socket } from "node:net";
import { expect, test } from "./fixtures";

// Issue 19.9: the built server (build/server.js, what `npm start` runs with plain node) stops
// gracefully on SIGTERM: it stops accepting connections, finishes the requests in flight,
// and exits within 10 s. Each test starts its own server on a free port.

type Started = { child: ChildProcess; port: number; exited: Promise<{ code: number | null; at: number }> };

let running: ChildProcess | undefined;
// A test that fails half-way must not leave its server behind.
test.afterEach(() => {
  if (running && running.exitCode === null && running.signalCode === null) running.kill("SIGKILL");
  running = undefined;
});

async function startBuiltServer(): Promise<Started> {
  const child = (running = spawn(process.execPath, ["build/server.js"], {
    env: { PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  }));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once("exit", (code) => resolve({ code, at: Date.now() })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on http:\/\/localhost:(\d+)/);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then(({ code }) => reject(new Error(`build/server.js exited with ${code}:\n${output}`)));
  });
  return { child, port, exited };
}

/** A sign-in POST whose body has not finished arriving: a request in flight. */
function slowSignIn(port: number): Promise<{ socket: Socket; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(
        "POST /auth/demo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 20\r\n\r\nreturnTo=",
      );
      let text = "";
      const answer = new Promise<string>((done) => {
        socket.on("data", (chunk) => (text += chunk.toString()));
        socket.on("close", () => done(text));
        socket.on("error", () => undefined);
      });
      resolve({ socket, answer });
    });
    socket.once("error", reject);
  });
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("SIGTERM: new connections are refused, the request in flight is answered, exit 0 within 10 s", async () => {
  const { child, port, exited } = await startBuiltServer();
  const { socket, answer } = await slowSignIn(port);
  await tick(300); // the server has the request and waits for the rest of its body

  const signalled = Date.now();
  child.kill("SIGTERM");
  await tick(500);
  await expect(fetch(`http://127.0.0.1:${port}/about`)).rejects.toThrow();
  expect(child.exitCode, "still running: a request is in flight").toBeNull();

  socket.write("%2Fsettings"); // the rest of the body: returnTo=/settings
  const response = await answer;
  expect(response).toMatch(/^HTTP\/1\.1 302 /);
  expect(response).toMatch(/\r\nLocation: \/settings\r\n/i);
  expect(response).toMatch(/\r\nConnection: close\r\n/i);
  const { code, at } = await exited;
  expect(code).toBe(0);
  expect(at - signalled).toBeLessThan(10_000);
});

test("SIGTERM: a request that never finishes is cut, and the server still exits within 10 s", async () => {
  // The 8 s grace, plus a server start on a machine busy with the other worker's browsers.
  test.setTimeout(60_000);
  const { child, port, exited } = await startBuiltServer();
  const { answer } = await slowSignIn(port);
  await tick(300);
  const signalled = Date.now();
  child.kill("SIGTERM");
  const { code, at } = await exited;
  expect(code).toBe(1);
  expect(at - signalled).toBeLessThan(10_000);
  expect(await answer).toBe(""); // cut: no answer
});
