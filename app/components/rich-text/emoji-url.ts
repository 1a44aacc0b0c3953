/** Spec §2: emoji images load from a public CDN (Twemoji's SVGs on jsDelivr). */
export const EMOJI_BASE_URL = "https://cdn.jsdelivr.net/gh/jdecked/twemoji@15.1.0/assets/svg/";

/** Twemoji names files by code points, dropping U+FE0F unless the sequence has a ZWJ. */
export function emojiUrl(emoji: string): string {
  const sequence = emoji.includes("\u200D") ? emoji : emoji.replace(/\uFE0F/g, "");
  const codePoints = [...sequence].map((char) => char.codePointAt(0)!.toString(16));
  return `${EMOJI_BASE_URL}${codePoints.join("-")}.svg`;
}
