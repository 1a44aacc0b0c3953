import { defineStaticSheet, type StaticRule } from "~/theme/static-styles";

// <ChakraLink …>
const link = (css: StaticRule["css"]): StaticRule => ({ recipe: "link", css });

/**
 * The community pages (ADR 0026): served at 1,000 requests/s, so drawn with static classes
 * alone, in the public pages' frame (components/public-layout.tsx) without Chakra (ADR 0017).
 */
export const socialPageSheet = defineStaticSheet({
  "social-frame": { css: { display: "flex", flexDirection: "column", minH: "100vh" } },
  "social-header": { css: { borderBottomWidth: "1px", borderColor: "border" } },
  "social-bar": { recipe: "container", css: { maxW: "6xl", py: "3" } },
  "social-row": {
    css: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "4", flexWrap: "wrap" },
  },
  "social-brand": link({ fontWeight: "bold", fontSize: "xl", _hover: { textDecoration: "none" } }),
  "social-nav": { css: { display: "flex", alignItems: "center", gap: "5", flexWrap: "wrap" } },
  "social-nav-link": link({ color: "fg.muted", fontWeight: "medium", _hover: { color: "fg" } }),
  "social-main": { css: { flex: "1" } },
  "social-content": { recipe: "container", css: { maxW: "4xl", py: { base: "8", md: "12" } } },
  "social-footer": { css: { borderTopWidth: "1px", borderColor: "border", py: "8", mt: "12" } },
  "social-footer-bar": {
    recipe: "container",
    css: {
      maxW: "6xl",
      display: "flex",
      flexDirection: { base: "column", md: "row" },
      justifyContent: "space-between",
      gap: "4",
      fontSize: "sm",
      color: "fg.muted",
    },
  },
  "social-stack": { css: { display: "flex", flexDirection: "column", gap: "8" } },
  "social-tight": { css: { display: "flex", flexDirection: "column", gap: "3" } },
  "social-muted": { css: { color: "fg.muted" } },
  "social-small": { css: { fontSize: "sm", color: "fg.muted" } },
  "social-link": link({ color: "orange.fg", textDecoration: "underline" }),
  "social-emoji": { css: { fontSize: "4xl", lineHeight: "1" } },
  "social-h2": { recipe: "heading", variants: { size: "lg" } },
  "social-h3": { recipe: "heading", variants: { size: "md" } },
  "social-actions": { css: { display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" } },
  "social-head": {
    css: { display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: "4", flexWrap: "wrap" },
  },
  "social-card": { css: { borderWidth: "1px", borderColor: "border", borderRadius: "lg", p: "4", bg: "bg.subtle" } },
  "social-you": {
    css: { borderWidth: "1px", borderColor: "orange.muted", bg: "orange.subtle", borderRadius: "lg", p: "3" },
  },
  "social-list": { css: { listStyleType: "decimal", ps: "5", display: "flex", flexDirection: "column", gap: "1.5" } },
  "social-plain-list": { css: { listStyleType: "none", p: "0", display: "flex", flexDirection: "column", gap: "2" } },
  "social-grid": {
    css: {
      listStyleType: "none",
      p: "0",
      display: "grid",
      gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
      gap: "3",
    },
  },
  "social-pager": { css: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3" } },
  // <Table.Root size="sm"> and its parts.
  "board-table": { recipe: ["table", "root"], variants: { size: "sm" }, css: { fontVariantNumeric: "tabular-nums" } },
  "board-caption": { recipe: ["table", "caption"], variants: { size: "sm" }, css: { textAlign: "start" } },
  "board-head": { recipe: ["table", "columnHeader"], variants: { size: "sm" } },
  "board-cell": { recipe: ["table", "cell"], variants: { size: "sm" }, css: { verticalAlign: "top" } },
  "board-items": {
    css: { listStyleType: "none", p: "0", display: "flex", flexDirection: "column", gap: "1", fontSize: "sm" },
  },
  "report-link": link({ fontSize: "xs", color: "fg.muted", textDecoration: "underline", ms: "2" }),
  "sr-only": { css: { srOnly: true } },
});
