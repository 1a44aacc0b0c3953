// Reading a big JSON text without building it: one pass checks its whole syntax
// and keeps only where the top-level object's wanted members are; an array member's
// items can then be taken one at a time. A backup check built on this parses an
// item only when it gets to it, so a hostile file with millions of bad records is
// refused after its first few, in little time and memory (issue 19), where
// JSON.parse of the whole file would first build every one of them.

/** [start, end) of a value in the text. */
export type Span = { start: number; end: number };

/** Deeper than any backup: a hostile file nested millions of levels deep is refused here. */
export const MAX_DEPTH = 512;

export class JsonSyntaxError extends Error {}

const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const ESCAPABLE = new Set([...'"\\/bfnrt'].map((c) => c.charCodeAt(0)));
const HEX = /^[0-9a-fA-F]{4}$/;
/** Sticky: from `lastIndex` on, the characters a string may hold as they are. */
// eslint-disable-next-line no-control-regex -- the control characters a JSON string may not hold are the point
const PLAIN_CHARS = /[^"\\\u0000-\u001f]*/y;
/** Sticky: a JSON number from `lastIndex`; what may follow it is the caller's to check. */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** Longer names cannot be one of the wanted ones, even spelled with \u escapes. */
const MAX_NAME_CHARS = 128;

const isDigit = (c: number) => c >= ZERO && c <= NINE;

class Scanner {
  pos = 0;
  private depth = 0;

  constructor(readonly text: string) {}

  fail(what: string, at = this.pos): never {
    if (at >= this.text.length) throw new JsonSyntaxError("the file ends too soon");
    let line = 1;
    let lineStart = 0;
    for (let i = this.text.indexOf("\n"); i !== -1 && i < at; i = this.text.indexOf("\n", i + 1)) {
      line++;
      lineStart = i + 1;
    }
    throw new JsonSyntaxError(`${what} at line ${line}, column ${at - lineStart + 1}`);
  }

  private code(): number {
    if (this.pos >= this.text.length) this.fail("");
    return this.text.charCodeAt(this.pos);
  }

  private unexpected(): never {
    this.fail(`unexpected ${JSON.stringify(this.text[this.pos] ?? "")}`);
  }

  skipSpace(): void {
    const { text } = this;
    for (let c = text.charCodeAt(this.pos); c === SPACE || c === LF || c === CR || c === TAB;)
      c = text.charCodeAt(++this.pos);
  }

  expect(code: number): void {
    this.skipSpace();
    if (this.code() !== code) this.unexpected();
    this.pos++;
  }

  /** One value from `pos`, its syntax checked; `pos` ends just after it. */
  value(): void {
    this.skipSpace();
    const c = this.code();
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++this.depth > MAX_DEPTH) this.fail(`more than ${MAX_DEPTH} levels of nesting`);
      if (c === OPEN_BRACE) this.members(null);
      else this.items();
      this.depth--;
    } else if (c === QUOTE) this.string();
    else if (c === MINUS || isDigit(c)) this.number();
    else this.literal();
  }

  /**
   * `{ "name": value, … }` from `pos` at its brace. With `onValue`, each value is read by it
   * (called just after the colon, with where the name is) instead of by `value()`.
   */
  members(onValue: ((name: Span) => void) | null): void {
    this.pos++;
    this.skipSpace();
    if (this.code() === CLOSE_BRACE) return void this.pos++;
    for (;;) {
      this.skipSpace();
      if (this.code() !== QUOTE) this.unexpected();
      const start = this.pos;
      this.string();
      const end = this.pos;
      this.expect(COLON);
      if (onValue) onValue({ start, end });
      else this.value();
      if (this.endOfList(CLOSE_BRACE)) return;
    }
  }

  /** `[ value, … ]` from `pos` at its bracket. */
  private items(): void {
    this.pos++;
    this.skipSpace();
    if (this.code() === CLOSE_BRACKET) return void this.pos++;
    do this.value();
    while (!this.endOfList(CLOSE_BRACKET));
  }

  /** After an item: true past the closing `close`, false past a comma. */
  private endOfList(close: number): boolean {
    this.skipSpace();
    const c = this.code();
    if (c !== close && c !== COMMA) this.unexpected();
    this.pos++;
    return c === close;
  }

  private string(): void {
    const { text } = this;
    this.pos++;
    for (;;) {
      // Plain characters in one native step; then a quote, an escape, or what a string cannot hold.
      PLAIN_CHARS.lastIndex = this.pos;
      PLAIN_CHARS.test(text);
      this.pos = PLAIN_CHARS.lastIndex;
      const c = this.code();
      if (c === QUOTE) return void this.pos++;
      if (c !== BACKSLASH) this.fail("a control character in a string");
      const escaped = text.charCodeAt(++this.pos);
      if (escaped === 117 /* u */) {
        if (!HEX.test(text.slice(this.pos + 1, this.pos + 5))) this.fail("a bad \\u escape");
        this.pos += 5;
      } else if (ESCAPABLE.has(escaped)) this.pos++;
      else this.fail("a bad escape");
    }
  }

  private number(): void {
    NUMBER.lastIndex = this.pos;
    if (!NUMBER.test(this.text)) this.unexpected();
    this.pos = NUMBER.lastIndex;
  }

  private literal(): void {
    for (const word of ["true", "false", "null"]) {
      if (this.text.startsWith(word, this.pos)) return void (this.pos += word.length);
    }
    this.unexpected();
  }
}

/**
 * Checks that `text` is exactly one JSON value (throws JsonSyntaxError saying where it is not).
 * For an object, returns the spans of its members named in `wanted` (the last one wins, as with
 * JSON.parse); for any other value, null.
 */
export function scanJson(text: string, wanted: ReadonlySet<string>): Map<string, Span> | null {
  const scanner = new Scanner(text);
  scanner.skipSpace();
  let found: Map<string, Span> | null = null;
  if (text.charCodeAt(scanner.pos) === OPEN_BRACE) {
    const members = new Map<string, Span>();
    scanner.members((nameSpan) => {
      scanner.skipSpace();
      const start = scanner.pos;
      scanner.value();
      const raw = nameSpan.end - nameSpan.start <= MAX_NAME_CHARS ? text.slice(nameSpan.start, nameSpan.end) : null;
      const name = raw === null ? null : (JSON.parse(raw) as string);
      if (name !== null && wanted.has(name)) members.set(name, { start, end: scanner.pos });
    });
    found = members;
  } else {
    scanner.value();
  }
  scanner.skipSpace();
  if (scanner.pos < text.length) scanner.fail(`unexpected ${JSON.stringify(text[scanner.pos])}`);
  return found;
}

/** Is the value at `span` an array? */
export const isArrayAt = (text: string, span: Span) => text.charCodeAt(span.start) === OPEN_BRACKET;

/** The items of the array at `span` (checked by scanJson), one at a time: nothing is kept between them. */
export function* arrayItems(text: string, span: Span): Generator<Span> {
  const scanner = new Scanner(text);
  scanner.pos = span.start + 1;
  scanner.skipSpace();
  if (text.charCodeAt(scanner.pos) === CLOSE_BRACKET) return;
  for (;;) {
    scanner.skipSpace();
    const start = scanner.pos;
    scanner.value();
    yield { start, end: scanner.pos };
    scanner.skipSpace();
    // A comma, or the closing bracket: scanJson has checked it is one of the two.
    if (text.charCodeAt(scanner.pos++) !== COMMA) return;
  }
}
