import type { Engine } from "./connection.server";
import type { Db } from "./schema.server";

/**
 * One numbered step of the schema (ADR 0014). Versions are consecutive and never reused;
 * a released migration is never edited: a change is a new migration. `up` runs inside the
 * migration transaction, so a failure leaves the database as it was.
 */
export type Migration = {
  version: number;
  name: string;
  up(db: Db, engine: Engine): Promise<void>;
};
