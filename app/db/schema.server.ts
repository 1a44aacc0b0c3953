// The tables as Kysely sees them (the migrations in migrations.server.ts make them).
// Times are epoch milliseconds in BIGINT columns; ids are ULIDs as text.
import type { Kysely } from "kysely";
import type { AccountProvider } from "../account/providers";

/** How a user's tier is decided on each request (rule 12, docs/rules.md): from PREMIUM_ACCOUNTS, or always PREMIUM. */
export type TierSource = "accounts" | "demo";

export interface UsersTable {
  /** ULID, the same id as the user's local data in the browser. */
  id: string;
  username: string;
  /** lower(username): unique, so usernames are unique whatever their case. */
  username_key: string;
  name: string;
  tier_source: TierSource;
  created_at: number;
  suspended_at: number | null;
  suspended_reason: string | null;
}

export interface AccountsTable {
  provider: AccountProvider;
  provider_id: string;
  user_id: string;
  /** The provider's profile at the last sign-in: what a new device's local user starts from. */
  name: string;
  handle: string | null;
  email: string | null;
  picture_url: string | null;
  created_at: number;
  signed_in_at: number;
}

export interface SessionsTable {
  /** ULID: names the session to its owner (the devices list); not a credential. */
  id: string;
  /** SHA-256 of the 256-bit secret the cookie carries; the secret itself is never stored. */
  token_hash: string;
  user_id: string;
  provider: AccountProvider;
  provider_id: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  device: string;
}

export interface MigrationsTable {
  version: number;
  name: string;
  applied_at: number;
}

/** One pushed action in a user's server log (issue #21): applied (body: its entry) or refused (body: why). */
export interface SyncLogTable {
  user_id: string;
  /** The server sequence number, 1, 2, 3… per user. */
  seq: number;
  client_id: string;
  mutation_id: number;
  /** The action's type (habit/count…). */
  type: string;
  /** The device's time of the action. */
  at: number;
  status: "applied" | "refused";
  /** JSON: the entry (records and definitions) when applied, the refusal when refused. */
  body: string;
  /** The first id the device made for the action (null when it made none): unique per user. */
  first_id: string | null;
  created_at: number;
}

/** The newest mutation id the server has taken from each client of a user. */
export interface SyncClientsTable {
  user_id: string;
  client_id: string;
  last_mutation_id: number;
  last_push_at: number;
}

/** The user's state as the log made it (the engine's World as JSON), at log sequence `seq`. */
export interface SyncStateTable {
  user_id: string;
  seq: number;
  world: string;
  updated_at: number;
}

export interface Database {
  users: UsersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  schema_migrations: MigrationsTable;
  sync_log: SyncLogTable;
  sync_clients: SyncClientsTable;
  sync_state: SyncStateTable;
}

export type Db = Kysely<Database>;
