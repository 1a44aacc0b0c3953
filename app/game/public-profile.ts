// What a public profile shows to others (issue #22, rule 21): the shape the server's read fills
// and the public page draws. Types only: what may be in it is decided by the server's visibility
// filters (app/db/social-visibility.server.ts).
import type { Measure } from "./measure";

export type PublicHabit = {
  id: string;
  title: string;
  description: string | null;
  /** A count's target, or a measure's in hundredths of its unit. */
  dailyTarget: number;
  /** A measured habit's unit and direction (rule 31); null for a count. */
  measure: Measure | null;
  /** Today's count (a measure's total, in hundredths), in the owner's own today; null when the copy does not say which day its count is (older copies). */
  today: number | null;
  /** How often, in words ("Mon, Wed and Fri"); null for every day (issue #32). */
  schedule: string | null;
  /** Days met and the current streak in the schedule's unit, counting what the server witnessed (rule 26); null in older copies. */
  daysMet: number | null;
  streak: { count: number; unit: "days" | "weeks" | "months" } | null;
};
export type PublicGoal = {
  id: string;
  title: string;
  description: string | null;
  xpTarget: number;
  percent: number;
  completedAt: number | null;
};

export type PublicProfile = {
  userId: string;
  username: string;
  name: string;
  joinedAt: number;
  bio: string | null;
  /** http(s) only. */
  pictureUrl: string | null;
  location: string | null;
  /** http(s) only. */
  url: string | null;
  stats: { currentStreak: number; bestStreak: number; daysMet: number };
  habits: PublicHabit[];
  goals: PublicGoal[];
  /** How many people follow this profile (a number only: followers may be private). */
  followers: number;
  /** Lower-case usernames @mentioned on the page whose profile is visible: only those are links. */
  mentionable: string[];
};
