import { defineStaticSheet } from "~/theme/static-styles";

/** The header's sync status: it is in every app page's frame, so static classes (ADR 0017). */
export const syncIndicatorSheet = defineStaticSheet({
  // <HStack gap="2" fontSize="sm" color="fg.muted">; a failure in fg.error.
  "sync-indicator": {
    css: {
      display: "flex",
      alignItems: "center",
      flexDirection: "row",
      gap: "2",
      fontSize: "sm",
      color: "fg.muted",
      "&[data-state=failed], &[data-state=signed-out]": { color: "fg.error" },
    },
  },
  // <Button size="xs" variant="outline">
  "btn-xs-outline": { recipe: "button", variants: { size: "xs", variant: "outline" } },
});
