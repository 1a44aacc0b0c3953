import { defineStaticSheet } from "~/theme/static-styles";

/** Emoji images and links in user text: static, since card titles on /home use them (ADR 0017). */
export const richTextSheet = defineStaticSheet({
  emoji: { css: { display: "inline-block", h: "1.1em", w: "1.1em", verticalAlign: "-0.15em", mx: "0.05em" } },
  "rich-mention": { recipe: "link", css: { color: "orange.fg", fontWeight: "medium" } },
  "rich-link": {
    recipe: "link",
    css: { color: "orange.fg", textDecoration: "underline", wordBreak: "break-all" },
  },
});
