import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CsvError, formatCsvRow, parseCsv, parseCsvLines } from "./csv";

describe("parseCsv", () => {
  it("splits rows and fields", () => {
    expect(parseCsv("a,b,c\n1,2,3\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("reads quoted fields with commas, doubled quotes and line ends", () => {
    expect(parseCsv('2024-03-08,SKIP,"sick, stayed in"\n2024-03-07,NO,"said ""no""\r\ntwice"\n')).toEqual([
      ["2024-03-08", "SKIP", "sick, stayed in"],
      ["2024-03-07", "NO", 'said "no"\r\ntwice'],
    ]);
  });

  it("takes CRLF, LF and CR line ends, and ignores only a final empty line", () => {
    expect(parseCsv("a\r\nb\nc\rd")).toEqual([["a"], ["b"], ["c"], ["d"]]);
    expect(parseCsv("a\r\n")).toEqual([["a"]]);
    expect(parseCsv("a\n\n")).toEqual([["a"], [""]]);
    expect(parseCsv("")).toEqual([]);
  });

  it("keeps empty fields, a trailing comma's among them", () => {
    expect(parseCsv("Date,Meditate,\n,,\n")).toEqual([
      ["Date", "Meditate", ""],
      ["", "", ""],
    ]);
  });

  it("drops a leading byte order mark, and only a leading one", () => {
    expect(parseCsv("\ufeffPosition,Name\n")).toEqual([["Position", "Name"]]);
    expect(parseCsv("\ufeff")).toEqual([]);
    expect(parseCsv("a,\ufeffb\n")).toEqual([["a", "\ufeffb"]]);
  });

  it("keeps, as written, a quote in an unquoted field and text after a closing quote", () => {
    expect(parseCsv('5" tall,"x"y\n')).toEqual([['5" tall', "xy"]]);
  });

  it("numbers each row by the line it starts on, past line ends inside quotes", () => {
    const rows = parseCsvLines('h\n"one\ntwo\r\nthree",x\nlast\n');
    expect(rows.map((row) => row.line)).toEqual([1, 2, 5]);
  });

  it("refuses a quoted field that is never closed, at the line it opens", () => {
    expect(() => parseCsv('a\nb\n"sick, stayed\nin')).toThrow(new CsvError("a quoted field is never closed", 3));
    try {
      parseCsv('a\nb\n"sick, stayed\nin');
    } catch (error) {
      expect(error).toBeInstanceOf(CsvError);
      expect((error as CsvError).line).toBe(3);
    }
  });
});

describe("formatCsvRow", () => {
  it("quotes only the fields that need it", () => {
    expect(formatCsvRow(["2024-03-10", "YES_MANUAL", ""])).toBe("2024-03-10,YES_MANUAL,");
    expect(formatCsvRow(["a,b", 'say "hi"', "x\ny", "x\ry", "plain"])).toBe('"a,b","say ""hi""","x\ny","x\ry",plain');
  });

  it("writes a row of one empty field as a quoted empty field, not an empty line", () => {
    expect(formatCsvRow([""])).toBe('""');
    expect(parseCsv(`${formatCsvRow([""])}\n`)).toEqual([[""]]);
  });

  it("quotes a field that starts with a byte order mark, which the reader would drop", () => {
    expect(formatCsvRow(["\ufeffx"])).toBe('"\ufeffx"');
  });
});

// Text rich in what CSV must escape, beside any Unicode (astral characters included).
const field = fc.string({
  unit: fc.oneof(
    fc.constantFrom(",", '"', "\r", "\n", "\r\n", " ", "\ufeff"),
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  ),
  maxLength: 12,
});
const rows = fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 });

describe("formatCsvRow then parseCsv", () => {
  it("gives the rows back, whatever the line ends, a final line end or a byte order mark", () => {
    fc.assert(
      fc.property(
        rows,
        fc.constantFrom("\n", "\r\n"),
        fc.boolean(),
        fc.boolean(),
        (written, lineEnd, finalLineEnd, bom) => {
          const text = (bom ? "\ufeff" : "") + written.map(formatCsvRow).join(lineEnd) + (finalLineEnd ? lineEnd : "");
          expect(parseCsv(text)).toEqual(written);
        },
      ),
      { numRuns: 300 },
    );
  });
});
