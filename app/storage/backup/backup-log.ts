// When each local user last exported a backup and last dismissed the reminder to,
// kept on this device (localStorage: a small note, not game data). Removing a
// user's data from the device removes its entry too.
const LOG_KEY = "momentum-backups";

type Entry = { exportedAt?: number; reminderDismissedAt?: number };
type Log = Record<string, Entry>;

const isTime = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function readLog(): Log {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(LOG_KEY) ?? "{}");
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    const log: Log = {};
    for (const [userId, entry] of Object.entries(value as Record<string, Record<string, unknown>>)) {
      if (typeof entry !== "object" || entry === null) continue;
      log[userId] = {
        ...(isTime(entry.exportedAt) ? { exportedAt: entry.exportedAt } : {}),
        ...(isTime(entry.reminderDismissedAt) ? { reminderDismissedAt: entry.reminderDismissedAt } : {}),
      };
    }
    return log;
  } catch {
    return {};
  }
}

function writeLog(log: Log): void {
  try {
    if (Object.keys(log).length === 0) localStorage.removeItem(LOG_KEY);
    else localStorage.setItem(LOG_KEY, JSON.stringify(log));
  } catch {
    // Only the reminder's timing depends on it.
  }
}

export function backupLogOf(userId: string): Entry {
  return readLog()[userId] ?? {};
}

function update(userId: string, change: Entry): void {
  const log = readLog();
  log[userId] = { ...log[userId], ...change };
  writeLog(log);
}

export const noteExport = (userId: string, at: number) => update(userId, { exportedAt: at });
export const noteReminderDismissed = (userId: string, at: number) => update(userId, { reminderDismissedAt: at });

export function forgetBackupLog(userId: string): void {
  const log = readLog();
  delete log[userId];
  writeLog(log);
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Home's backup reminder: only while the browser may evict the data, once a week has passed
 * since the last export (or since the user joined: a new account has nothing to lose yet),
 * and at most once a week (a dismissal holds for a week).
 */
export function isBackupReminderDue(
  { persisted, joinedAt, exportedAt, reminderDismissedAt }: { persisted: boolean | null; joinedAt: number } & Entry,
  now: number,
): boolean {
  if (persisted === true) return false;
  const since = Math.max(joinedAt, exportedAt ?? 0);
  return now - since >= WEEK_MS && now - (reminderDismissedAt ?? -Infinity) >= WEEK_MS;
}
