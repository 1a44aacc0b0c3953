import { MENTION_PATTERN } from "~/game/field-schemas";

/** A piece of user text, ready to render without ever inserting HTML. */
export type Token =
  | { type: "text"; value: string }
  | { type: "mention"; username: string; href: string }
  | { type: "link"; text: string; href: string }
  | { type: "emoji"; value: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Trailing punctuation belongs to the sentence, not the link.
const TRAILING_PUNCTUATION = /[.,;:!?'")\]}]+$/;
const EMOJI_PATTERN =
  /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)*|\p{Regional_Indicator}{2}/gu;

type Options = { links?: boolean; mentions?: boolean };

/** Only http(s) URLs become links; anything else stays text. */
export function safeHttpUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

type Match = { index: number; length: number; token: Token };

function* linkMatches(text: string): Generator<Match> {
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING_PUNCTUATION, "");
    const href = safeHttpUrl(raw);
    if (href) yield { index: match.index, length: raw.length, token: { type: "link", text: raw, href } };
  }
}

function* mentionMatches(text: string): Generator<Match> {
  for (const match of text.matchAll(new RegExp(MENTION_PATTERN.source, "g"))) {
    const username = match[1] ?? "";
    yield { index: match.index, length: match[0].length, token: { type: "mention", username, href: `/${username}` } };
  }
}

function splitEmoji(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(EMOJI_PATTERN)) {
    if (match.index > last) tokens.push({ type: "text", value: text.slice(last, match.index) });
    tokens.push({ type: "emoji", value: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ type: "text", value: text.slice(last) });
  return tokens;
}

/**
 * Splits user text into text, emoji, @mentions and links. Links win over mentions
 * where they overlap (an @ inside a URL is part of the URL).
 */
export function tokenize(text: string, { links = true, mentions = true }: Options = {}): Token[] {
  const matches: Match[] = [];
  if (links) matches.push(...linkMatches(text));
  if (mentions) {
    for (const mention of mentionMatches(text)) {
      const overlaps = matches.some(
        (m) => mention.index < m.index + m.length && m.index < mention.index + mention.length,
      );
      if (!overlaps) matches.push(mention);
    }
  }
  matches.sort((a, b) => a.index - b.index);

  const tokens: Token[] = [];
  let last = 0;
  for (const match of matches) {
    if (match.index > last) tokens.push(...splitEmoji(text.slice(last, match.index)));
    tokens.push(match.token);
    last = match.index + match.length;
  }
  if (last < text.length) tokens.push(...splitEmoji(text.slice(last)));
  return tokens;
}
