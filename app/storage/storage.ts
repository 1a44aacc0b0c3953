// MomentumStorage: the one API routes call. Every operation runs on StorageCore
// (storage-core.ts): under one cross-tab lock, on the user's cache caught up
// with what other tabs wrote. A user action is one journal write; checkpoints
// follow off the click path (checkpoint-scheduler.ts).
import type { Account } from "~/account/account";
import type { Action } from "~/game/act";
import type { CommitRecord, User } from "~/game/entity-schemas";
import { GameError, isGameError } from "~/game/errors";
import type { ProfileInput } from "~/game/input-schemas";
import type { Day } from "~/game/day";
import type { World } from "~/game/world";
import type { DispatchResult, ImportResult, MomentumStorage, StorageOptions } from "./api";
import type { StoreName } from "~/storage/backend/backend";
import { inlineBackupChecker, type BackupChecker } from "~/storage/backup/backup-checker";
import type { Backup, BackupSummary } from "~/log/backup-schema";
import { MAX_BACKUP_BYTES } from "~/log/backup-format";
import { formatIssue } from "~/game/errors";
import type { Listener } from "~/storage/backend/channel";
import { wholeWorld, worldWithHabitHistory, writeCheckpoint } from "~/storage/checkpoints/checkpoint";
import { removeUser, sweep } from "~/storage/checkpoints/cleanup";
import { dispatchAction, refreshedWorld } from "./dispatch";
import { feedPage, instancePage, type FeedPage, type Page, type PageOptions } from "./feed";
import { StorageCore } from "./storage-core";
import type { SyncView } from "~/storage/sync/sync";
import type { SyncRun } from "~/storage/sync/sync-round";
import { resumeSync, stopSync, syncMetaOf, syncNow, syncView } from "~/storage/sync-runs";
import type { SyncTransport } from "~/storage/sync/sync-transport";
import { fullXp, loadAllYears, noteRoot } from "~/storage/journal/user-cache";
import { editProfile, readRoot, signInAccount, userByUsername } from "~/storage/journal/users";
import {
  archiveOf,
  goalProgressOf,
  habitPageDataOf,
  homeOf,
  marketOf,
  type ArchiveData,
  type GoalProgress,
  type HabitPageData,
  type HomeData,
  type MarketData,
} from "./views";

/** Backups (export, import, an account's new id) load their code when used: not in /home's JavaScript. */
const backupCode = () => import("~/storage/backup/backup");
const backupSchema = () => import("~/log/backup-schema");

export { LOCK_NAME } from "./storage-core";
const DATA_STORES: StoreName[] = ["users", "habits", "goals", "commitRecords", "commitments", "game"];

class Storage implements MomentumStorage {
  private readonly core: StorageCore;
  private readonly maxBackupBytes: number;
  private readonly backupChecker: BackupChecker;

  constructor(options: StorageOptions) {
    this.core = new StorageCore(
      options,
      () => this.flush(),
      () => this.core.locked(() => sweep(this.core.tables)),
    );
    this.maxBackupBytes = options.maxBackupBytes ?? MAX_BACKUP_BYTES;
    this.backupChecker = options.backupChecker ?? inlineBackupChecker;
  }

  signIn(account: Account): Promise<User> {
    return this.core.locked(
      async () =>
        (await signInAccount(this.core.tables, account, { now: this.core.now(), newId: this.core.newId })).user,
    );
  }

  getUser(userId: string): Promise<User | null> {
    return this.core.locked(async () => (await readRoot(this.core.tables, userId))?.user ?? null);
  }

  findUserByUsername(username: string): Promise<User | null> {
    return this.core.locked(() => userByUsername(this.core.tables, username.trim()));
  }

  updateProfile(userId: string, input: ProfileInput): Promise<User> {
    return this.core.locked(async () => {
      const user = await editProfile(this.core.tables, userId, input);
      const c = this.core.caches.get(userId);
      if (c) noteRoot(c, { ...c.root, user });
      this.core.notifier.announce({ type: "changed", userId, origin: "local" });
      return user;
    });
  }

  loadHome(userId: string): Promise<HomeData> {
    return this.core.withUser(userId, async (c, now) =>
      homeOf(await refreshedWorld(this.core, c, now), c.root.user, now, c.seq),
    );
  }

  market(userId: string): Promise<MarketData> {
    return this.core.withUser(userId, async (c, now) => marketOf(await refreshedWorld(this.core, c, now), now));
  }

  dispatch(userId: string, action: Action): Promise<DispatchResult> {
    return dispatchAction(this.core, userId, action);
  }

  habitRecords(userId: string, habitId: string, options?: PageOptions): Promise<Page<CommitRecord>> {
    return this.core.withUser(userId, (c) => {
      const habit = c.world.habits[habitId];
      if (!habit) throw new GameError("ITEM_NOT_FOUND", { detail: `habit ${habitId}` });
      return instancePage(this.core.tables, c, habit.commitmentId, options);
    });
  }

  goalProgress(userId: string, goalId: string): Promise<GoalProgress> {
    return this.core.withUser(userId, (c) => goalProgressOf(c.world, goalId));
  }

