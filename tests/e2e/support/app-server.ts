// A production server of its own for specs that need another configuration than the suite's
// (SYNC=on or off, a database to keep across a restart): build/server.js on `port`.
import { spawn, type ChildProcess } from "node:child_process";

export type AppServer = { child: ChildProcess; stop: () => Promise<void> };

export async function startAppServer(
  port: number,
  env: { SYNC: "on" | "off"; DATABASE_URL: string },
): Promise<AppServer> {
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      MOCKS: "true",
      // One secret for every start: a session survives a restart of the server (sync-upload.spec.ts).
      SESSION_SECRET: "e2e-app-server-session-secret-0123456789abcdef",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on/.test(output)) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`build/server.js exited with ${code}:\n${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { child, stop };
}
