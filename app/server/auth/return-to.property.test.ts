// Generated returnTo values, built from the pieces open-redirect tricks are made of:
// whatever safeReturnTo lets through must stay on this origin as a local path.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_RETURN_TO, safeReturnTo } from "./return-to";
import { INVISIBLE_CHARACTERS } from "~test/invisible-characters";

const ORIGIN = "https://momentum.test";

const PIECES = [
  "/",
  "//",
  "///",
  "\\",
  "/\\",
  "\\/",
  "\\\\",
  "%2F",
  "%2f",
  "%5C",
  "%5c",
  "%252F",
  "%255C",
  "%25252F",
  "%2E",
  "%2e%2e",
  "..",
  "./",
  "../",
  ".",
  "%",
  "%%",
  "%0",
  "%00",
  "%09",
  "%0a",
  "%0d",
  "%20",
  "%E2%88%95",
  "%EF%BC%8F",
  "http:",
  "https:",
  "HTTPS:",
  "javascript:",
  "JaVaScRiPt:",
  "data:",
  "vbscript:",
  "file:",
  "mailto:",
  ":",
  "@",
  "?",
  "#",
  "&",
  "=",
  ...INVISIBLE_CHARACTERS,
  "／", // fullwidth solidus
  "＼", // fullwidth reverse solidus
  "\u2215", // division slash
  "\u2044", // fraction slash
  "\u29f8", // big solidus
  "。", // ideographic full stop (a dot to some URL parsers)
  "evil.com",
  "evil.com:443",
  "user:pass@evil.com",
  "127.0.0.1",
  "[::1]",
  "auth",
  "home",
  "profile",
  "é",
  "😀",
];

const piece = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...PIECES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
  { weight: 1, arbitrary: fc.mixedCase(fc.constantFrom("javascript:", "http://evil.com", "%2f%5c")) },
);
/** Mostly starts like a path, so the checks past the first character get exercised too. */
const candidate = fc.oneof(
  fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join("")),
  fc.array(piece, { maxLength: 8 }).map((parts) => `/${parts.join("")}`),
  fc
    .tuple(fc.constantFrom("", "/", "https:", "/\\"), fc.webUrl())
    .map(([scheme, url]) => url.replace(/^https?:/, scheme)),
  fc.string(),
  fc.anything(),
);

/** What a browser would do with a Location header holding `value`. */
function resolve(value: string): URL {
  return new URL(value, `${ORIGIN}/auth/google/callback`);
}

/** Everything wrong with answering `out` for `value`; empty when it is safe. */
function problemsOf(value: unknown, out: string): string[] {
  const problems: string[] = [];
  const fail = (why: string) => problems.push(`${JSON.stringify(value)} -> ${JSON.stringify(out)}: ${why}`);
  if (out !== DEFAULT_RETURN_TO && out !== value) fail("neither the input nor /home");
  if (!out.startsWith("/") || out.startsWith("//") || out.includes("\\")) fail("not a single-slash local path");
  // No header splitting, no spaces or look-alike characters.
  if (!/^[\x21-\x7e]+$/.test(out)) fail("not printable ASCII");
  const url = resolve(out);
  if (url.origin !== ORIGIN) fail(`resolves to ${url.origin}`);
  if (/^\/auth(\/|$)/i.test(url.pathname)) fail("loops back into the sign-in routes");
  // Nor anything a further decoding (a proxy, a framework) could turn into another origin.
  let decoded = out;
  for (let round = 0; round < 3; round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
    if (resolve(decoded).origin !== ORIGIN || decoded.startsWith("//") || decoded.includes("\\"))
      fail(`decodes to ${JSON.stringify(decoded)}`);
  }
  return problems;
}

describe("safeReturnTo under generated input", { timeout: 30_000 }, () => {
  it("lets through only same-origin local paths, else /home", { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const out = safeReturnTo(value);
        // Plain checks collected into one assertion: ten thousand runs stay fast.
        expect(problemsOf(value, out)).toEqual([]);
      }),
      { numRuns: 10_000 },
    );
  });

  it("keeps ordinary local paths exactly as they are", () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/).filter((s) => s !== "." && s !== "..");
    const query = fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[A-Za-z0-9-]{0,8}$/), {
      maxKeys: 3,
    });
    const path = fc
      .tuple(fc.array(segment, { maxLength: 4 }), query, fc.option(segment))
      .map(([segments, params, hash]) => {
        const search = new URLSearchParams(params).toString();
        return `/${segments.join("/")}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`;
      })
      .filter((p) => !/^\/auth(\/|$|\?|#)/i.test(p) && !/%(2f|5c)/i.test(p));
    fc.assert(
      fc.property(path, (value) => {
        expect(safeReturnTo(value)).toBe(value);
      }),
      { numRuns: 3000 },
    );
  });
});
