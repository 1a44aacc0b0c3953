// A production server of its own for specs that need another configuration than the suite's
// (SYNC=on or off, admins, a database kept across a restart): build/server.js on a port of the
// spec's own, so spec files that run side by side (two workers) never share one.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Each spec with a server of its own has its own offset from the suite's port. */
const OFFSETS = {
  sync: 1,
  "sync-upload": 2,
  "social-profiles": 3,
  "social-moderation": 4,
  "first-visit-words": 5,
  "measure-history": 6,
} as const;

export function ownPort(spec: keyof typeof OFFSETS): number {
  return Number(process.env.E2E_PORT ?? 4173) + OFFSETS[spec];
}

/** A fresh SQLite file for one spec's server. */
export const freshDatabaseUrl = () =>
  `file:${join(mkdtempSync(join(tmpdir(), "momentum-own-e2e-")), "momentum.sqlite")}`;

export type AppServer = { child: ChildProcess; origin: string; databaseUrl: string; stop: () => Promise<void> };

export async function startAppServer(
  port: number,
  env: { SYNC: "on" | "off"; DATABASE_URL?: string } & Record<string, string>,
): Promise<AppServer> {
  const databaseUrl = env.DATABASE_URL ?? freshDatabaseUrl();
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      MOCKS: "true",
      // One secret for every start: a session survives a restart of the server (sync-upload.spec.ts).
      SESSION_SECRET: "e2e-app-server-session-secret-0123456789abcdef",
      // Every spec signs in from 127.0.0.1: the creation limits per client address are for the wild.
      DEMO_SIGNINS_PER_HOUR: "100000",
      NEW_ACCOUNTS_PER_HOUR: "100000",
      ...env,
      DATABASE_URL: databaseUrl,
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
  return { child, origin: `http://localhost:${port}`, databaseUrl, stop };
}
