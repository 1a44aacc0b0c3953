// MomentumStorage: the one API routes call. Every operation runs under one
// cross-tab lock: first the schema check, then the user's cache catches up with
// what other tabs wrote, then the operation. A user action is one journal write;
// checkpoints follow off the click path (checkpoint-scheduler.ts).
import { monotonicFactory } from "ulid";
import type { Account } from "~/account/account";
import { act, type Action } from "~/game/act";
import type { CommitRecord, User } from "~/game/entity-schemas";
import { GameError, isGameError, toGameError } from "~/game/errors";
import type { ProfileInput } from "~/game/input-schemas";
import { currentDay, type Day } from "~/game/day";
import { todayOf } from "~/game/refresh";
import { dayRuleAfter } from "~/game/settings";
import { checkUniqueCommitments } from "~/game/unique-commitments";
import type { World } from "~/game/world";
import type { DispatchResult, ImportResult, MomentumStorage, StorageOptions } from "./api";
import { STORE_NAMES, type StoreName } from "./backend";
import { importInto, backupOf, rekeyBackup } from "./backup";
import { inlineBackupChecker, type BackupChecker } from "./backup-checker";
import {
  formatIssue,
  MAX_BACKUP_BYTES,
  referenceIssues,
  summarize,
  type Backup,
  type BackupSummary,
} from "./backup-schema";
import { catchUp } from "./catch-up";
import { Notifier, type Listener } from "./channel";
import { wholeWorld, writeCheckpoint } from "./checkpoint";
import { CheckpointScheduler } from "./checkpoint-scheduler";
import { removeUser, sweep } from "./cleanup";
import { encode, tablesOf, type Tables } from "./codec";
import { refreshIfDue } from "./daily-refresh";
import { diffEntry, gameFieldsOf, isEmptyEntry } from "./entry";
import { feedPage, instancePage, type FeedPage, type Page, type PageOptions } from "./feed";
import { pageWith } from "./journal";
import { pageKey } from "./keys";
import { defaultLock, type WithLock } from "./locks";
import { localForageBackend } from "./localforage-backend";
import { ensureSchema } from "./migrations";
import type { JournalEntry } from "./schemas";
import { StaleCheckpoint } from "./stale";
import { fullXp, loadAllYears, noteAppended, noteRoot, pullDays, type UserCache } from "./user-cache";
import { editProfile, readRoot, signInAccount, userByUsername } from "./users";
import {
  archiveOf,
  goalProgressOf,
  homeOf,
  marketOf,
  type ArchiveData,
  type GoalProgress,
  type HomeData,
  type MarketData,
} from "./views";

export const LOCK_NAME = "momentum-storage";
const DATA_STORES: StoreName[] = ["users", "habits", "goals", "commitRecords", "commitments", "game"];

class Storage implements MomentumStorage {
  private readonly tables: Tables;
  private readonly caches = new Map<string, UserCache>();
  private readonly notifier: Notifier;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly lock: WithLock;
  private readonly checkpoints: CheckpointScheduler;
  private readonly maxBackupBytes: number;
  private readonly backupChecker: BackupChecker;
  private readonly onSaved: () => void;
  private schemaReady = false;

  constructor(options: StorageOptions) {
    this.tables = tablesOf(options.backend ?? localForageBackend());
    this.now = options.now ?? (() => Date.now());
    const next = monotonicFactory();
    this.newId = options.newId ?? (() => next(this.now()));
    this.lock = options.lock ?? defaultLock();
    this.maxBackupBytes = options.maxBackupBytes ?? MAX_BACKUP_BYTES;
    this.backupChecker = options.backupChecker ?? inlineBackupChecker;
    this.onSaved = options.onSaved ?? (() => undefined);
    // Not from newId: tests replay the same id sequence on the engine side.
    const source = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    this.notifier = new Notifier(options.channelName === undefined ? "momentum" : options.channelName, source);
    const jobs = {
      flush: () => this.flush(),
      sweep: () => this.locked(() => sweep(this.tables)),
      onError: (error: unknown) => this.notifier.emit({ type: "error", error: toGameError(error), origin: "local" }),
      now: this.now,
    };
    this.checkpoints = new CheckpointScheduler(jobs, options.flushEvery ?? 32, options.flushDelayMs ?? 2000);
  }

  private locked<T>(run: () => Promise<T>): Promise<T> {
    return this.lock(LOCK_NAME, async () => {
      if (!this.schemaReady) {
        await ensureSchema(this.tables, { now: this.now(), newId: this.newId });
        this.schemaReady = true;
      }
      return run();
    });
  }

