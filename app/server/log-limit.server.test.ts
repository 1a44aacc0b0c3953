import { describe, expect, it } from "vitest";
import { createLogLimiter } from "./log-limit.server";

describe("createLogLimiter", () => {
  it("writes at most perMinute lines of a kind a minute, then counts what it left out", () => {
    let time = 1_000;
    const notes: string[] = [];
    const written: string[] = [];
    const limit = createLogLimiter({ perMinute: 3, now: () => time, note: (line) => notes.push(line) });
    for (let i = 0; i < 10; i += 1) limit("405 POST", () => written.push(`a${i}`));
    limit("400 GET", () => written.push("other kind"));
    expect(written).toEqual(["a0", "a1", "a2", "other kind"]);
    expect(notes).toEqual([]);
    time += 60_000;
    limit("405 POST", () => written.push("next minute"));
    expect(notes).toEqual(['[momentum] … 7 more "405 POST" lines suppressed in the last minute']);
    expect(written.at(-1)).toBe("next minute");
  });
});
