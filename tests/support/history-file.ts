// A backup file (what POST /sync/upload takes) of an EngineDevice's history: its world's
// definitions and game fields and every record its actions made, owned by `user`. Lets a test
// fabricate a year of history in milliseconds, as the outside review did (issue #30 point 3).
import { Tier } from "~/game/constants";
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from "~/log/backup-schema";
import { gameFieldsOf } from "~/game/definitions";
import type { ServerUser } from "~/db/users.server";
import { EngineDevice } from "./sync-device";

export function historyFileOf(device: EngineDevice, user: ServerUser, now: number): string {
  const { world } = device;
  const backup: Backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now,
    user: { id: user.id, username: user.username, name: user.name, joinedAt: user.createdAt, tier: Tier.FREE },
    game: gameFieldsOf(world.game),
    commitments: Object.values(world.commitments),
    habits: Object.values(world.habits).map(({ history: _history, ...habit }) => habit),
    goals: Object.values(world.goals),
    records: device.records,
  };
  return JSON.stringify(backup);
}

/**
 * A device that met every one of `days` (instants, best at noon) under a daily XP target of 5:
 * a habit made a minute before the first, then one +1 on each (6 XP or more a day).
 */
export function deviceMeeting(userId: string, clientId: string, days: readonly number[]) {
  const device = new EngineDevice(userId, clientId);
  const first = Math.min(...days) - 60_000;
  device.act({ type: "game/setDailyTarget", dailyTarget: 5 }, first - 1000);
  const habitId = device.createHabit({ title: "Read", dailyTarget: 1 }, first);
  for (const at of [...days].sort((a, b) => a - b)) device.act({ type: "habit/count", habitId, delta: 1 }, at);
  return { device, habitId };
}
