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

  /** Runs `steps` through, breathing at each of their pauses. */
  async run<T>(steps: Steps<T>): Promise<T> {
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await this.breathe();
    }
  }
}
