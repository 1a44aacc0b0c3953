// Property tests of the field validators (spec §5): generated input of every kind
// either parses or fails as a zod failure carrying the spec's exact message, and
// the messages follow an independent model of each rule.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type z } from "zod";
import { LIMITS } from "./constants";
import { GameError } from "./errors";
import {
  FIELD_MESSAGES as M,
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
  timestampSchema,
  urlSchema,
  usernameSchema,
} from "./field-schemas";
import { parseInput } from "./input-schemas";

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** Letters, digits, separators, and characters a username must refuse. */
const usernameChar = fc.constantFrom(..."aZ09_.", "x", "-", " ", "@", "é", "\u0430", "\t", "\u200b", "😀");
const usernameLike = fc.string({ unit: usernameChar, maxLength: 20 });

/** The username rules of spec §5, written out independently of the schema. */
function usernameModel(raw: string): string[] {
  const s = raw.trim();
  if (s.length === 0) return [M.usernameEmpty];
  if (s.length > LIMITS.username) return [M.usernameTooLong];
  if ([...s].some((c) => !/[A-Za-z0-9_.]/.test(c))) return [M.usernameChars];
  const separator = (c: string | undefined) => c === "_" || c === ".";
  if (separator(s[0]) || separator(s[s.length - 1])) return [M.usernameEdges];
  for (let i = 1; i < s.length; i += 1) if (separator(s[i]) && separator(s[i - 1])) return [M.usernameRepeat];
  return [];
}

