import { defineStaticSheet } from "~/theme/static-styles";

/** The stats panel beside home's lists (ADR 0017). */
export const statsPanelSheet = defineStaticSheet({
  "stats-panel": {
    css: {
      p: "4",
      borderWidth: "1px",
      borderRadius: "xl",
      // <SimpleGrid columns={2} gap="3" mb="4">
      "& [data-stats=grid]": { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: "3", mb: "4" },
      "& [data-stats=item]": { p: "3", borderWidth: "1px", borderRadius: "lg", bg: "bg.subtle" },
      "& [data-stats=label]": { fontSize: "sm", color: "fg.muted" },
      "& [data-stats=value]": { fontSize: "2xl", fontWeight: "semibold", fontVariantNumeric: "tabular-nums" },
      "& [data-stats=unit]": { fontSize: "xs", color: "fg.muted", ms: "1", fontWeight: "normal" },
      "& [data-stats=today]": { display: "flex", justifyContent: "space-between", alignItems: "center", mb: "2" },
      "& [data-stats=today-label]": { fontWeight: "semibold" },
      "& [data-stats=bar-text]": {
        position: "absolute",
        inset: "0",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        fontSize: "2xs",
        fontWeight: "bold",
        letterSpacing: "wider",
      },
    },
  },
});