  /** Runs `run` on the user's cache, caught up with what other tabs wrote. */
  private withUser<T>(userId: string, run: (c: UserCache, now: number) => Promise<T> | T): Promise<T> {
    return this.locked(async () => {
      const now = this.now();
      try {
        return await run(await catchUp(this.tables, this.caches, userId, now), now);
      } catch (error) {
        if (!(error instanceof StaleCheckpoint)) throw error;
        // Another tab's checkpoint replaced a partition this cache meant to read: reopen once.
        this.caches.delete(userId);
        return run(await catchUp(this.tables, this.caches, userId, now), now);
      }
    });
  }

  /** The one write of an action: the journal page with the new entry. Memory changes only after it. */
  private async appendEntry(c: UserCache, entry: JournalEntry, world: World): Promise<void> {
    const page = pageWith(c.head, entry);
    const raw = encode(page);
    await this.tables.commitRecords.setRaw(pageKey(c.ns, page.k), raw);
    noteAppended(c, entry, world, page, raw);
    this.notifier.announce({ type: "changed", userId: c.userId, origin: "local" });
    this.checkpoints.noteAction();
  }

  signIn(account: Account): Promise<User> {
    return this.locked(
      async () => (await signInAccount(this.tables, account, { now: this.now(), newId: this.newId })).user,
    );
  }

  getUser(userId: string): Promise<User | null> {
    return this.locked(async () => (await readRoot(this.tables, userId))?.user ?? null);
  }

  findUserByUsername(username: string): Promise<User | null> {
    return this.locked(() => userByUsername(this.tables, username.trim()));
  }

  updateProfile(userId: string, input: ProfileInput): Promise<User> {
    return this.locked(async () => {
      const user = await editProfile(this.tables, userId, input);
      const c = this.caches.get(userId);
      if (c) noteRoot(c, { ...c.root, user });
      this.notifier.announce({ type: "changed", userId, origin: "local" });
      return user;
    });
  }

  /**
   * The daily refresh, once per day (the user's, rule 18) before anything is
   * read: recomputes streak and momentum and spends streak freezes on days just
   * missed (its records and results are one journal entry). Returns the world to show.
   */
  private async refreshed(c: UserCache, now: number): Promise<World> {
    const day = todayOf(c.world.game, now);
    const refresh = await refreshIfDue(this.tables, c, { now, day, newId: this.newId, userId: c.userId });
    if (!refresh) return c.world;
    const { state, records } = refresh;
    const entry: JournalEntry = {
      seq: c.seq + 1,
      type: "game/refresh",
      at: now,
      day,
      rule: state.game.dayRule,
      records,
      game: gameFieldsOf(state.game),
    };
    try {
      await this.appendEntry(c, entry, state);
    } catch (error) {
      // The refresh is a pure function of the log: show it even if it could not be saved.
      if (!isGameError(error) || error.code !== "INDEXEDDB_ERROR") throw error;
      this.notifier.emit({ type: "error", error, origin: "local" });
      return state;
    }
    return c.world;
  }

  loadHome(userId: string): Promise<HomeData> {
    return this.withUser(userId, async (c, now) => homeOf(await this.refreshed(c, now), c.root.user, now, c.seq));
  }

  market(userId: string): Promise<MarketData> {
    return this.withUser(userId, async (c, now) => marketOf(await this.refreshed(c, now), now));
  }

  /**
   * One action, one journal entry. A new day's first action carries the refresh
   * (and any freezes it spent) in its entry. The action counts for today under
   * the day rule in force after it (rule 18: a new rule applies from its own
   * change on); when that moves today forward, the new day's refresh follows in
   * the same entry.
   */
  dispatch(userId: string, action: Action): Promise<DispatchResult> {
    return this.withUser(userId, async (c, now) => {
      const before = c.world;
      const dayBefore = todayOf(before.game, now);
      const rule = dayRuleAfter(before, action);
      const day = rule === before.game.dayRule ? dayBefore : currentDay(now, rule, dayBefore);
      await pullDays(this.tables, c, new Set([dayBefore, day]));
      const ctxOf = (d: Day) => ({ now, day: d, newId: this.newId, userId });
      const start = (await refreshIfDue(this.tables, c, ctxOf(dayBefore))) ?? { state: c.world, records: [] };
      const result = act(start.state, action, ctxOf(day));
      const end = (await refreshIfDue(this.tables, c, ctxOf(day), result.state)) ?? result;
      const records = [...start.records, ...result.records, ...(end === result ? [] : end.records)];
      const entry: JournalEntry = {
        seq: c.seq + 1,
        type: action.type,
        at: now,
        day,
        rule,
        records,
        ...diffEntry(before, end.state),
      };
      checkUniqueCommitments(before, [...(entry.habits ?? []), ...(entry.goals ?? [])]);
      if (!isEmptyEntry(entry)) {
        await this.appendEntry(c, entry, end.state);
        this.onSaved();
      }
      return { records, seq: c.seq, home: homeOf(c.world, c.root.user, now, c.seq) };
    });
  }

