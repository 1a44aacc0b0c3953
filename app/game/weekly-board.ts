// A community's weekly board (rule 21): members ranked by the days they met their daily target
// this week (Monday to their own today), then by their current streak, then by username; never
// by XP, which clicks can farm. Pure: the server passes the stats its replay stored and `now`.
import { currentStreak, daysMetThisWeek, type PublicStats } from "./public-stats";

export type BoardStats = Pick<PublicStats, "streak" | "streakDay" | "recentMet" | "dayRule">;

/** Someone on the board; `stats` null when the server has nothing of theirs yet (counts as 0 and 0). */
export type BoardCandidate = { username: string; stats: BoardStats | null };

export type BoardPlace<T extends BoardCandidate> = {
  member: T;
  /** 1, 2, 3…: ties on both measures are ordered by username, so every place is distinct. */
  position: number;
  daysMet: number;
  streak: number;
};

/** Usernames compare as the server keeps them unique: whatever their case. */
const byUsername = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

export function rankWeeklyBoard<T extends BoardCandidate>(members: readonly T[], now: number): BoardPlace<T>[] {
  const scored = members.map((member) => ({
    member,
    daysMet: member.stats ? daysMetThisWeek(member.stats, now) : 0,
    streak: member.stats ? currentStreak(member.stats, now) : 0,
  }));
  scored.sort(
    (a, b) => b.daysMet - a.daysMet || b.streak - a.streak || byUsername(a.member.username, b.member.username),
  );
  return scored.map((entry, index) => ({ ...entry, position: index + 1 }));
}
