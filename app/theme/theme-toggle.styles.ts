import { defineStaticSheet } from "./static-styles";

/** The theme toggle, on every page, public or app (ADR 0017). */
export const themeToggleSheet = defineStaticSheet({
  "theme-toggle": {
    css: {
      display: "inline-flex",
      alignItems: "center",
      gap: "1.5",
      px: "3",
      py: "1.5",
      borderRadius: "md",
      borderWidth: "1px",
      borderColor: "border",
      bg: "bg.subtle",
      color: "fg",
      fontSize: "sm",
      cursor: "pointer",
      _hover: { bg: "bg.muted" },
    },
  },
});
