import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nonceTemplate, slotTemplate } from "./nonce-template.server";

// Pages are cut around the nonce they were rendered with; any other nonce must fit back in.
const pageParts = fc.array(fc.string({ unit: "binary", maxLength: 3_000 }), { minLength: 2, maxLength: 6 });
const nonce = fc.base64String({ minLength: 4, maxLength: 44 });

describe("nonceTemplate", () => {
  it("joins the parts with the given nonce", () => {
    fc.assert(
      fc.property(pageParts, nonce, (parts, n) => {
        const template = nonceTemplate(parts.map((part) => Buffer.from(part)));
        expect(template.html(n).toString()).toBe(parts.join(n));
      }),
      { numRuns: 200 },
    );
  });

  it("gzips to exactly the plain page, with a valid CRC and length (gunzip checks both)", () => {
    fc.assert(
      fc.property(pageParts, nonce, nonce, (parts, first, second) => {
        const template = nonceTemplate(parts.map((part) => Buffer.from(part)));
        for (const n of [first, second]) expect(gunzipSync(template.gzip(n)).equals(template.html(n))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("handles a real-sized page with a 64 KB part (CRC shift over long lengths)", () => {
    const big = "<p>Momentum</p>".repeat(5_000);
    const template = nonceTemplate([Buffer.from(`<head>${big}<script nonce="`), Buffer.from(`">x</script>${big}`)]);
    const plain = gunzipSync(template.gzip("abc123")).toString();
    expect(plain).toBe(`<head>${big}<script nonce="abc123">x</script>${big}`);
  });
});

describe("slotTemplate", () => {
  // The community pages fill their gaps with the nonce and the viewer's own lines (ADR 0026).
  const fillers = (count: number) =>
    fc.array(fc.string({ unit: "binary", maxLength: 2_000 }), { minLength: count, maxLength: count });

  it("fills each gap with its own filler, plain and gzipped alike (empty fillers too)", () => {
    fc.assert(
      fc.property(
        pageParts.chain((parts) => fc.tuple(fc.constant(parts), fillers(parts.length - 1))),
        ([parts, gaps]) => {
          const template = slotTemplate(parts.map((part) => Buffer.from(part)));
          const filled = gaps.map((gap) => Buffer.from(gap));
          const expected = parts.reduce((page, part, i) => (i === 0 ? part : page + gaps[i - 1]! + part), "");
          expect(template.html(filled).toString()).toBe(expected);
          expect(gunzipSync(template.gzip(filled)).equals(template.html(filled))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("stores a filler longer than one stored block (64 KB) in several", () => {
    const template = slotTemplate([Buffer.from("<a>"), Buffer.from("</a>")]);
    const long = Buffer.from("x".repeat(150_000));
    expect(gunzipSync(template.gzip([long])).toString()).toBe(`<a>${"x".repeat(150_000)}</a>`);
  });

  it("refuses a wrong number of fillers", () => {
    const template = slotTemplate([Buffer.from("a"), Buffer.from("b"), Buffer.from("c")]);
    expect(() => template.html([Buffer.from("1")])).toThrow("The template has 2 gaps; 1 fillers given.");
  });
});
