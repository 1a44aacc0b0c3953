import { defineStaticSheet } from "~/theme/static-styles";

/** The stats panel beside home's lists (ADR 0017). */
export const statsPanelSheet = defineStaticSheet({
  "stats-panel": {
    css: {
      p: "4",
      borderWidth: "1px",
      borderRadius: "xl",
      // <SimpleGrid columns={2} gap="3" mb="4">; every row as tall as the tallest tile, so a unit
      // that needs a second line (Momentum's "XP per day" in the narrow column) keeps them even.
      "& [data-stats=grid]": {
        display: "grid",
        gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
        gridAutoRows: "1fr",
        gap: "3",
        mb: "4",
      },
      "& [data-stats=item]": { p: "3", borderWidth: "1px", borderRadius: "lg", bg: "bg.subtle" },
      "& [data-stats=label]": { fontSize: "sm", color: "fg.muted" },
      // The unit moves below the number as a whole, never split across lines.
      "& [data-stats=value]": {
        display: "flex",
        flexWrap: "wrap",
        alignItems: "baseline",
        columnGap: "1",
        fontSize: "2xl",
        fontWeight: "semibold",
        fontVariantNumeric: "tabular-nums",
      },
      "& [data-stats=unit]": { fontSize: "xs", color: "fg.muted", fontWeight: "normal", whiteSpace: "nowrap" },
      "& [data-stats=today]": { display: "flex", justifyContent: "space-between", alignItems: "center", mb: "2" },
      "& [data-stats=today-label]": { fontWeight: "semibold" },
      // A phone: compact tiles, so the first habits show in the first screen (issue #36).
      "@media (max-width: 480px)": {
        p: "3",
        "& [data-stats=grid]": { gap: "2", mb: "3" },
        "& [data-stats=item]": { px: "3", py: "2" },
        "& [data-stats=value]": { fontSize: "xl" },
      },
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
