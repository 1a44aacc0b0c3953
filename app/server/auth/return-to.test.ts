import { describe, expect, it } from "vitest";
import { DEFAULT_RETURN_TO, safeReturnTo } from "./return-to";

const ACCEPTED = [
  "/home",
  "/home?x=1",
  "/profile/edit",
  "/profile/ada_lovelace",
  "/social#latest",
  "/community/01J9Z7Q4X8K2M5N6P7R8S9T0VW",
  "/settings/?tab=backup&focus=1",
  "/",
  "/search?q=a%2Fb", // an encoded slash inside the query decodes to a harmless path character
  "/me",
  "/life?from=2024-01-01",
];

const REJECTED: [string, unknown][] = [
  ["protocol-relative", "//evil.com"],
  ["protocol-relative with path", "//evil.com/home"],
  ["backslash after slash", "/\\evil.com"],
  ["backslash as path start", "\\\\evil.com"],
  ["backslash anywhere", "/home\\..\\evil"],
  ["javascript scheme", "javascript:alert(1)"],
  ["data scheme", "data:text/html,<script>alert(1)</script>"],
  ["absolute https URL", "https://evil.com"],
  ["absolute http URL", "http://evil.com/home"],
  ["scheme-relative with spaces", " //evil.com"],
  ["leading tab", "\t//evil"],
  ["tab inside", "/\t/evil.com"],
  ["newline (header injection)", "/home\r\nSet-Cookie: x=1"],
  ["encoded double slash", "/%2F%2Fevil.com"],
  ["encoded slash then slash", "/%2F/evil.com"],
  ["lowercase encoded slashes", "/%2f%2fevil.com"],
  ["encoded backslash", "/%5Cevil.com"],
  ["encoded backslash lowercase", "/%5cevil.com"],
  ["double-encoded slashes", "/%252F%252Fevil.com"],
  ["encoded control character", "/home%0d%0aSet-Cookie:x"],
  ["malformed escape", "/home%E0%A4%A"],
  ["relative path", "home"],
  ["dot relative path", "./home"],
  ["empty string", ""],
  ["unicode fullwidth slash", "/／evil.com"],
  ["non-ASCII", "/hömé"],
  ["space in path", "/home page"],
  ["auth route (no loops)", "/auth/logout"],
  ["encoded auth route", "/%61uth/google"],
  ["too long", `/${"a".repeat(3000)}`],
  ["not a string (array)", ["/home"]],
  ["not a string (null)", null],
  ["not a string (number)", 42],
  ["not a string (File-like object)", { name: "/home" }],
];

describe("safeReturnTo", () => {
  it("has a table of at least 25 cases", () => {
    expect(ACCEPTED.length + REJECTED.length).toBeGreaterThanOrEqual(25);
  });

  it.each(ACCEPTED)("accepts %s", (value) => {
    expect(safeReturnTo(value)).toBe(value);
  });

  it.each(REJECTED)("rejects %s", (_name, value) => {
    expect(safeReturnTo(value)).toBe(DEFAULT_RETURN_TO);
  });

  it("falls back to /home", () => {
    expect(DEFAULT_RETURN_TO).toBe("/home");
  });

  it("never returns anything a browser would resolve off-site", () => {
    for (const [, value] of REJECTED) {
      const target = new URL(safeReturnTo(value), "https://momentum.example");
      expect(target.origin).toBe("https://momentum.example");
    }
    for (const value of ACCEPTED) {
      expect(new URL(safeReturnTo(value), "https://momentum.example").origin).toBe("https://momentum.example");
    }
  });
});
