// vitest globalSetup of the db project: one throwaway PostgreSQL cluster for the whole run
// (tests/support/postgres-cluster.ts), stopped and deleted at the end. Test files get its socket
// directory through inject("pgSocketDir") and make their own databases (tests/support/db.ts).
// Without PostgreSQL the db suite fails at once, saying how to install it: nothing is skipped.
import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "../support/postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    pgSocketDir: string;
  }
}

export default function setup(project: TestProject) {
  const cluster = startPostgresCluster();
  project.provide("pgSocketDir", cluster.socketDir);
  return () => cluster.stop();
}
