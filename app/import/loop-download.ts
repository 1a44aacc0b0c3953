// "Download for Loop Habit Tracker" (issue #34: leaving is as easy as arriving). Pure: the caller
// passes the whole world, the time and, for the database, a loaded sql.js.
import type { SqlJsStatic } from "sql.js";
import { calendarDay } from "~/game/day";
import type { World } from "~/game/world";
import { habitsForExport } from "./habits-for-export";
import { writeLoopCsvZip } from "./loop-csv-export";
import { writeLoopDatabase } from "./loop-db-export";

export type FileDownload = { filename: string; bytes: Uint8Array<ArrayBuffer> };

/** The habits as Loop's CSV export of today (the user's day), named as Loop names its own. */
export function loopCsvDownload(world: World, now: number): FileDownload {
  const today = calendarDay(now, world.game.dayRule);
  return { filename: `Loop Habits CSV ${today}.zip`, bytes: writeLoopCsvZip(habitsForExport(world, today), today) };
}

/** The habits as a backup Loop's "Import data" takes (it imports no CSV). */
export function loopDatabaseDownload(world: World, now: number, sql: SqlJsStatic): FileDownload {
  const today = calendarDay(now, world.game.dayRule);
  return { filename: `Loop Habits Backup ${today}.db`, bytes: writeLoopDatabase(habitsForExport(world, today), sql) };
}
