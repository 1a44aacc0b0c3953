// JSON from a client is nested at most MAX_JSON_DEPTH levels: a push nested 10,000 deep was a
// 500 RangeError (issue #30), as recursive code after JSON.parse ran out of stack. Checked on the
// text before parsing, in one pass that skips strings.

/** Arrays and objects inside each other; our deepest real body (a backup file) uses about 8. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = `The request's JSON is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects are allowed.`;

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

/** Whether `text` nests arrays and objects deeper than `max` (strings are skipped, so brackets in them do not count). */
export function isNestedDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}
