// Hot reads (a public profile, ADR 0025) built by the query builder once per engine: building and
// compiling a query costs more than running it. The query is compiled with a stand-in for its one
// value; each run swaps the value in. On PostgreSQL it is a named statement, parsed and planned
// once per pooled connection (as the session read does, sessions.server.ts).
import { CompiledQuery, type Compilable } from "kysely";
import type { Connection } from "./connection.server";
import type { Db } from "./schema.server";

const STAND_IN = "\u0000momentum-value\u0000";
type Prepared = { sql: string; parameters: readonly unknown[]; at: number };
const prepared = new Map<string, Prepared>();

export async function runPrepared<Row>(
  connection: Connection,
  name: string,
  build: (db: Db, value: string) => Compilable<Row>,
  value: string,
): Promise<Row[]> {
  const key = `${connection.engine}:${name}`;
  let query = prepared.get(key);
  if (!query) {
    const compiled = build(connection.db, STAND_IN).compile();
    const at = compiled.parameters.indexOf(STAND_IN);
    if (at < 0 || compiled.parameters.lastIndexOf(STAND_IN) !== at) throw new Error(`${name}: not one stand-in`);
    prepared.set(key, (query = { sql: compiled.sql, parameters: compiled.parameters, at }));
  }
  const values = query.parameters.map((parameter, index) => (index === query.at ? value : parameter));
  const { rows } = connection.pgPool
    ? await connection.pgPool.query({ name, text: query.sql, values: values as unknown[] })
    : await connection.db.executeQuery<Row>(CompiledQuery.raw(query.sql, values));
  return rows as Row[];
}
