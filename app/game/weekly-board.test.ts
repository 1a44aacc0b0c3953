import { describe, expect, it } from "vitest";
import { addDays, UTC_DAY_RULE } from "./day";
import { rankWeeklyBoard, type BoardStats } from "./weekly-board";

// Wednesday 2024-05-08, 12:00 UTC: Monday 05-06 starts the week for anyone on UTC days.
const NOW = Date.UTC(2024, 4, 8, 12);
const WEDNESDAY = "2024-05-08";

/** Stats whose met days are `days` (ascending), the streak the run ending at the newest one. */
function stats(days: string[], streak: number, dayRule = UTC_DAY_RULE): BoardStats {
  return { recentMet: days, streakDay: days.at(-1) ?? null, streak, dayRule: { ...dayRule } };
}

const names = (board: ReturnType<typeof rankWeeklyBoard>) => board.map((place) => place.member.username);

describe("the weekly board (rule 21)", () => {
  it("ranks by days met this week, then by current streak, then by username", () => {
    const board = rankWeeklyBoard(
      [
        { username: "zoe", stats: stats([addDays(WEDNESDAY, -2), addDays(WEDNESDAY, -1)], 2) },
        { username: "ada", stats: stats([addDays(WEDNESDAY, -1)], 9) },
        { username: "Bob", stats: stats([addDays(WEDNESDAY, -1)], 9) },
        { username: "carl", stats: stats([addDays(WEDNESDAY, -1)], 1) },
        { username: "dee", stats: null },
      ],
      NOW,
    );
    expect(names(board)).toEqual(["zoe", "ada", "Bob", "carl", "dee"]);
    expect(board.map((place) => [place.position, place.daysMet, place.streak])).toEqual([
      [1, 2, 2],
      [2, 1, 9],
      [3, 1, 9],
      [4, 1, 1],
      [5, 0, 0],
    ]);
  });

  it("counts only this week's days (from Monday) and a streak only while its last day is today or yesterday", () => {
    const lastWeek = ["2024-05-03", "2024-05-04", "2024-05-05"]; // Fri to Sun before this Monday
    const board = rankWeeklyBoard(
      [
        { username: "old", stats: stats(lastWeek, 3) },
        { username: "new", stats: stats(["2024-05-06"], 1) },
      ],
      NOW,
    );
    // "old" met three days, all last week, and none since Sunday: 0 this week, streak broken.
    expect(board.map((place) => [place.member.username, place.daysMet, place.streak])).toEqual([
      ["new", 1, 0],
      ["old", 0, 0],
    ]);
  });

  it("counts each member's week by their own day rule", () => {
    // Sunday 2024-05-12 at 11:00 UTC is already Monday 05-13 in Kiritimati (UTC+14): a new week there.
    const sunday = Date.UTC(2024, 4, 12, 11);
    const met = ["2024-05-10", "2024-05-11", "2024-05-12"];
    const board = rankWeeklyBoard(
      [
        { username: "kiri", stats: stats(met, 3, { timeZone: "Pacific/Kiritimati", startHour: 0 }) },
        { username: "utc", stats: stats(met, 3) },
      ],
      sunday,
    );
    expect(board.map((place) => [place.member.username, place.daysMet])).toEqual([
      ["utc", 3],
      ["kiri", 0],
    ]);
  });
});
