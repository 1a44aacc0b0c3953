// `npm run build` with fake secret values in the environment, for the e2e run:
// tests/e2e/client-build-secrets.spec.ts then proves none of them reached build/client.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { CANARY_ENV, CANARY_MARKER } from "../tests/e2e/build-canaries";

const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, ...CANARY_ENV } });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(
  CANARY_MARKER,
  `${JSON.stringify({ builtAt: new Date().toISOString(), names: Object.keys(CANARY_ENV) })}\n`,
);
