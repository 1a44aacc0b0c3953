import { describe, expect, it } from "vitest";
import { counted, unitOf } from "./counted";

describe("counted", () => {
  it("says one thing in the singular and every other count in the plural", () => {
    expect(counted(1, "habit")).toBe("1 habit");
    expect(counted(0, "habit")).toBe("0 habits");
    expect(counted(2, "day")).toBe("2 days");
    expect(counted(1250, "record")).toBe("1,250 records");
    expect(counted(1, "entry", "entries")).toBe("1 entry");
    expect(counted(3, "entry", "entries")).toBe("3 entries");
  });

  it("gives the word alone for a number drawn apart from it", () => {
    expect(unitOf(1, "day")).toBe("day");
    expect(unitOf(7, "day")).toBe("days");
  });
});
