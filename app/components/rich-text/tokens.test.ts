import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emojiUrl } from "./emoji-url";
import { safeHttpUrl, tokenize } from "./tokens";

const rebuild = (text: string) =>
  tokenize(text)
    .map((token) =>
      token.type === "text" || token.type === "emoji"
        ? token.value
        : token.type === "link"
          ? token.text
          : `@${token.username}`,
    )
    .join("");

describe("tokenize", () => {
  it("turns @mentions into profile links", () => {
    expect(tokenize("thanks @ada.l and @bob_2!")).toEqual([
      { type: "text", value: "thanks " },
      { type: "mention", username: "ada.l", href: "/ada.l" },
      { type: "text", value: " and " },
      { type: "mention", username: "bob_2", href: "/bob_2" },
      { type: "text", value: "!" },
    ]);
  });

  it.each([
    ["mail me at ada@example.com", "an email address"],
    ["@_ada", "a leading separator"],
    ["@ada__b", "repeated separators"],
    ["@abcdefghijklmnopq", "17 characters"],
  ])("does not treat %s as a mention (%s)", (text) => {
    expect(tokenize(text).some((token) => token.type === "mention")).toBe(false);
  });

  it("links http(s) URLs and leaves sentence punctuation outside", () => {
    expect(tokenize("see https://example.com/a?b=1.")).toEqual([
      { type: "text", value: "see " },
      { type: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { type: "text", value: "." },
    ]);
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,<b>x</b>",
    "vbscript:msgbox",
    "ftp://example.com",
    "JaVaScRiPt:alert(1)",
  ])("keeps %s as text", (text) => {
    expect(tokenize(text).every((token) => token.type !== "link")).toBe(true);
  });

  it("keeps an @ inside a URL as part of the link", () => {
    const tokens = tokenize("https://example.com/@ada");
    expect(tokens).toEqual([{ type: "link", text: "https://example.com/@ada", href: "https://example.com/@ada" }]);
  });

  it("splits emoji, including joined sequences and flags", () => {
    expect(tokenize("run 🏃‍♀️ in 🇹🇷!")).toEqual([
      { type: "text", value: "run " },
      { type: "emoji", value: "🏃‍♀️" },
      { type: "text", value: " in " },
      { type: "emoji", value: "🇹🇷" },
      { type: "text", value: "!" },
    ]);
  });

  it("can leave links and mentions out (titles show emoji only)", () => {
    expect(tokenize("@ada https://x.io", { links: false, mentions: false })).toEqual([
      { type: "text", value: "@ada https://x.io" },
    ]);
  });

  it("never loses or adds a character", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme" }), (text) => rebuild(text) === text));
  });

  it("only ever yields http(s) links and local profile paths", () => {
    const pieces = fc.constantFrom(
      "@",
      "ada",
      ".",
      "_",
      "https://",
      "http://",
      "javascript:",
      "//",
      "/\\",
      " ",
      "x.com",
      ":",
      "%0a",
      "\n",
      "😀",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 12 }), (parts) => {
        for (const token of tokenize(parts.join(""))) {
          if (token.type === "link") expect(new URL(token.href).protocol).toMatch(/^https?:$/);
          if (token.type === "mention") expect(token.href).toMatch(/^\/[A-Za-z0-9._]{1,16}$/);
        }
      }),
    );
  });
});

describe("safeHttpUrl", () => {
  it("accepts http and https only", () => {
    expect(safeHttpUrl("https://example.com")).toBe("https://example.com/");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("not a url")).toBeNull();
  });
});

describe("emojiUrl", () => {
  it("names Twemoji files by code point", () => {
    expect(emojiUrl("😀")).toMatch(/\/1f600\.svg$/);
    expect(emojiUrl("❤️")).toMatch(/\/2764\.svg$/);
    expect(emojiUrl("🏃‍♀️")).toMatch(/\/1f3c3-200d-2640-fe0f\.svg$/);
  });
});
