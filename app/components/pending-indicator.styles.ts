import { defineStaticSheet } from "~/theme/static-styles";

/** Spec §2: LOADING... while a route loads (ADR 0017). */
export const pendingIndicatorSheet = defineStaticSheet({
  "pending-indicator": {
    css: {
      position: "fixed",
      top: "2",
      left: "50%",
      transform: "translateX(-50%)",
      zIndex: "overlay",
      px: "4",
      py: "1",
      borderRadius: "full",
      bg: "brand.solid",
      color: "brand.contrast",
      fontWeight: "bold",
      fontSize: "sm",
      letterSpacing: "wider",
    },
  },
});