  habitRecords(userId: string, habitId: string, options?: PageOptions): Promise<Page<CommitRecord>> {
    return this.withUser(userId, (c) => {
      const habit = c.world.habits[habitId];
      if (!habit) throw new GameError("ITEM_NOT_FOUND", { detail: `habit ${habitId}` });
      return instancePage(this.tables, c, habit.commitmentId, options);
    });
  }

  goalProgress(userId: string, goalId: string): Promise<GoalProgress> {
    return this.withUser(userId, (c) => goalProgressOf(c.world, goalId));
  }

  feed(userId: string, options?: PageOptions): Promise<FeedPage> {
    return this.withUser(userId, (c, now) => feedPage(this.tables, c, now, options));
  }

  xpHistory(userId: string): Promise<Record<Day, number>> {
    return this.withUser(userId, async (c) => {
      await loadAllYears(this.tables, c);
      return fullXp(c);
    });
  }

  archive(userId: string): Promise<ArchiveData> {
    return this.withUser(userId, (c) => archiveOf(c.world));
  }

  world(userId: string): Promise<World> {
    return this.withUser(userId, (c) => wholeWorld(this.tables, c));
  }

  exportBackup(userId: string): Promise<string> {
    return this.withUser(userId, async (c, now) => JSON.stringify(await backupOf(this.tables, c, now)));
  }

  exportReadable(): Promise<string> {
    return this.locked(async () => {
      const stores: Record<string, Record<string, unknown>> = {};
      const unreadable: string[] = [];
      for (const name of STORE_NAMES) {
        const table = this.tables[name];
        const values: Record<string, unknown> = {};
        const keys = await table.keys().catch(() => {
          unreadable.push(name);
          return [];
        });
        for (const key of keys) {
          await table.raw(key).then(
            (raw) => void (values[key] = raw),
            () => void unreadable.push(`${name}:${key}`),
          );
        }
        stores[name] = values;
      }
      return JSON.stringify({ kind: "momentum-readable-export", exportedAt: this.now(), stores, unreadable });
    });
  }

  previewImport(text: string): Promise<BackupSummary> {
    return this.backupChecker.summary(text, this.maxBackupBytes);
  }

  async importBackup(userId: string, text: string): Promise<ImportResult> {
    const backup = await this.backupChecker.backup(text, this.maxBackupBytes);
    return this.locked(async () => ({ ...summarize(backup), user: await this.importLocked(userId, backup) }));
  }

  /** Writes a checked backup over `userId`'s data (the caller holds the lock). */
  private async importLocked(userId: string, backup: Backup): Promise<User> {
    const user = await importInto(this.tables, userId, backup, { now: this.now(), newId: this.newId });
    this.caches.delete(userId);
    this.caches.delete(user.id);
    // Opening the new data also removes what it replaced.
    await catchUp(this.tables, this.caches, user.id, this.now());
    await sweep(this.tables).catch(() => undefined);
    this.notifier.announce({ type: "imported", userId: user.id, origin: "local" });
    this.onSaved();
    return user;
  }

  rekeyUser(fromId: string, toId: string): Promise<User> {
    // One lock for the export and the import: no action of another tab can fall in between.
    return this.locked(async () => {
      const now = this.now();
      const cache = await catchUp(this.tables, this.caches, fromId, now);
      const backup = rekeyBackup(await backupOf(this.tables, cache, now), toId);
      const issues = referenceIssues(backup);
      if (issues.length > 0) throw new GameError("INDEXEDDB_ERROR", { detail: issues.map(formatIssue).join("\n") });
      return this.importLocked(fromId, backup);
    });
  }

  removeUser(userId: string): Promise<void> {
    return this.locked(async () => {
      this.caches.delete(userId);
      await removeUser(this.tables, userId);
      this.notifier.announce({ type: "erased", origin: "local" });
    });
  }

  eraseAll(): Promise<void> {
    return this.locked(async () => {
      this.caches.clear();
      // Users first: once roots are gone nothing points at the rest.
      for (const store of DATA_STORES) await this.tables[store].clear();
      this.notifier.announce({ type: "erased", origin: "local" });
    });
  }

  subscribe(listener: Listener): () => void {
    return this.notifier.subscribe(listener);
  }

  async flush(): Promise<void> {
    for (const userId of [...this.caches.keys()]) {
      await this.locked(async () => {
        if (!this.caches.has(userId)) return;
        const c = await catchUp(this.tables, this.caches, userId, this.now()).catch((error: unknown) => {
          // Erased (or replaced) in another tab meanwhile: nothing left to checkpoint.
          if (isGameError(error) && error.code === "NO_SESSION") return null;
          throw error;
        });
        if (c && c.seq > c.base.seq) await writeCheckpoint(this.tables, c);
      });
    }
  }

  close(): void {
    this.checkpoints.close();
    this.notifier.close();
  }
}

export function createStorage(options: StorageOptions = {}): MomentumStorage {
  return new Storage(options);
}
