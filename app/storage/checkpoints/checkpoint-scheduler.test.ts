import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CheckpointScheduler } from "./checkpoint-scheduler";
import { DAY, T0 } from "~test/storage";

function setup(every = 3, delayMs = 2000) {
  let now = T0;
  const calls: string[] = [];
  const errors: unknown[] = [];
  let failFlush = false;
  const scheduler = new CheckpointScheduler(
    {
      flush: async () => {
        calls.push("flush");
        if (failFlush) throw new Error("disk full");
      },
      sweep: async () => void calls.push("sweep"),
      onError: (error) => void errors.push(error),
      now: () => now,
    },
    every,
    delayMs,
  );
  return {
    scheduler,
    calls,
    errors,
    nextDay: () => void (now += DAY),
    failFlushes: () => void (failFlush = true),
  };
}

describe("CheckpointScheduler", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("checkpoints delayMs after the first action not yet in one; later actions do not push it back", async () => {
    const { scheduler, calls } = setup(32, 2000);
    scheduler.noteAction();
    await vi.advanceTimersByTimeAsync(1500);
    scheduler.noteAction();
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(["flush", "sweep"]);
  });

  it("checkpoints at once after `every` actions, then counts again from zero", async () => {
    const { scheduler, calls } = setup(3, 1e9);
    scheduler.noteAction();
    scheduler.noteAction();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([]);
    scheduler.noteAction();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(["flush", "sweep"]);
    scheduler.noteAction();
    scheduler.noteAction();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((c) => c === "flush")).toHaveLength(1);
  });

  it("sweeps once a day, after a checkpoint", async () => {
    const { scheduler, calls, nextDay } = setup(1);
    scheduler.noteAction();
    await vi.advanceTimersByTimeAsync(0);
    scheduler.noteAction();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(["flush", "sweep", "flush"]);
    nextDay();
    scheduler.noteAction();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(["flush", "sweep", "flush", "flush", "sweep"]);
  });

  it("a failed checkpoint is reported, and no sweep follows it", async () => {
    const { scheduler, calls, errors, failFlushes } = setup(1);
    failFlushes();
    scheduler.noteAction();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(["flush"]);
    expect(errors).toEqual([new Error("disk full")]);
  });

  it("after close(), the pending checkpoint and later ones never run", async () => {
    const { scheduler, calls } = setup(32, 2000);
    scheduler.noteAction();
    scheduler.close();
    scheduler.noteAction();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toEqual([]);
  });
});
