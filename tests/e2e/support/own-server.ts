// A built server of a spec's own (its own process, port and database), for specs that need a
// setting the suite's server does not have (SYNC=on). One per spec file: run its tests in turn.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type OwnServer = { origin: string; stop: () => void };

export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), "momentum-own-e2e-"));
  const child: ChildProcess = spawn(process.execPath, ["build/server.js"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      MOCKS: "true",
      DATABASE_URL: `file:${join(dir, "momentum.sqlite")}`,
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
  return { origin: `http://localhost:${port}`, stop: () => void child.kill("SIGKILL") };
}
