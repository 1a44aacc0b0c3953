// The page's sync loop (browser only): pushes and pulls through storage.syncNow at start,
// shortly after each action, when the browser comes back online, and on retry; keeps the
// status the header and Settings show. One per page; storage's lock keeps tabs apart.
import { getBrowserStorage } from "~/storage";
import { askPersistentStorage } from "~/storage/backend/persistence";
import type { SyncView } from "~/storage/sync/sync";
import type { SyncRun } from "~/storage/sync/sync-round";
import { fetchTransport, SignedOutElsewhere } from "./fetch-transport";

export type SyncState = "off" | "synced" | "syncing" | "waiting" | "offline" | "failed" | "signed-out";

export type SyncStatus = {
  state: SyncState;
  pending: number;
  lastSyncedAt: number | null;
  clientId: string | null;
  refusals: { seq: number; at: number; message: string }[];
  /** Why the last round failed (failed only). */
  problem: string | null;
  /** Sync stopped on this device because the user's server data was deleted: Settings offers to start again. */
  stopped: boolean;
};

export const SYNC_OFF: SyncStatus = {
  state: "off",
  pending: 0,
  lastSyncedAt: null,
  clientId: null,
  refusals: [],
  problem: null,
  stopped: false,
};

const RETRY_MIN_MS = 2000;
const RETRY_MAX_MS = 60_000;

const DELETED = "Your data was deleted from the server; this device keeps its data and no longer syncs.";

/** Failures that retrying does not mend: what the user is told, and whether sync is stopped for good here. */
function stoppedProblem(error: unknown): { problem: string; stopped: boolean } | null {
  if (!(error instanceof Error)) return null;
  // Signed out from elsewhere: nothing is stopped for good, a sign-in resumes with what waits here.
  if (error.name === "SignedOutElsewhere") return { problem: error.message, stopped: false };
  if (error.name === "ServerDataDeleted" || error.name === "SyncStopped") return { problem: DELETED, stopped: true };
  // The server would not take this device's history from before sync: its sentence; the data stays here.
  if (error.name === "UploadRefused") return { problem: `${error.message} It stays on this device.`, stopped: false };
  return null;
}

type Listener = () => void;

export class SyncClient {
  private status: SyncStatus = SYNC_OFF;
  private readonly listeners = new Set<Listener>();
  private userId: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private again = false;
  private failures = 0;
  private stop: (() => void) | null = null;
  /** The next round sends a refused history upload again (the user asked). */
  private retryUpload = false;

  private onRefusal: (message: string) => void = () => undefined;
  private onUploadRefusals: (count: number) => void = () => undefined;

