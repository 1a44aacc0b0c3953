// Public API of app/storage: the only code that touches localForage.
import type { MomentumStorage } from "./api";
import { createStorage } from "./storage";
import { browserClock } from "./clock";

export type { DispatchResult, ImportResult, MomentumStorage, StorageOptions } from "./api";
export { createStorage, LOCK_NAME } from "./storage";
export type { StorageEvent, Listener } from "./channel";
export type { FeedItem, FeedPage, Page, PageOptions } from "./feed";
export type {
  ArchiveData,
  ArchivedGoal,
  ArchivedHabit,
  GameSummary,
  GoalCard,
  GoalMember,
  GoalProgress,
  HabitCard,
  HabitSummary,
  HomeData,
  MarketData,
  RewardOffer,
} from "./views";
export { formatIssue, MAX_BACKUP_BYTES, type BackupSummary } from "./backup-schema";
export { memoryBackend, type Backend, type KvStore, type StoreName } from "./backend";
export { localForageBackend, DEFAULT_DATABASES } from "./localforage-backend";
export { deriveUsername, USERNAME_TAKEN } from "./username";
export { SCHEMA_VERSION } from "./migrations";
export { TEST_CLOCK_ATTRIBUTE, TEST_CLOCK_OFFSET_KEY } from "./clock";

let browser: MomentumStorage | null = null;

/** The app's storage (IndexedDB through localForage), one per tab. */
export function getBrowserStorage(): MomentumStorage {
  if (browser) return browser;
  const storage = createStorage({ now: browserClock() });
  // The journal is already safe; a checkpoint on the way out only makes the next open shorter.
  if (typeof window !== "undefined")
    window.addEventListener("pagehide", () => void storage.flush().catch(() => undefined));
  return (browser = storage);
}
