// "Download for Loop Habit Tracker" (issue #34: leaving is as easy as arriving). Pure.
import { calendarDay } from "~/game/day";
import type { World } from "~/game/world";
import { habitsForExport } from "./habits-for-export";
import { writeLoopCsvZip } from "./loop-csv-export";

export type FileDownload = { filename: string; bytes: Uint8Array<ArrayBuffer> };

/** The habits as Loop's CSV export of today (the user's day), named as Loop names its own. */
export function loopCsvDownload(world: World, now: number): FileDownload {
  const today = calendarDay(now, world.game.dayRule);
  return { filename: `Loop Habits CSV ${today}.zip`, bytes: writeLoopCsvZip(habitsForExport(world, today), today) };
}