  getSnapshot = (): SyncStatus => this.status;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<SyncStatus>): void {
    this.status = { ...this.status, ...next };
    for (const listener of this.listeners) listener();
  }

  /**
   * Starts syncing `userId` on this page (again for another user after a sign-in);
   * `onRefusal` is told each refused action's sentence once, `onUploadRefusals` how many items
   * of the history from before sync were not merged (their sentences are in Settings).
   */
  start(userId: string, onRefusal: (message: string) => void, onUploadRefusals: (count: number) => void): void {
    this.onRefusal = onRefusal;
    this.onUploadRefusals = onUploadRefusals;
    if (this.userId === userId) return;
    this.end();
    this.userId = userId;
    const storage = getBrowserStorage();
    const unsubscribe = storage.subscribe((event) => {
      // At once: a +1 should reach the other devices within a second. Actions made while a round
      // runs go together in the round after it (round(): `again`).
      if (event.type === "changed" && event.origin === "local") this.schedule(0);
      else if (event.type === "changed") void this.refreshView();
    });
    // A stream that ends may mean the session ended (signed out elsewhere): a round finds out.
    const events = new PokeStream(
      () => this.schedule(0),
      () => this.schedule(0),
    );
    const online = () => {
      events.open();
      this.schedule(0);
    };
    const offline = () => {
      events.close();
      this.set({ state: "offline" });
    };
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    if (navigator.onLine) events.open();
    this.stop = () => {
      unsubscribe();
      events.close();
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
    this.set({ ...SYNC_OFF, state: navigator.onLine ? "syncing" : "offline" });
    this.schedule(0);
    // Pending actions live only on this device until pushed: ask the browser not to evict them.
    askPersistentStorage();
  }

  /** Stops the loop (sign-out). */
  end(): void {
    this.stop?.();
    this.stop = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.userId = null;
    this.status = SYNC_OFF;
  }

  /** Sync now (a poke from the server; Settings' button with `upload`: a refused history goes again). */
  retry({ upload = false }: { upload?: boolean } = {}): void {
    this.failures = 0;
    if (upload) this.retryUpload = true;
    this.schedule(0);
  }

  /** Sync this device again after its server data was deleted (Settings): it starts as a first sync. */
  async resume(): Promise<void> {
    const userId = this.userId;
    if (!userId) return;
    await getBrowserStorage().resumeSync(userId);
    this.set({ stopped: false, problem: null });
    this.retry();
  }

  private schedule(delay: number): void {
    if (!this.userId) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.round();
    }, delay);
  }

  private async refreshView(): Promise<void> {
    const userId = this.userId;
    if (!userId) return;
    const view = await getBrowserStorage()
      .syncView(userId)
      .catch(() => null);
    if (!view || userId !== this.userId) return;
    const waiting = view.pending > 0;
    const state = this.status.state === "synced" && waiting ? "waiting" : this.status.state;
    this.set({ ...view, state });
  }

  private async round(): Promise<void> {
    const userId = this.userId;
    if (!userId) return;
    if (this.running) return void (this.again = true);
    if (!navigator.onLine) {
      await this.refreshView();
      return this.set({ state: "offline" });
    }
    this.running = true;
    this.set({ state: "syncing", problem: null });
    const storage = getBrowserStorage();
    try {
      await storage.enableSync(userId);
      const retryUpload = this.retryUpload;
      this.retryUpload = false;
      const run: SyncRun = await storage.syncNow(userId, fetchTransport, { retryUpload });
      for (const refusal of run.refusals) this.onRefusal(refusal.message);
      if (run.notMerged > 0) this.onUploadRefusals(run.notMerged);
      const view = await storage.syncView(userId);
      this.failures = 0;
      // The server's state is on the device; its history comes in the next round, at once.
      if (run.more) this.again = true;
      if (userId === this.userId && view) this.set({ ...view, state: stateOf(view) });
    } catch (error) {
      if (userId !== this.userId) return;
      this.failures += 1;
      const stopped = stoppedProblem(error);
      const signedOut = error instanceof SignedOutElsewhere;
      if (signedOut) {
        this.stop?.();
        this.stop = null;
      }
      this.set({
        state: signedOut ? "signed-out" : navigator.onLine ? "failed" : "offline",
        problem: stopped?.problem ?? messageOf(error),
        stopped: stopped?.stopped ?? false,
      });
      await this.refreshView();
      // What retrying cannot mend waits for the user (Settings); a network failure is retried.
      if (!stopped) this.schedule(Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** (this.failures - 1)));
    } finally {
      this.running = false;
      if (this.again) {
        this.again = false;
        this.schedule(0);
      }
    }
  }
}

const STREAM_RETRY_MIN_MS = 1000;
const STREAM_RETRY_MAX_MS = 60_000;

/**
 * The page's one /sync/events stream: `onPoke` on each poke (another device pushed), `onLost` when
 * it ends or first fails (the session may be over: a round finds out). None while
 * offline; after an error it is closed and opened again later, waiting longer each time.
 */
class PokeStream {
  private source: EventSource | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;

  constructor(
    private readonly onPoke: () => void,
    private readonly onLost: () => void,
  ) {}

  open(): void {
    if (this.source || typeof EventSource === "undefined") return;
    const source = (this.source = new EventSource("/sync/events"));
    source.addEventListener("open", () => {
      // Opened after a gap: whatever was pushed meanwhile is pulled now.
      if (this.failures > 0) this.onPoke();
      this.failures = 0;
    });
    source.addEventListener("poke", () => this.onPoke());
    // The server ended it for good (signed out, or newer streams of this browser took its
    // place): opening it again would only end another; the sync loop goes on without pokes.
    // A round finds out which (a signed-out device says so: its sync calls answer 401).
    source.addEventListener("end", () => {
      this.close();
      this.onLost();
    });
    source.addEventListener("error", () => {
      this.close();
      if (this.failures === 0) this.onLost();
      this.failures += 1;
      const delay = Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_MIN_MS * 2 ** (this.failures - 1));
      this.retry = setTimeout(() => {
        this.retry = null;
        if (navigator.onLine) this.open();
      }, delay);
    });
  }

  close(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.source?.close();
    this.source = null;
  }
}

/** The one toast for the items of this device's history from before sync that the server did not merge. */
export const notMergedMessage = (count: number) =>
  `${count === 1 ? "One change" : `${count.toLocaleString("en-US")} changes`} from before sync could not be merged with your other devices' history: Settings → Sync lists ${count === 1 ? "it" : "them"}.`;

const stateOf = (view: SyncView): SyncState => (view.filling ? "syncing" : view.pending > 0 ? "waiting" : "synced");

const messageOf = (error: unknown) => (error instanceof Error ? error.message : "The server could not be reached.");

let client: SyncClient | null = null;

/** The page's one sync client. */
export function getSyncClient(): SyncClient {
  return (client ??= new SyncClient());
}
