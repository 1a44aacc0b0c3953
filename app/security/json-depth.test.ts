import { describe, expect, it } from "vitest";
import { isNestedDeeperThan } from "./json-depth";

describe("isNestedDeeperThan", () => {
  it("counts arrays and objects inside each other", () => {
    expect(isNestedDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(isNestedDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(isNestedDeeperThan("[".repeat(10_000) + "]".repeat(10_000))).toBe(true);
  });

  it("skips brackets and escaped quotes inside strings", () => {
    expect(isNestedDeeperThan(JSON.stringify({ a: '[[[[[[\\"{{{{' }), 1)).toBe(false);
    expect(isNestedDeeperThan(JSON.stringify(["\\", ["x"]]), 1)).toBe(true);
  });
});
