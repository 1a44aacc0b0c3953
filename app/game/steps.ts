// Work that may be cut (ADR 0048): a long action, such as an import of ten years of thirty habits,
// is a generator that pauses between its parts. The engine stays pure and synchronous: it only
// marks where a caller may let others run; the browser's storage and the server's referee drive
// the pauses, everything else runs the steps through at once.

/** A computation of `T` that pauses (yields nothing) where its caller may let others run. */
export type Steps<T> = Generator<void, T, void>;

/** Runs `steps` through without pausing. */
export function finishSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
