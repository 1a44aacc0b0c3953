import { describe, expect, it } from "vitest";
import { defaultDataChoice, isDataOnServer, unsentNotice } from "./sign-out-choice";

describe("what sign-out offers first (rule 20)", () => {
  it("removes by default only when the device syncs the user and nothing is still to go up", () => {
    const cases = [
      { copy: null, expected: "keep" },
      { copy: { unsent: 0, uploadWaiting: false }, expected: "remove" },
      { copy: { unsent: 1, uploadWaiting: false }, expected: "keep" },
      { copy: { unsent: 0, uploadWaiting: true }, expected: "keep" },
    ] as const;
    for (const { copy, expected } of cases)
      expect(defaultDataChoice({ dataOnServer: isDataOnServer(copy) }), JSON.stringify(copy)).toBe(expected);
  });

  it("says what the server lacks, in words, and nothing when it lacks nothing", () => {
    expect(unsentNotice(null)).toBeNull();
    expect(unsentNotice({ unsent: 0, uploadWaiting: false })).toBeNull();
    expect(unsentNotice({ unsent: 1, uploadWaiting: false })).toBe(
      "One change on this device has not reached the server yet. Removing the data here would lose it.",
    );
    expect(unsentNotice({ unsent: 1200, uploadWaiting: true })).toBe(
      "1,200 changes on this device have not reached the server yet. Your history from before sync has not reached the server yet. Removing the data here would lose it.",
    );
  });
});
