// Public API of app/storage: the only code that touches localForage.
import type { MomentumStorage } from "./api";
import { createStorage } from "./storage";
import { browserClock } from "~/storage/backend/clock";
import { workerBackupChecker } from "~/storage/backup/backup-checker";
import { backupLogOf, forgetBackupLog, isBackupReminderDue } from "~/storage/backup/backup-log";
import { askPersistentStorage, isPersisted } from "~/storage/backend/persistence";

export type {
  Backups,
  DispatchResult,
  GameActions,
  HistoryReads,
  ImportResult,
  MomentumStorage,
  StorageLifecycle,
  StorageOptions,
  SyncControl,
  UserDirectory,
} from "./api";
export { createStorage, LOCK_NAME } from "./storage";
export type { StorageEvent, Listener } from "~/storage/backend/channel";
export type { FeedItem, FeedPage, Page, PageOptions } from "./feed";
export type {
  ArchiveData,
  ArchivedGoal,
  ArchivedHabit,
  GameSummary,
  GoalCard,
  GoalMember,
  HabitPageData,
  GoalProgress,
  HabitCard,
  HabitSummary,
  HomeData,
  MarketData,
  RewardOffer,
} from "./views";
export { formatIssue } from "~/game/errors";
export { MAX_BACKUP_BYTES } from "~/log/backup-format";
export type { BackupSummary } from "~/log/backup-schema";
export { memoryBackend, type Backend, type KvStore, type StoreName } from "~/storage/backend/backend";
export { localForageBackend, DEFAULT_DATABASES } from "~/storage/backend/localforage-backend";
export { deriveUsername, USERNAME_TAKEN } from "~/storage/journal/username";
export { SCHEMA_VERSION } from "~/storage/migrations/migrations";
export { TEST_CLOCK_ATTRIBUTE, TEST_CLOCK_OFFSET_KEY } from "~/storage/backend/clock";
export { storageStatus, type StorageStatus } from "~/storage/backend/persistence";
export { backupLogOf, noteExport, noteReminderDismissed } from "~/storage/backup/backup-log";

let browser: MomentumStorage | null = null;
let clock: (() => number) | null = null;

/** Now, by the app's clock (the one storage uses: tests may move it, ADR 0007). */
export function deviceNow(): number {
  clock ??= browserClock();
  return clock();
}

/** Everything of one user off this device: its data and its backup notes (sign-out's "Remove my data"). */
export async function removeLocalUser(userId: string): Promise<void> {
  await getBrowserStorage().removeUser(userId);
  forgetBackupLog(userId);
}

/** The app's storage (IndexedDB through localForage), one per tab. */
export function getBrowserStorage(): MomentumStorage {
  if (browser) return browser;
  const storage = createStorage({
    now: deviceNow,
    backupChecker: workerBackupChecker(),
    // The first thing the user saves is the moment to ask the browser to keep it.
    onSaved: askPersistentStorage,
  });
  // The journal is already safe; a checkpoint on the way out only makes the next open shorter.
  if (typeof window !== "undefined")
    window.addEventListener("pagehide", () => void storage.flush().catch(() => undefined));
  return (browser = storage);
}

/** Whether home reminds this user to export a backup now (see isBackupReminderDue). */
export async function backupReminderDue(user: { id: string; joinedAt: number }): Promise<boolean> {
  const persisted = await isPersisted();
  return isBackupReminderDue({ persisted, joinedAt: user.joinedAt, ...backupLogOf(user.id) }, deviceNow());
}
