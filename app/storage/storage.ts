// MomentumStorage: the one API routes call. Every operation runs under one
// cross-tab lock: first the schema check, then a sync of the user's session
// with what other tabs wrote, then the operation. A user action is one journal
// write; the checkpoint follows off the click path (flushEvery / flushDelayMs).
import { monotonicFactory } from "ulid";
import type { Account } from "~/account/account";
import { act, type Action } from "~/game/act";
import type { CommitRecord, User } from "~/game/entity-schemas";
import { GameError, isGameError, toGameError } from "~/game/errors";
import type { ProfileInput } from "~/game/input-schemas";
import { dayOf, type Day } from "~/game/day";
import { isRefreshDue } from "~/game/refresh";
import type { World } from "~/game/world";
import type { DispatchResult, ImportResult, MomentumStorage, StorageOptions } from "./api";
import type { StoreName } from "./backend";
import { importInto, backupOf } from "./backup";
import { parseBackup, summarize, type BackupSummary } from "./backup-schema";
import { Notifier, type Listener } from "./channel";
import { flushSession, wholeWorld } from "./checkpoint";
import { sweep } from "./cleanup";
import { encode, tablesOf, type Tables } from "./codec";
import { diffEntry, gameFieldsOf, isEmptyEntry } from "./entry";
import { feedPage, instancePage, type FeedItem, type Page, type PageOptions } from "./feed";
import { pageWith } from "./journal";
import { pageKey } from "./keys";
import { defaultLock, type WithLock } from "./locks";
import { localForageBackend } from "./localforage-backend";
import { ensureSchema } from "./migrations";
import type { JournalEntry } from "./schemas";
import { noteEntry, StaleCheckpoint, type Session } from "./session";
import { readRoot, syncSession } from "./sync";
import { editProfile, signInAccount, userByUsername } from "./users";
import { ensureAllYears, fullXp, pullDays, refreshedWorld } from "./xp-window";
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
  private readonly sessions = new Map<string, Session>();
  private readonly notifier: Notifier;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly lock: WithLock;
  private readonly flushEvery: number;
  private readonly flushDelayMs: number;
  private readonly maxBackupBytes: number | undefined;
  private schemaReady = false;
  private pending = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private sweptOn: Day | null = null;

  constructor(options: StorageOptions) {
    this.tables = tablesOf(options.backend ?? localForageBackend());
    this.now = options.now ?? (() => Date.now());
    const next = monotonicFactory();
    this.newId = options.newId ?? (() => next(this.now()));
    this.lock = options.lock ?? defaultLock();
    this.flushEvery = options.flushEvery ?? 32;
    this.flushDelayMs = options.flushDelayMs ?? 2000;
    this.maxBackupBytes = options.maxBackupBytes;
    // Not from newId: tests replay the same id sequence on the engine side.
    const source = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    this.notifier = new Notifier(options.channelName === undefined ? "momentum" : options.channelName, source);
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

  private withSession<T>(userId: string, run: (s: Session, now: number) => Promise<T> | T): Promise<T> {
    return this.locked(async () => {
      const now = this.now();
      try {
        return await run(await syncSession(this.tables, this.sessions, userId, now), now);
      } catch (error) {
        if (!(error instanceof StaleCheckpoint)) throw error;
        // Another tab's checkpoint replaced a partition this session meant to read: reopen once.
        this.sessions.delete(userId);
        return run(await syncSession(this.tables, this.sessions, userId, now), now);
      }
    });
  }

  /** The one write of an action: the journal page with the new entry. Memory changes only after it. */
  private async appendEntry(s: Session, entry: JournalEntry, world: World): Promise<void> {
    const page = pageWith(s.head, entry);
    const raw = encode(page);
    await this.tables.commitRecords.setRaw(pageKey(s.ns, page.k), raw);
    noteEntry(s, entry);
    s.world = world;
    s.head = { k: page.k, closed: page.closed, entries: page.entries, raw };
    this.notifier.announce({ type: "changed", userId: s.userId, origin: "local" });
    this.pending += 1;
    this.schedule(this.pending >= this.flushEvery ? 0 : this.flushDelayMs);
  }

  private schedule(delay: number): void {
    if (this.closed || (this.timer !== null && delay > 0)) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pending = 0;
      this.flush()
        .then(() => this.maintain())
        .catch((error: unknown) => this.notifier.emit({ type: "error", error: toGameError(error), origin: "local" }));
    }, delay);
    (this.timer as { unref?: () => void }).unref?.();
  }

  /** Once a day per tab, in the background: collect what crashed checkpoints or imports left. */
  private async maintain(): Promise<void> {
    const today = dayOf(this.now());
    if (this.sweptOn === today) return;
    await this.locked(() => sweep(this.tables));
    this.sweptOn = today;
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
      const s = this.sessions.get(userId);
      if (s) s.root = { ...s.root, user };
      this.notifier.announce({ type: "changed", userId, origin: "local" });
      return user;
    });
  }

  /**
   * The daily refresh, once per UTC day before anything is read: recomputes
   * streak and momentum and spends streak freezes on days just missed (its
   * records and results are one journal entry). Returns the world to show.
   */
  private async refreshIfDue(s: Session, now: number): Promise<World> {
    if (!isRefreshDue(s.world.game, now)) return s.world;
    const { state, records } = await refreshedWorld(this.tables, s, { now, newId: this.newId, userId: s.userId });
    const entry: JournalEntry = {
      seq: s.seq + 1,
      type: "game/refresh",
      at: now,
      records,
      game: gameFieldsOf(state.game),
    };
    try {
      await this.appendEntry(s, entry, state);
    } catch (error) {
      // The refresh is a pure function of the log: show it even if it could not be saved.
      if (!isGameError(error) || error.code !== "INDEXEDDB_ERROR") throw error;
      this.notifier.emit({ type: "error", error, origin: "local" });
      return state;
    }
    return s.world;
  }

  loadHome(userId: string): Promise<HomeData> {
    return this.withSession(userId, async (s, now) => homeOf(await this.refreshIfDue(s, now), s.root.user, now, s.seq));
  }

  market(userId: string): Promise<MarketData> {
    return this.withSession(userId, async (s, now) => marketOf(await this.refreshIfDue(s, now), now));
  }

  dispatch(userId: string, action: Action): Promise<DispatchResult> {
    return this.withSession(userId, async (s, now) => {
      await pullDays(this.tables, s, [dayOf(now)]);
      const before = s.world;
      const ctx = { now, newId: this.newId, userId };
      // A new day's first action carries the refresh (and any freezes it spent) in its entry.
      const refresh = isRefreshDue(before.game, now)
        ? await refreshedWorld(this.tables, s, ctx)
        : { state: before, records: [] };
      const result = act(refresh.state, action, ctx);
      const records = [...refresh.records, ...result.records];
      const entry: JournalEntry = {
        seq: s.seq + 1,
        type: action.type,
        at: now,
        records,
        ...diffEntry(before, result.state),
      };
      checkUniqueCommitments(before, entry);
      if (!isEmptyEntry(entry)) await this.appendEntry(s, entry, result.state);
      return { records, seq: s.seq, home: homeOf(s.world, s.root.user, now, s.seq) };
    });
  }

  habitRecords(userId: string, habitId: string, options?: PageOptions): Promise<Page<CommitRecord>> {
    return this.withSession(userId, (s) => {
      const habit = s.world.habits[habitId];
      if (!habit) throw new GameError("ITEM_NOT_FOUND", { detail: `habit ${habitId}` });
      return instancePage(this.tables, s, habit.commitmentId, options);
    });
  }

  goalProgress(userId: string, goalId: string): Promise<GoalProgress> {
    return this.withSession(userId, (s) => goalProgressOf(s.world, goalId));
  }

  feed(userId: string, options?: PageOptions): Promise<Page<FeedItem>> {
    return this.withSession(userId, (s) => feedPage(this.tables, s, options));
  }

  xpHistory(userId: string): Promise<Record<Day, number>> {
    return this.withSession(userId, async (s) => {
      await ensureAllYears(this.tables, s);
      return fullXp(s);
    });
  }

  archive(userId: string): Promise<ArchiveData> {
    return this.withSession(userId, (s) => archiveOf(s.world));
  }

  world(userId: string): Promise<World> {
    return this.withSession(userId, (s) => wholeWorld(this.tables, s));
  }

  exportBackup(userId: string): Promise<string> {
    return this.withSession(userId, async (s, now) => JSON.stringify(await backupOf(this.tables, s, now)));
  }

  async previewImport(text: string): Promise<BackupSummary> {
    return summarize(parseBackup(text, this.maxBackupBytes));
  }

  async importBackup(userId: string, text: string): Promise<ImportResult> {
    const backup = parseBackup(text, this.maxBackupBytes);
    return this.locked(async () => {
      const user = await importInto(this.tables, userId, backup, { now: this.now(), newId: this.newId });
      this.sessions.delete(userId);
      this.sessions.delete(user.id);
      // Opening the new data also removes what it replaced.
      await syncSession(this.tables, this.sessions, user.id, this.now());
      await sweep(this.tables).catch(() => undefined);
      this.notifier.announce({ type: "imported", userId: user.id, origin: "local" });
      return { ...summarize(backup), user };
    });
  }

  eraseAll(): Promise<void> {
    return this.locked(async () => {
      this.sessions.clear();
      // Users first: once roots are gone nothing points at the rest.
      for (const store of DATA_STORES) await this.tables[store].clear();
      this.notifier.announce({ type: "erased", origin: "local" });
    });
  }

  subscribe(listener: Listener): () => void {
    return this.notifier.subscribe(listener);
  }

  async flush(): Promise<void> {
    for (const userId of [...this.sessions.keys()]) {
      await this.locked(async () => {
        if (!this.sessions.has(userId)) return;
        const s = await syncSession(this.tables, this.sessions, userId, this.now()).catch((error: unknown) => {
          // Erased (or replaced) in another tab meanwhile: nothing left to checkpoint.
          if (isGameError(error) && error.code === "NO_SESSION") return null;
          throw error;
        });
        if (s && s.seq > s.base.seq) await flushSession(this.tables, s);
      });
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.notifier.close();
  }
}

/** habits: unique commitmentId (spec §3). The engine makes fresh ids; this guards the log against an id factory that does not. */
function checkUniqueCommitments(before: World, entry: JournalEntry): void {
  for (const def of [...(entry.habits ?? []), ...(entry.goals ?? [])]) {
    const owner = before.index.habitOf[def.commitmentId] ?? before.index.goalOf[def.commitmentId];
    if (owner !== undefined && owner !== def.id) {
      throw new GameError("VALIDATION", { issues: [{ path: ["commitmentId"], message: COMMITMENT_TAKEN }] });
    }
  }
}

export const COMMITMENT_TAKEN = "Commitment id is already used by another habit or goal.";

export function createStorage(options: StorageOptions = {}): MomentumStorage {
  return new Storage(options);
}
