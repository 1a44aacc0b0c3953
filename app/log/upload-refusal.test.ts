import { describe, expect, it } from "vitest";
import type { CommitRecord } from "~/game/entity-schemas";
import { recordLabel } from "./upload-refusal";

const record = (event: string, data: CommitRecord["data"]): CommitRecord => ({
  id: "01J00000000000000000000009",
  event: event as CommitRecord["event"],
  kind: "Habit",
  instanceId: "01J00000000000000000000003",
  timestamp: Date.UTC(2026, 10, 2, 9),
  data,
  reward: { xp: 1, coins: 0 },
  userId: "01J00000000000000000000001",
});
const titles = (id: string) => (id === "01J00000000000000000000003" ? "Run" : undefined);

describe("a refused record in words", () => {
  it("says how much a count record moved its day: a click, a past day's amount, a measure's value", () => {
    expect(recordLabel(record("COUNT_UP", null), titles)).toBe("+1 on “Run”");
    expect(recordLabel(record("COUNT_DOWN", { amount: 3 }), titles)).toBe("−3 on “Run”");
    expect(recordLabel(record("COUNT_UP", { value: 250 }), titles)).toBe("+2.5 on “Run”");
    expect(recordLabel(record("COUNT_DOWN", { value: 1_000_050, past: true }), titles)).toBe("−10,000.5 on “Run”");
  });
});
