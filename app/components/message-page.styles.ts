import { defineStaticSheet } from "~/theme/static-styles";

/** The error and not-found screens: static, since they show on any page, app or public (ADR 0017). */
export const messagePageSheet = defineStaticSheet({
  "message-page": {
    css: {
      maxW: "720px",
      mx: "auto",
      px: "6",
      py: "16",
      "& [data-message=stack]": { display: "flex", flexDirection: "column", gap: "5" },
      "& [data-message=icon]": { fontSize: "5xl" },
      "& [data-message=text]": { color: "fg.muted" },
      "& [data-message=actions]": { display: "flex", flexDirection: "row", flexWrap: "wrap", gap: "3" },
      // A way on that failed (components/app-error-actions.tsx): on its own line under the buttons.
      "& [data-message=alert]": { color: "fg.error", w: "full" },
    },
  },
  // <Code as="pre" p="4" whiteSpace="pre-wrap">
  "message-detail": { recipe: "code", css: { p: "4", whiteSpace: "pre-wrap" } },
});
