import { describe, expect, it, vi } from "vitest";
import { browserClock, TEST_CLOCK_OFFSET_KEY } from "./clock";

const page = (mark: string | null) => ({ documentElement: { getAttribute: () => mark } });
const store = (value: string | null) => ({ getItem: (key: string) => (key === TEST_CLOCK_OFFSET_KEY ? value : null) });

describe("browser clock", () => {
  it("ignores the offset unless the server marked the page for tests", () => {
    vi.spyOn(Date, "now").mockReturnValue(1_000);
    expect(browserClock(page(null), store("86400000"))()).toBe(1_000);
    expect(browserClock(page("off"), store("86400000"))()).toBe(1_000);
    expect(browserClock(undefined, undefined)()).toBe(1_000);
    expect(browserClock(page("on"), store("86400000"))()).toBe(86_401_000);
    vi.restoreAllMocks();
  });

  it("reads the offset on every call and treats junk as 0", () => {
    vi.spyOn(Date, "now").mockReturnValue(5);
    let value: string | null = "10";
    const clock = browserClock(page("on"), { getItem: () => value });
    expect(clock()).toBe(15);
    value = "1.5";
    expect(clock()).toBe(5);
    value = "nope";
    expect(clock()).toBe(5);
    value = null;
    expect(clock()).toBe(5);
    const throwing = browserClock(page("on"), {
      getItem: () => {
        throw new Error("denied");
      },
    });
    expect(throwing()).toBe(5);
    vi.restoreAllMocks();
  });
});
