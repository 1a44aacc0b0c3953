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

export interface Database {
  users: UsersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  schema_migrations: MigrationsTable;
}

export type Db = Kysely<Database>;
