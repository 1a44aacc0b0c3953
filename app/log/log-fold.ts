// The state a server log makes, folded the way the browser folds its own journal: applied
// entries in sequence order (refused ones change nothing). A device's confirmed state is
// exactly this fold of the log it pulled.
import { emptyWorld, type World } from "~/game/world";
import { applyEntry } from "~/log/entry";
import type { LogEntry } from "./protocol";

export function foldLog(world: World, entries: readonly LogEntry[]): World {
  let next = world;
  for (const { seq, at, type, outcome } of entries) {
    if (outcome.status === "applied") next = applyEntry(next, { seq, at, type, ...outcome.entry });
  }
  return next;
}

export const replayLog = (userId: string, entries: readonly LogEntry[]): World => foldLog(emptyWorld(userId), entries);
