import { describe, expect, it } from "vitest";
import type { Steps } from "~/game/steps";
import { Slicer } from "./slices";

function* counted(parts: number): Steps<number> {
  for (let i = 0; i < parts; i += 1) yield;
  return parts;
}

describe("Slicer", () => {
  it("pauses at a step only once the slice has held the thread its time", async () => {
    let ms = 0;
    const pauses: number[] = [];
    // Each look at the clock takes 4 ms: a slice begun at 4 is over at 16 (12 ms), the next,
    // begun after the pause at 20, at 32.
    const slicer = new Slicer(
      10,
      async () => void pauses.push(ms),
      () => (ms += 4),
    );
    expect(await slicer.run(counted(6))).toBe(6);
    expect(pauses).toEqual([16, 32]);
  });

  it("never pauses while the slice has time left, and gives the steps' value", async () => {
    let paused = false;
    const slicer = new Slicer(
      10,
      async () => void (paused = true),
      () => 0,
    );
    expect(await slicer.run(counted(50))).toBe(50);
    await slicer.breathe();
    expect(paused).toBe(false);
  });
});
