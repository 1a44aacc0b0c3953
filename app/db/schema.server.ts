// The tables as Kysely sees them (the migrations in migrations.server.ts make them).
// Times are epoch milliseconds in BIGINT columns; ids are ULIDs as text.
import type { Generated, Kysely } from "kysely";
import type { AccountProvider } from "../account/providers";
import type { ReportTargetKind } from "./views";

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
  /** The day of this client's newest applied action (days never go back within a client); null before one. */
  last_day: string | null;
}

/** The user's state as the log made it (the engine's World as JSON), at log sequence `seq`. */
export interface SyncStateTable {
  user_id: string;
  seq: number;
  world: string;
  /** JSON `{ xp, vacationDays }`: XP per day and vacation days the server received in time (rules 26 and 28, migrations 5 and 6). */
  witnessed: Generated<string>;
  updated_at: number;
}

/** 0 or 1 on both engines. */
export type Flag = 0 | 1;

/** The profile its owner may make public (migration 3): shown only while `public_since` is set. */
export interface ProfilesTable {
  user_id: string;
  bio: string | null;
  /** http(s) only. */
  picture_url: string | null;
  location: string | null;
  /** http(s) only. */
  url: string | null;
  public_since: number | null;
  updated_at: number;
}

/**
 * What the server's replay says of a user (migration 3, refreshed at every push that applied
 * something): profiles and boards read it instead of parsing the user's state.
 */
export interface UserStatsTable {
  user_id: string;
  /** The run of met days (skipped days bridging) that ends at `streak_day`, the newest met day. */
  streak: number;
  streak_day: string | null;
  best_streak: number;
  days_met: number;
  /** JSON: the met days among the newest 14 days of the history, ascending (weekly boards). */
  recent_met: string;
  /** JSON: the user's day rule, so a reader knows the user's today. */
  day_rule: string;
  updated_at: number;
}

/** A habit or goal as public pages may show it: a copy refreshed when the replay changes it. */
export interface SocialItemsTable {
  user_id: string;
  kind: "habit" | "goal";
  item_id: string;
  /** The owner's "Public" toggle. */
  is_public: Flag;
  /** 0 once deleted or given up (a completed goal stays active: it is a win to show). */
  is_active: Flag;
  title: string;
  description: string | null;
  /** JSON: habit {dailyTarget, count, schedule?: its words}; goal {xpTarget, xpCurrent, percent, completedAt}. */
  detail: string;
  created_at: number;
  updated_at: number;
}

/** The public-activity feed's raw lines (a reader filters them by what is public now). */
export interface ActivityTable {
  user_id: string;
  /** The record's id, or `day:YYYY-MM-DD` for a day met (once per user and day). */
  id: string;
  kind: "habit_started" | "day_met" | "goal_reached";
  item_kind: "habit" | "goal" | null;
  item_id: string | null;
  day: string;
  at: number;
}

export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: number;
}

export interface CommunityMembersTable {
  /** A community of `app/content/communities.ts`. */
  community_id: string;
  user_id: string;
  joined_at: number;
}

export type ReportStatus = "open" | "dismissed" | "hidden" | "suspended";

export interface ReportsTable {
  id: string;
  reporter_id: string;
  target_kind: ReportTargetKind;
  target_user_id: string;
  /** '' for a profile. */
  target_item_id: string;
  reason: string;
  note: string | null;
  created_at: number;
  status: ReportStatus;
  resolved_by: string | null;
  resolved_at: number | null;
}

/** An item (or a whole profile: item_id '') an admin hid from every public page and board. */
export interface HiddenItemsTable {
  target_kind: ReportTargetKind;
  user_id: string;
  item_id: string;
  hidden_by: string;
  hidden_at: number;
  reason: string | null;
}

/** Who did what, when: every admin action (kept when either account goes). */
export interface AdminActionsTable {
  id: string;
  admin_id: string;
  action: string;
  report_id: string | null;
  target_kind: ReportTargetKind | null;
  target_user_id: string | null;
  target_item_id: string | null;
  reason: string | null;
  at: number;
}

export interface Database {
  users: UsersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  schema_migrations: MigrationsTable;
  sync_log: SyncLogTable;
  sync_clients: SyncClientsTable;
  sync_state: SyncStateTable;
  profiles: ProfilesTable;
  user_stats: UserStatsTable;
  social_items: SocialItemsTable;
  activity: ActivityTable;
  follows: FollowsTable;
  community_members: CommunityMembersTable;
  reports: ReportsTable;
  hidden_items: HiddenItemsTable;
  admin_actions: AdminActionsTable;
}

export type Db = Kysely<Database>;
