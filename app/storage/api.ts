// The storage API routes program against (implemented in storage.ts).
import type { Account } from "~/account/account";
import type { Action } from "~/game/act";
import type { Day } from "~/game/day";
import type { CommitRecord, User } from "~/game/entity-schemas";
import type { ProfileInput } from "~/game/input-schemas";
import type { World } from "~/game/world";
import type { Backend } from "~/storage/backend/backend";
import type { BackupChecker } from "~/storage/backup/backup-checker";
import type { BackupSummary } from "~/log/backup-schema";
import type { Listener } from "~/storage/backend/channel";
import type { FeedPage, Page, PageOptions } from "./feed";
import type { WithLock } from "~/storage/backend/locks";
import type { SyncTransport } from "~/storage/sync/sync-transport";
import type { SyncView } from "~/storage/sync/sync";
import type { SyncRun } from "~/storage/sync/sync-round";
import type { ArchiveData, GoalProgress, HabitPageData, HomeData, MarketData } from "./views";

export type StorageOptions = {
  backend?: Backend;
  now?: () => number;
  newId?: () => string;
  /** BroadcastChannel name; null = no cross-tab notices. */
  channelName?: string | null;
  lock?: WithLock;
  /** Checkpoint after this many actions… */
  flushEvery?: number;
  /** …or this long after the first action not yet in a checkpoint. */
  flushDelayMs?: number;
  maxBackupBytes?: number;
  /** Where backup files are checked (default: in this thread; the browser uses a Web Worker). */
  backupChecker?: BackupChecker;
  /** Called after each action or import the user made is saved (the browser asks for persistent storage then). */
  onSaved?: () => void;
};

/** `seq`: the journal position of the saved action (a home view at `seq` or later includes it). */
export type DispatchResult = { records: CommitRecord[]; seq: number; home: HomeData };
export type ImportResult = BackupSummary & { user: User };

/** Who the users on this device are: sign-in, profiles, re-keying to the server's id, removal. */
export interface UserDirectory {
  signIn(account: Account): Promise<User>;
  getUser(userId: string): Promise<User | null>;
  findUserByUsername(username: string): Promise<User | null>;
  updateProfile(userId: string, input: ProfileInput): Promise<User>;
  /** Moves all of `fromId`'s data to the id `toId` (the server's user id of its account); returns the user. */
  rekeyUser(fromId: string, toId: string): Promise<User>;
  /** Everything of this user off the device (sign-out's "Remove my data"); other users' data stays. */
  removeUser(userId: string): Promise<void>;
}

/** What a click does, and the home page it shows. */
export interface GameActions {
  loadHome(userId: string): Promise<HomeData>;
  dispatch(userId: string, action: Action): Promise<DispatchResult>;
}

/** The pages that read the history. */
export interface HistoryReads {
  habitRecords(userId: string, habitId: string, options?: PageOptions): Promise<Page<CommitRecord>>;
  goalProgress(userId: string, goalId: string): Promise<GoalProgress>;
  feed(userId: string, options?: PageOptions): Promise<FeedPage>;
  /** Day → XP of the whole history (the /life heatmap). */
  xpHistory(userId: string): Promise<Record<Day, number>>;
  archive(userId: string): Promise<ArchiveData>;
  /** Coins, streak freezes, the user's rewards and recent market history (/market). Runs the daily refresh when due. */
  market(userId: string): Promise<MarketData>;
  /** One habit's own page: its calendar, streaks, strength and completion over its whole history (issue #32). */
  habitPage(userId: string, habitId: string): Promise<HabitPageData>;
  /** The whole world with every month of history loaded (/life, tests). */
  world(userId: string): Promise<World>;
}

/** Backup files out and in. */
export interface Backups {
  exportBackup(userId: string): Promise<string>;
  /**
   * Every stored value that can still be read, exactly as stored, as JSON: the way out when the data is
   * damaged and exportBackup (which checks everything) refuses. Values that cannot be read are listed.
   */
  exportReadable(): Promise<string>;
  previewImport(text: string): Promise<BackupSummary>;
  importBackup(userId: string, text: string): Promise<ImportResult>;
}

/** This device's sync with the server, per user. */
export interface SyncControl {
  /**
   * Turns sync on for the user: from now on each action is kept to be pushed, and history from
   * before waits to be uploaded once (ADR 0021). SyncStopped after stopSync, until resumeSync.
   */
  enableSync(userId: string): Promise<void>;
  /**
   * One sync round with the server (push pending, pull, confirm or rebase); turns sync on for the
   * user. `retryUpload`: the user asked, so a history upload the server refused goes again.
   */
  syncNow(userId: string, transport: SyncTransport, options?: { retryUpload?: boolean }): Promise<SyncRun>;
  /** Sync off for the user on this device (their server data was deleted) until resumeSync; local data stays. */
  stopSync(userId: string): Promise<void>;
  /** The user asks this device to sync again after stopSync: its data goes up as on a first sync. */
  resumeSync(userId: string): Promise<void>;
  /** Where sync stands for the user on this device; null while it is off. */
  syncView(userId: string): Promise<SyncView | null>;
}

/** The store itself: change notices, checkpoints, closing and erasing. */
export interface StorageLifecycle {
  eraseAll(): Promise<void>;
  subscribe(listener: Listener): () => void;
  /** Writes pending checkpoints now (e.g. on pagehide). */
  flush(): Promise<void>;
  /** Stops timers and the channel; pending checkpoints are not written. */
  close(): void;
}

/** The whole API, for the one place that makes it (getBrowserStorage); a caller asks for the roles it uses. */
export interface MomentumStorage
  extends UserDirectory, GameActions, HistoryReads, Backups, SyncControl, StorageLifecycle {}