  feed(userId: string, options?: PageOptions): Promise<FeedPage> {
    return this.core.withUser(userId, (c, now) => feedPage(this.core.tables, c, now, options));
  }

  xpHistory(userId: string): Promise<Record<Day, number>> {
    return this.core.withUser(userId, async (c) => {
      await loadAllYears(this.core.tables, c);
      return fullXp(c);
    });
  }

  archive(userId: string): Promise<ArchiveData> {
    return this.core.withUser(userId, (c) => archiveOf(c.world));
  }

  habitPage(userId: string, habitId: string): Promise<HabitPageData> {
    return this.core.withUser(userId, async (c, now) =>
      habitPageDataOf(await worldWithHabitHistory(this.core.tables, c, habitId), habitId, now),
    );
  }

  world(userId: string): Promise<World> {
    return this.core.withUser(userId, (c) => wholeWorld(this.core.tables, c));
  }

  exportBackup(userId: string): Promise<string> {
    return this.core.withUser(userId, async (c, now) => {
      const { backupOf } = await backupCode();
      return JSON.stringify(await backupOf(this.core.tables, c, now));
    });
  }

  exportReadable(): Promise<string> {
    return this.core.locked(async () => {
      const { readableExport } = await import("~/storage/backup/readable-export");
      return JSON.stringify(await readableExport(this.core.tables, this.core.now()));
    });
  }

  previewImport(text: string): Promise<BackupSummary> {
    return this.backupChecker.summary(text, this.maxBackupBytes);
  }

  async importBackup(userId: string, text: string): Promise<ImportResult> {
    const backup = await this.backupChecker.backup(text, this.maxBackupBytes);
    const { summarize } = await backupSchema();
    return this.core.locked(async () => ({ ...summarize(backup), user: await this.importLocked(userId, backup) }));
  }

  /** Writes a checked backup over `userId`'s data (the caller holds the lock). */
  private async importLocked(userId: string, backup: Backup): Promise<User> {
    const { importInto } = await backupCode();
    const user = await importInto(this.core.tables, userId, backup, { now: this.core.now(), newId: this.core.newId });
    this.core.caches.delete(userId);
    this.core.caches.delete(user.id);
    // Opening the new data also removes what it replaced.
    await this.core.cacheOf(user.id);
    await sweep(this.core.tables).catch(() => undefined);
    this.core.notifier.announce({ type: "imported", userId: user.id, origin: "local" });
    this.core.onSaved();
    return user;
  }

  rekeyUser(fromId: string, toId: string): Promise<User> {
    // One lock for the export and the import: no action of another tab can fall in between.
    return this.core.locked(async () => {
      const now = this.core.now();
      const cache = await this.core.cacheOf(fromId, now);
      const { backupOf, rekeyBackup } = await backupCode();
      const backup = rekeyBackup(await backupOf(this.core.tables, cache, now), toId);
      const { referenceIssues } = await backupSchema();
      const issues = referenceIssues(backup);
      if (issues.length > 0) throw new GameError("INDEXEDDB_ERROR", { detail: issues.map(formatIssue).join("\n") });
      return this.importLocked(fromId, backup);
    });
  }

  enableSync(userId: string): Promise<void> {
    return this.core.withUser(userId, (c) => syncMetaOf(this.core, c).then(() => undefined));
  }

  syncNow(userId: string, transport: SyncTransport, options?: { retryUpload?: boolean }): Promise<SyncRun> {
    return syncNow(this.core, userId, transport, options);
  }

  stopSync(userId: string): Promise<void> {
    return stopSync(this.core, userId);
  }

  resumeSync(userId: string): Promise<void> {
    return resumeSync(this.core, userId);
  }

  syncView(userId: string): Promise<SyncView | null> {
    return syncView(this.core, userId);
  }

  removeUser(userId: string): Promise<void> {
    return this.core.locked(async () => {
      this.core.caches.delete(userId);
      await removeUser(this.core.tables, userId);
      this.core.notifier.announce({ type: "erased", origin: "local" });
    });
  }

  eraseAll(): Promise<void> {
    return this.core.locked(async () => {
      this.core.caches.clear();
      // Users first: once roots are gone nothing points at the rest.
      for (const store of DATA_STORES) await this.core.tables[store].clear();
      this.core.notifier.announce({ type: "erased", origin: "local" });
    });
  }

  subscribe(listener: Listener): () => void {
    return this.core.notifier.subscribe(listener);
  }

  async flush(): Promise<void> {
    for (const userId of [...this.core.caches.keys()]) {
      await this.core.locked(async () => {
        if (!this.core.caches.has(userId)) return;
        const c = await this.core.cacheOf(userId).catch((error: unknown) => {
          // Erased (or replaced) in another tab meanwhile: nothing left to checkpoint.
          if (isGameError(error) && error.code === "NO_SESSION") return null;
          throw error;
        });
        if (c && c.seq > c.base.seq) await writeCheckpoint(this.core.tables, c);
      });
    }
  }

  close(): void {
    this.core.checkpoints.close();
    this.core.notifier.close();
  }
}

export function createStorage(options: StorageOptions = {}): MomentumStorage {
  return new Storage(options);
}