const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** 'YYYY-MM-DD' naming a real calendar day. */
function dayModel(s: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

const FIELD_SCHEMAS = {
  usernameSchema,
  mentionSchema,
  nameSchema,
  emailSchema,
  urlSchema,
  pictureUrlSchema,
  idSchema,
  bioSchema,
  locationSchema,
  passwordSchema,
  dayStringSchema,
  dateSchema,
  tierSchema,
  timestampSchema,
};
const CATALOGUE = new Set<string>(Object.values(M));

describe("field schemas under generated input", { timeout: 30_000 }, () => {
  it("never throw: anything either parses or is a VALIDATION error with catalogue messages", () => {
    const schemas = Object.entries(FIELD_SCHEMAS);
    fc.assert(
      fc.property(
        fc.constantFrom(...schemas),
        fc.anything({ withNullPrototype: true, withMap: true }),
        ([name, schema], value) => {
          // parseInput is how the app parses input: it also turns the TypeError zod 4.6 throws
          // on a `length` it cannot compare (a null-prototype object) into VALIDATION.
          try {
            parseInput(schema, value);
          } catch (error) {
            expect(error).toBeInstanceOf(GameError);
            expect((error as GameError).code).toBe("VALIDATION");
            for (const issue of (error as GameError).issues) {
              // A timestamp is never typed by a person: zod's generic type message is fine there.
              if (name === "timestampSchema" && issue.message.startsWith(M.invalid)) continue;
              expect(CATALOGUE, `${name}: ${issue.message}`).toContain(issue.message);
            }
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("username: accepted or refused exactly as the spec's rules say, with the rule's message", () => {
    fc.assert(
      fc.property(usernameLike, (raw) => {
        expect(messages(usernameSchema, raw)).toEqual(usernameModel(raw));
        if (usernameModel(raw).length === 0) expect(usernameSchema.parse(raw)).toBe(raw.trim());
      }),
      { numRuns: 3000 },
    );
  });

  it("mention: '@' + a username by the same rules, keeping the '@'", () => {
    fc.assert(
      fc.property(fc.constantFrom("", "@", " @", "@@"), usernameLike, (prefix, name) => {
        const raw = `${prefix}${name}`;
        const trimmed = raw.trim();
        const expected = trimmed.startsWith("@") ? usernameModel(trimmed.slice(1)) : [M.mentionAt];
        expect(messages(mentionSchema, raw)).toEqual(expected);
        if (expected.length === 0) expect(mentionSchema.parse(raw)).toBe(trimmed);
      }),
      { numRuns: 2000 },
    );
  });

  it("length limits: name, bio, location (trimmed) and password (min 8) give their messages", () => {
    const cases = [
      { schema: nameSchema, min: 1, max: LIMITS.name, trim: true, short: M.nameEmpty, long: M.nameTooLong },
      { schema: bioSchema, min: 0, max: LIMITS.bio, trim: true, short: "", long: M.bioTooLong },
      { schema: locationSchema, min: 0, max: LIMITS.location, trim: true, short: "", long: M.locationTooLong },
      { schema: passwordSchema, min: LIMITS.password, max: Infinity, trim: false, short: M.passwordTooShort, long: "" },
    ];
    const text = fc.string({ unit: fc.constantFrom("a", " ", "\n", "\u00a0", "é", "😀", "<", "&"), maxLength: 520 });
    fc.assert(
      fc.property(fc.constantFrom(...cases), text, (c, raw) => {
        const value = c.trim ? raw.trim() : raw;
        // zod counts characters as code points: an emoji is one character.
        const length = [...value].length;
        const expected = length < c.min ? [c.short] : length > c.max ? [c.long] : [];
        expect(messages(c.schema, raw)).toEqual(expected);
        if (expected.length === 0) expect(c.schema.parse(raw)).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });

  it("email: generated addresses parse trimmed; anything else fails with an email message only", () => {
    const simpleEmail = fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,20}([._+-][a-z0-9]{1,10})?$/), fc.domain())
      .map(([local, domain]) => `${local}@${domain}`)
      .filter((email) => email.length <= LIMITS.email && /\.[a-z]{2,}$/.test(email));
    fc.assert(
      fc.property(fc.constantFrom("", " ", "\t"), simpleEmail, (pad, email) => {
        expect(emailSchema.parse(`${pad}${email}${pad}`)).toBe(email);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress(), fc.string({ minLength: 300, maxLength: 400 })), (raw) => {
        for (const message of messages(emailSchema, raw)) expect([M.emailInvalid, M.emailTooLong]).toContain(message);
        if ([...raw.trim()].length > LIMITS.email) expect(messages(emailSchema, raw)).toEqual([M.emailTooLong]);
      }),
      { numRuns: 1000 },
    );
  });

  it("url and pictureUrl: only what a browser reads as http(s) is accepted", () => {
    const scheme = fc.constantFrom(
      "javascript",
      "JaVaScRiPt",
      "java\tscript",
      "java\nscript",
      " javascript",
      "data",
      "vbscript",
      "file",
      "ftp",
      "blob",
      "about",
      "mailto",
    );
    const other = fc
      .tuple(scheme, fc.constantFrom(":", "://", ":/"), fc.string())
      .map(([s, sep, rest]) => `${s}${sep}${rest}`);
    fc.assert(
      fc.property(fc.constantFrom(urlSchema, pictureUrlSchema), other, (schema, raw) => {
        expect(messages(schema, raw)).toEqual([M.urlInvalid]);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(urlSchema, pictureUrlSchema),
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        (schema, url) => {
          expect(schema.parse(` ${url} `)).toBe(url);
        },
      ),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(urlSchema, pictureUrlSchema),
        fc.oneof(fc.string(), other, fc.webUrl()),
        (schema, raw) => {
          const result = schema.safeParse(raw);
          if (result.success) expect(["http:", "https:"]).toContain(new URL(result.data).protocol);
          else expect(result.error.issues.map((i) => i.message)).toEqual([M.urlInvalid]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("id: ULIDs parse, anything else gives the ULID message", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.ulid(), fc.string({ minLength: 24, maxLength: 28 }), fc.stringMatching(/^[0-9A-Z]{26}$/)),
        (raw) => {
          const valid = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i.test(raw);
          expect(messages(idSchema, raw)).toEqual(valid ? [] : [M.idInvalid]);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("day and date: real 'YYYY-MM-DD' days parse (date as midnight UTC), others give the date message", () => {
    const isoDay = fc
      // Not Date.UTC(0, …) for the start: that is 1900.
      .date({ min: new Date("0000-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
    const shaped = fc.tuple(digits(4), digits(2), digits(2)).map(([y, m, d]) => `${y}-${m}-${d}`);
    fc.assert(
      fc.property(
        fc.oneof(
          isoDay,
          shaped,
          fc.string(),
          isoDay.map((d) => `${d}T00:00:00Z`),
          isoDay.map((d) => ` ${d}`),
        ),
        (raw) => {
          const valid = dayModel(raw);
          expect(messages(dayStringSchema, raw)).toEqual(valid ? [] : [M.date]);
          expect(messages(dateSchema, raw)).toEqual(valid ? [] : [M.date]);
          if (valid) expect(dateSchema.parse(raw)).toBe(Date.parse(`${raw}T00:00:00Z`));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("tier: 0 to 3, anything else gives the tier message", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 8 }), fc.double(), fc.string(), fc.constant(null)), (raw) => {
        const valid = raw === 0 || raw === 1 || raw === 2 || raw === 3;
        expect(messages(tierSchema, raw)).toEqual(valid ? [] : [M.tier]);
      }),
      { numRuns: 1000 },
    );
  });

  it("timestamp: whole numbers only (zod refuses NaN and infinities as not numbers)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double()), (raw) => {
        const found = messages(timestampSchema, raw);
        if (Number.isSafeInteger(raw)) expect(found).toEqual([]);
        else if (Number.isFinite(raw)) expect(found).toEqual([M.timestamp]);
        else expect(found).toEqual([expect.stringMatching(/^Invalid input/)]);
      }),
      { numRuns: 1000 },
    );
  });
});
