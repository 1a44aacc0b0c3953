// Long work cut into slices (ADR 0048): the server's referee lets other requests run between a
// push's actions and inside an import; the browser's storage lets the page paint and answer
// input. Each runtime gives its own pause (setImmediate, a zero timeout) and clock.
import type { Steps } from "~/game/steps";

export class Slicer {
  private sliceStart: number;

  /** Pauses with `pause` once a slice has held the thread `sliceMs` by `clock`. */
  constructor(
    private readonly sliceMs: number,
    private readonly pause: () => Promise<void>,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.sliceStart = clock();
  }

  /** Lets others run if this slice is over; a new slice starts after. */
  async breathe(): Promise<void> {
    if (this.clock() - this.sliceStart < this.sliceMs) return;
    await this.pause();
    this.sliceStart = this.clock();
  }

  /** Runs `steps` through, breathing at each of their pauses and at the end (what follows starts a slice). */
  async run<T>(steps: Steps<T>): Promise<T> {
    for (;;) {
      const step = steps.next();
      await this.breathe();
      if (step.done) return step.value;
    }
  }
}

/** How long work in a page may hold it before it lets it paint and answer input (a long task is 50 ms). */
const PAGE_SLICE_MS = 40;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A slicer for work in a browser page. */
export const pageSlicer = (): Slicer => new Slicer(PAGE_SLICE_MS, nextTask);
