// What the database's reads hand to pages, as plain types: pages and components (browser code)
// import them from here, never from a *.server module. No code: the shapes only.
import type { PublicStats } from "~/game/public-stats";

export type ReportTargetKind = "profile" | "habit" | "goal";

export type MemberStats = Pick<PublicStats, "streak" | "streakDay" | "recentMet" | "dayRule">;

/** A member anyone may see, with what the server's replay says of them (null: nothing synced yet). */
export type VisibleMember = { userId: string; username: string; name: string; stats: MemberStats | null };

export type VisibleItem = { userId: string; kind: "habit" | "goal"; itemId: string; title: string };

export type ReportTarget = { kind: ReportTargetKind; userId: string; itemId: string };

export type TargetView = { kind: ReportTargetKind; username: string; name: string; title: string | null };

export type QueuedReport = {
  id: string;
  reason: string;
  note: string | null;
  createdAt: number;
  reporter: { id: string; username: string };
  target: ReportTarget & { username: string; name: string; suspended: boolean; hidden: boolean };
  /** The reported habit or goal (null for a profile, or when its copy is gone). */
  item: { title: string; description: string | null; isPublic: boolean; isActive: boolean } | null;
  /** The reported user's profile fields (null when they never saved any). */
  profile: { bio: string | null; location: string | null; url: string | null; isPublic: boolean } | null;
};

export type AdminLogEntry = {
  id: string;
  at: number;
  action: string;
  /** The admin's username, or their id when the account is gone. */
  admin: string;
  targetKind: string | null;
  /** The target's username, or their id when the account is gone. */
  targetUser: string | null;
  targetTitle: string | null;
  reason: string | null;
};

export type HiddenEntry = ReportTarget & { username: string; title: string | null; hiddenAt: number };

export type SuspendedEntry = { userId: string; username: string; reason: string; at: number };
