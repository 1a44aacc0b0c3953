import { defineStaticSheet, type StaticRule } from "~/theme/static-styles";

/** Height of the phone bar; the page keeps this much room at its foot so the bar never covers content. */
export const MOBILE_NAV_HEIGHT = "64px";

// <ChakraLink asChild …> around a router link (and the "More" summary, for the same focus ring).
const link = (css: StaticRule["css"]): StaticRule => ({ recipe: "link", css });

const ITEM = {
  flex: "1",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.5",
  minW: "0",
  fontSize: "xs",
  color: "fg.muted",
  _hover: { color: "fg", textDecoration: "none" },
  "& [data-nav=icon]": { fontSize: "lg" },
} as const;

/** The phone's bottom bar (components/mobile-nav.tsx): static, it is part of the app frame (ADR 0017). */
export const mobileNavSheet = defineStaticSheet({
  "mobile-nav": {
    css: {
      display: { base: "block", lg: "none" },
      position: "fixed",
      insetX: "0",
      bottom: "0",
      zIndex: "sticky",
      bg: "bg",
      borderTopWidth: "1px",
      borderColor: "border",
      paddingBottom: "env(safe-area-inset-bottom)",
      "& [data-nav=bar]": { display: "flex", h: MOBILE_NAV_HEIGHT, listStyleType: "none", m: "0", p: "0" },
      "& [data-nav=item]": { display: "flex", flex: "1", minW: "0" },
      "& [data-nav=more]": { display: "flex", flex: "1", minW: "0", position: "relative" },
      "& details": { display: "flex", flex: "1" },
    },
  },
  "mobile-nav-link": link({ ...ITEM, "&[aria-current=page]": { color: "fg", fontWeight: "semibold" } }),
  "mobile-nav-summary": link({
    ...ITEM,
    h: "full",
    listStyleType: "none",
    "&[data-active]": { color: "fg", fontWeight: "semibold" },
    "&::-webkit-details-marker": { display: "none" },
  }),
  // What "More" opens: a panel above the bar, at its right end.
  "mobile-nav-menu": {
    css: {
      position: "absolute",
      bottom: "calc(100% + 8px)",
      right: "2",
      minW: "44",
      listStyleType: "none",
      m: "0",
      p: "1",
      bg: "bg.panel",
      borderWidth: "1px",
      borderColor: "border",
      borderRadius: "md",
      boxShadow: "lg",
    },
  },
  "mobile-nav-menu-link": link({
    display: "flex",
    gap: "2",
    px: "3",
    py: "2.5",
    borderRadius: "sm",
    color: "fg",
    _hover: { bg: "bg.muted", textDecoration: "none" },
    "&[aria-current=page]": { fontWeight: "semibold", bg: "bg.emphasized" },
  }),
});
