import { defineStaticSheet } from "~/theme/static-styles";

/** /home renders without Chakra (ADR 0017): its page layout, lists and empty states. */
export const homeSheet = defineStaticSheet({
  "home-page": {
    css: {
      display: "flex",
      flexDirection: "column",
      gap: "4",
      // The title and the two buttons. The buttons sit by the title, clear of the toasts' corner (top
      // right, below the header); on a phone they take their own row, so a toast there covers only the title.
      "& [data-home=head]": {
        display: "flex",
        flexDirection: { base: "column", sm: "row" },
        alignItems: { sm: "center" },
        gap: { base: "3", sm: "6" },
      },
      "& [data-home=actions]": { display: "flex", alignItems: "center", flexDirection: "row", gap: "2" },
      "& [data-home=grid]": {
        display: "grid",
        // minmax(0, …): a long word or a wide card never widens the page past a phone's screen.
        gridTemplateColumns: { base: "minmax(0, 1fr)", xl: "minmax(0, 1fr) 340px" },
        gap: "6",
        alignItems: "start",
      },
      "& [data-home=lists]": { order: { base: 2, xl: 1 } },
      "& [data-home=stats]": { order: { base: 1, xl: 2 }, position: { xl: "sticky" }, top: { xl: "24" } },
    },
  },
  // The badges under each list: <Badge mt="4" variant="surface">.
  "home-hint": { recipe: "badge", variants: { variant: "surface" }, css: { mt: "4" } },
  "card-list": { css: { display: "flex", flexDirection: "column", gap: "3", pt: "4" } },
  "empty-state": {
    css: {
      p: "8",
      borderWidth: "1px",
      borderStyle: "dashed",
      borderRadius: "xl",
      textAlign: "center",
      "& > p": { color: "fg.muted" },
    },
  },
  "empty-state-title": { recipe: "heading", variants: { size: "md" }, css: { mb: "1" } },
  // Its placeholder while its data loads: app-layout.styles.ts's page-loading with these cards.
  "skeleton-card": { recipe: "skeleton", css: { h: "32", borderRadius: "xl" } },
  "skeleton-card-tall": { recipe: "skeleton", css: { h: "40", borderRadius: "xl" } },
});
