// English counts with the right word: "1 day", "2 days" (issue 36 saw "1 days" and "Imported 1 habits").

/** The word for `n` of something: `one` for exactly 1, else `many` (by default `one` + "s"). */
export const unitOf = (n: number, one: string, many = `${one}s`): string => (n === 1 ? one : many);

/** `n` with its word, grouped the way the app writes numbers: "1 habit", "1,250 records". */
export const counted = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString("en-US")} ${unitOf(n, one, many)}`;
