import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

// The browser's queues, run by hand: a frame's callbacks, then idle callbacks.
let frames: (() => void)[] = [];
let idles: { run: () => void; timeout?: number }[] = [];
const nextFrame = () => frames.splice(0).forEach((run) => run());
const idle = () => idles.splice(0).forEach(({ run }) => run());

beforeEach(() => {
  frames = [];
  idles = [];
  vi.stubGlobal("requestAnimationFrame", (run: () => void) => frames.push(run));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => (frames[id - 1] = () => undefined));
  vi.stubGlobal("requestIdleCallback", (run: () => void, options?: { timeout?: number }) =>
    idles.push({ run, timeout: options?.timeout }),
  );
  vi.stubGlobal("cancelIdleCallback", (id: number) => (idles[id - 1] = { run: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

describe("whenIdle", () => {
  it("runs the task after the next frame, once the browser is idle, with a deadline", () => {
    const task = vi.fn();
    whenIdle(task, 1500);
    expect(task).not.toHaveBeenCalled();
    idle();
    expect(task).not.toHaveBeenCalled(); // nothing is asked of the idle queue before the frame
    nextFrame();
    expect(idles[0]?.timeout).toBe(1500);
    expect(task).not.toHaveBeenCalled();
    idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs nothing once cancelled, before or after the frame", () => {
    const early = vi.fn();
    whenIdle(early)();
    nextFrame();
    idle();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = whenIdle(late);
    nextFrame();
    cancel();
    idle();
    expect(late).not.toHaveBeenCalled();
  });

  it("falls back to a task after the frame where requestIdleCallback is missing (Safari)", () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal("requestIdleCallback", undefined);
      const task = vi.fn();
      whenIdle(task);
      nextFrame();
      expect(task).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
