import { defineStaticSheet } from "~/theme/static-styles";

/** What an app page shows when no one is signed in; /home is one of them (ADR 0017). */
export const signInRequiredSheet = defineStaticSheet({
  "sign-in-required": {
    css: {
      p: "8",
      borderWidth: "1px",
      borderRadius: "xl",
      textAlign: "center",
      "& [data-sign-in=stack]": { display: "flex", alignItems: "center", flexDirection: "column", gap: "4" },
      "& [data-sign-in=icon]": { fontSize: "4xl" },
      "& [data-sign-in=text]": { color: "fg.muted" },
    },
  },
});
