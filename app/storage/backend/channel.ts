// Change notices between tabs (BroadcastChannel 'momentum') and to listeners in
// this tab. A notice only says "reload": data always comes from storage.
import type { GameError } from "~/game/errors";

export type StorageEvent =
  | { type: "changed"; userId: string; origin: "local" | "remote" }
  | { type: "imported"; userId: string; origin: "local" | "remote" }
  /** A sync brought the server's changes (the journal was rebuilt): every page of the user reloads. */
  | { type: "synced"; userId: string; origin: "local" | "remote" }
  | { type: "erased"; origin: "local" | "remote" }
  | { type: "error"; error: GameError; origin: "local" };

export type Listener = (event: StorageEvent) => void;

type Wire = { source: string } & ({ type: "changed" | "imported" | "synced"; userId: string } | { type: "erased" });

export class Notifier {
  private readonly listeners = new Set<Listener>();
  private channel: BroadcastChannel | null = null;

  constructor(
    channelName: string | null,
    private readonly source: string,
  ) {
    if (channelName === null || typeof BroadcastChannel === "undefined") return;
    this.channel = new BroadcastChannel(channelName);
    this.channel.onmessage = (message: MessageEvent<Wire>) => this.receive(message.data);
    // Node: a listening channel must not keep the process alive.
    (this.channel as { unref?: () => void }).unref?.();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Tells this tab's listeners and every other tab. */
  announce(event: Exclude<StorageEvent, { type: "error" }>): void {
    this.emit(event);
    const wire: Wire =
      event.type === "erased"
        ? { type: "erased", source: this.source }
        : { type: event.type, userId: event.userId, source: this.source };
    try {
      this.channel?.postMessage(wire);
    } catch {
      // A closed channel only means other tabs refresh on their next read.
    }
  }

  emit(event: StorageEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch {
        // A listener's failure is its own.
      }
    }
  }

  close(): void {
    this.channel?.close();
    this.channel = null;
    this.listeners.clear();
  }

  private receive(wire: Wire | undefined): void {
    if (!wire || wire.source === this.source) return;
    this.emit(
      wire.type === "erased"
        ? { type: "erased", origin: "remote" }
        : { type: wire.type, userId: wire.userId, origin: "remote" },
    );
  }
}
