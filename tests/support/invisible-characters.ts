// White space of every kind, control characters and invisible or direction-changing code points:
// what trips parsers, URL checks and renderers. Property tests mix them into generated input.
export const INVISIBLE_CHARACTERS = [
  " ",
  "\t",
  "\n",
  "\r",
  "\u0000",
  "\u0007",
  "\u007f",
  "\u00a0",
  "\u200b",
  "\u200d",
  "\u202e",
  "\u2028",
  "\ufeff",
];
