import { describe, expect, it } from "vitest";
import type { CommitRecord } from "~/game/entity-schemas";
import { undoOf } from "./undo";

const records = [
  { id: "r1", event: "COUNT_UP" },
  { id: "r2", event: "DAILYCHECK" },
] as CommitRecord[];

describe("undoOf a measure's value (rule 31)", () => {
  it("takes back the same value, and adds back a value taken", () => {
    expect(undoOf({ type: "habit/addValue", habitId: "h", value: 250 }, records)).toEqual({
      type: "habit/removeValue",
      habitId: "h",
      value: 250,
    });
    expect(undoOf({ type: "habit/removeValue", habitId: "h", value: 300 }, records)).toEqual({
      type: "habit/addValue",
      habitId: "h",
      value: 300,
    });
  });

  it("still undoes a +1 by a −1, and nothing else that wrote several records", () => {
    expect(undoOf({ type: "habit/count", habitId: "h", delta: 1 }, records)).toEqual({
      type: "habit/count",
      habitId: "h",
      delta: -1,
    });
    expect(undoOf({ type: "habit/edit", habitId: "h", changes: {} }, records)).toBeNull();
  });
});
