import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  FIELD_MESSAGES as M,
  MENTION_PATTERN,
  bioSchema,
  dateSchema,
  dayStringSchema,
  emailSchema,
  idSchema,
  locationSchema,
  mentionSchema,
  nameSchema,
  passwordSchema,
  pictureUrlSchema,
  tierSchema,
  urlSchema,
  usernameSchema,
} from "./field-schemas";

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
const ok = (schema: z.ZodType, value: unknown) => schema.parse(value);

describe("username", () => {
  it.each(["a", "Ab_c.d9", "x".repeat(16), "a_b.c"])("accepts %j", (v) => expect(ok(usernameSchema, v)).toBe(v));
  it("trims", () => expect(ok(usernameSchema, "  bob  ")).toBe("bob"));
  it.each([
    ["", "Username cannot be empty."],
    ["   ", "Username cannot be empty."],
    ["x".repeat(17), "Username must be at most 16 characters."],
    ["a-b", "Username may only contain letters, digits, underscores and dots."],
    ["héllo", "Username may only contain letters, digits, underscores and dots."],
    ["_ab", "Username must not start or end with an underscore or a dot."],
    ["ab.", "Username must not start or end with an underscore or a dot."],
    ["a._b", "Username must not have two underscores or dots in a row."],
    ["a__b", "Username must not have two underscores or dots in a row."],
  ])("rejects %j with its message", (v, message) => expect(messages(usernameSchema, v)).toEqual([message]));
});

describe("mention", () => {
  it("accepts @ + a username, keeping the @", () => expect(ok(mentionSchema, " @bob.smith ")).toBe("@bob.smith"));
  it.each([
    ["bob", M.mentionAt],
    ["@", "Username cannot be empty."],
    ["@_bob", "Username must not start or end with an underscore or a dot."],
    [`@${"x".repeat(17)}`, "Username must be at most 16 characters."],
  ])("rejects %j", (v, message) => expect(messages(mentionSchema, v)).toEqual([message]));
  it("MENTION_PATTERN finds mentions in text by the same rules", () => {
    const found = [..."hi @bob and @a.b, not me@x or @_x; @ann.".matchAll(MENTION_PATTERN)].map((m) => m[1]);
    expect(found).toEqual(["bob", "a.b", "ann"]);
  });
});

describe("name", () => {
  it("trims and accepts 1 to 48", () => {
    expect(ok(nameSchema, " Al ")).toBe("Al");
    expect(ok(nameSchema, "n".repeat(48))).toHaveLength(48);
  });
  it("rejects empty and 49", () => {
    expect(messages(nameSchema, "  ")).toEqual(["Name cannot be empty."]);
    expect(messages(nameSchema, "n".repeat(49))).toEqual(["Name must be at most 48 characters."]);
  });
});

describe("email", () => {
  it("trims and accepts a valid address up to 320", () => {
    expect(ok(emailSchema, " a@b.co ")).toBe("a@b.co");
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(60)}.io`;
    expect(long).toHaveLength(320);
    expect(ok(emailSchema, long)).toBe(long);
  });
  it("rejects invalid and over 320", () => {
    expect(messages(emailSchema, "nope")).toEqual(["Email must be a valid email address."]);
    expect(messages(emailSchema, `${"a".repeat(316)}@b.co`)).toEqual(["Email must be at most 320 characters."]);
  });
});

describe("url and pictureUrl (http/https only)", () => {
  it("accepts http and https", () => {
    expect(ok(urlSchema, "https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(ok(urlSchema, "http://localhost:3000")).toBe("http://localhost:3000");
    expect(ok(pictureUrlSchema, "  https://cdn.example.com/p.png ")).toBe("https://cdn.example.com/p.png");
  });
  it.each(["javascript:alert(1)", "data:text/html,x", "ftp://example.com", "example.com", ""])("rejects %j", (v) => {
    expect(messages(urlSchema, v)).toEqual([M.urlInvalid]);
    expect(messages(pictureUrlSchema, v)).toEqual([M.urlInvalid]);
  });
  it("url is trimmed too, so the stored link has no stray spaces", () => {
    expect(ok(urlSchema, " https://example.com ")).toBe("https://example.com");
  });
});

describe("id", () => {
  it("accepts a ULID, rejects anything else", () => {
    expect(ok(idSchema, "01ARZ3NDEKTSV4RRFFQ69G5FAV")).toBe("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    expect(messages(idSchema, "01ARZ3NDEKTSV4RRFFQ69G5FA")).toEqual(["Id must be a valid ULID."]);
    expect(messages(idSchema, "01ARZ3NDEKTSV4RRFFQ69G5FAI")).toEqual(["Id must be a valid ULID."]);
  });
});

describe("bio and location", () => {
  it("trim and accept up to the limit", () => {
    expect(ok(bioSchema, ` ${"b".repeat(500)} `)).toHaveLength(500);
    expect(ok(bioSchema, "")).toBe("");
    expect(ok(locationSchema, ` ${"l".repeat(100)} `)).toHaveLength(100);
  });
  it("reject one over", () => {
    expect(messages(bioSchema, "b".repeat(501))).toEqual(["Bio must be at most 500 characters."]);
    expect(messages(locationSchema, "l".repeat(101))).toEqual(["Location must be at most 100 characters."]);
  });
});

describe("password", () => {
  it("min 8", () => {
    expect(ok(passwordSchema, "12345678")).toBe("12345678");
    expect(messages(passwordSchema, "1234567")).toEqual(["Password must be at least 8 characters."]);
  });
});

describe("date 'YYYY-MM-DD'", () => {
  it("reads a day as midnight UTC", () => {
    expect(ok(dateSchema, "2000-02-29")).toBe(Date.UTC(2000, 1, 29));
    expect(ok(dayStringSchema, "2000-02-29")).toBe("2000-02-29");
  });
  it.each(["2000-2-29", "29/02/2000", "2001-02-29", "2000-02-29T00:00:00Z", ""])("rejects %j", (v) => {
    expect(messages(dateSchema, v)).toEqual(["Date must be in YYYY-MM-DD format."]);
  });
});

describe("tier", () => {
  it("accepts 0..3 and rejects others", () => {
    for (const t of [0, 1, 2, 3]) expect(ok(tierSchema, t)).toBe(t);
    expect(messages(tierSchema, 4)).toEqual(["Tier must be 0, 1, 2 or 3."]);
    expect(messages(tierSchema, -1)).toEqual(["Tier must be 0, 1, 2 or 3."]);
  });
});
