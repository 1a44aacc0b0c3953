// What every storage operation stands on: the tables, the per-user caches, one
// cross-tab lock (schema check first), catching a user's cache up with what
// other tabs wrote, and the one write of an action (its journal page). The API
// in storage.ts is built from these.
import { monotonicFactory } from "ulid";
import { toGameError } from "~/game/errors";
import type { World } from "~/game/world";
import type { StorageOptions } from "./api";
import { catchUp } from "~/storage/catch-up";
import { Notifier } from "~/storage/backend/channel";
import { CheckpointScheduler } from "~/storage/checkpoints/checkpoint-scheduler";
import { encodeSteps, tablesOf, type Tables } from "~/storage/backend/codec";
import { pageSlicer } from "~/log/slices";
import { pageWith } from "~/storage/journal/journal";
import { pageKey } from "~/storage/backend/keys";
import { defaultLock, type WithLock } from "~/storage/backend/locks";
import { localForageBackend } from "~/storage/backend/localforage-backend";
import { ensureSchema } from "~/storage/migrations/migrations";
import type { JournalEntry } from "~/log/entry-schema";
import { StaleCheckpoint } from "~/storage/backend/stale";
import { noteAppended, type UserCache } from "~/storage/journal/user-cache";

export const LOCK_NAME = "momentum-storage";

export class StorageCore {
  readonly tables: Tables;
  readonly caches = new Map<string, UserCache>();
  readonly notifier: Notifier;
  readonly now: () => number;
  readonly newId: () => string;
  readonly checkpoints: CheckpointScheduler;
  /** Called after each action or import the user made is saved. */
  readonly onSaved: () => void;
  private readonly lock: WithLock;
  private schemaReady = false;

  constructor(options: StorageOptions, flush: () => Promise<void>, sweep: () => Promise<void>) {
    this.tables = tablesOf(options.backend ?? localForageBackend());
    this.now = options.now ?? (() => Date.now());
    const next = monotonicFactory();
    this.newId = options.newId ?? (() => next(this.now()));
    this.lock = options.lock ?? defaultLock();
    this.onSaved = options.onSaved ?? (() => undefined);
    // Not from newId: tests replay the same id sequence on the engine side.
    const source = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    this.notifier = new Notifier(options.channelName === undefined ? "momentum" : options.channelName, source);
    const jobs = {
      flush,
      sweep,
      onError: (error: unknown) => this.notifier.emit({ type: "error", error: toGameError(error), origin: "local" }),
      now: this.now,
    };
    this.checkpoints = new CheckpointScheduler(jobs, options.flushEvery ?? 32, options.flushDelayMs ?? 2000);
  }

  /** Runs `run` under the cross-tab lock, once the stored data is in the current schema. */
  locked<T>(run: () => Promise<T>): Promise<T> {
    return this.lock(LOCK_NAME, async () => {
      if (!this.schemaReady) {
        await ensureSchema(this.tables, { now: this.now(), newId: this.newId });
        this.schemaReady = true;
      }
      return run();
    });
  }

  /** The user's cache, caught up with what other tabs wrote (the caller holds the lock). */
  cacheOf(userId: string, now = this.now()): Promise<UserCache> {
    return catchUp(this.tables, this.caches, userId, now);
  }

  /** Runs `run` on the user's cache, caught up with what other tabs wrote. */
  withUser<T>(userId: string, run: (c: UserCache, now: number) => Promise<T> | T): Promise<T> {
    return this.locked(async () => {
      const now = this.now();
      try {
        return await run(await this.cacheOf(userId, now), now);
      } catch (error) {
        if (!(error instanceof StaleCheckpoint)) throw error;
        // Another tab's checkpoint replaced a partition this cache meant to read: reopen once.
        this.caches.delete(userId);
        return run(await this.cacheOf(userId, now), now);
      }
    });
  }

  /** The one write of an action: the journal page with the new entry. Memory changes only after it. */
  async appendEntry(c: UserCache, entry: JournalEntry, world: World): Promise<void> {
    const page = pageWith(c.head, entry);
    // An import's entry holds 110,000 records: encoded in slices, the page stays responsive.
    const raw = await pageSlicer().run(encodeSteps(page));
    await this.tables.commitRecords.setRaw(pageKey(c.ns, page.k), raw);
    noteAppended(c, entry, world, page, raw);
    this.notifier.announce({ type: "changed", userId: c.userId, origin: "local" });
    this.checkpoints.noteAction();
  }
}
