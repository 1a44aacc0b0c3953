// When checkpoints run: off the click path, after `every` actions or `delayMs`
// after the first action not yet in one, whichever comes first. After each, once
// a day per tab, a sweep collects what crashed checkpoints or imports left. The
// work itself (flush, sweep) is the storage's, run under its lock.
import { dayOf, type Day } from "~/game/day";

export type CheckpointJobs = {
  /** Writes the checkpoint of every open user. */
  flush: () => Promise<void>;
  /** Garbage collection (see cleanup.ts). */
  sweep: () => Promise<void>;
  /** A background failure (the user is told; the journal is already safe). */
  onError: (error: unknown) => void;
  now: () => number;
};

export class CheckpointScheduler {
  private pending = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private sweptOn: Day | null = null;

  constructor(
    private readonly jobs: CheckpointJobs,
    private readonly every: number,
    private readonly delayMs: number,
  ) {}

  /** One more action in the journal and not yet in a checkpoint. */
  noteAction(): void {
    this.pending += 1;
    this.schedule(this.pending >= this.every ? 0 : this.delayMs);
  }

  private schedule(delay: number): void {
    if (this.closed || (this.timer !== null && delay > 0)) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pending = 0;
      this.jobs
        .flush()
        .then(() => this.sweepOncePerDay())
        .catch((error: unknown) => this.jobs.onError(error));
    }, delay);
    (this.timer as { unref?: () => void }).unref?.();
  }

  private async sweepOncePerDay(): Promise<void> {
    const today = dayOf(this.jobs.now());
    if (this.sweptOn === today) return;
    await this.jobs.sweep();
    this.sweptOn = today;
  }

  /** Stops the timer; what is pending is not written. */
  close(): void {
    this.closed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
