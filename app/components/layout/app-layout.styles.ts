import { defineStaticSheet, type StaticRule } from "~/theme/static-styles";
import { MOBILE_NAV_HEIGHT } from "~/components/mobile-nav.styles";

// <Container maxW="7xl" …>
const container = (css: StaticRule["css"]): StaticRule => ({ recipe: "container", css: { maxW: "7xl", ...css } });
// <ChakraLink asChild …> around a router link.
const link = (css: StaticRule["css"]): StaticRule => ({ recipe: "link", css });

/** The frame of every app page: header, navigation, main (ADR 0017). */
export const appLayoutSheet = defineStaticSheet({
  "app-frame": { css: { display: "flex", flexDirection: "column", minH: "100vh" } },
  "app-header": {
    css: { borderBottomWidth: "1px", borderColor: "border", position: "sticky", top: "0", bg: "bg", zIndex: "sticky" },
  },
  "app-header-bar": container({ py: "2" }),
  "app-header-row": { css: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3" } },
  "app-header-actions": { css: { display: "flex", alignItems: "center", flexDirection: "row", gap: "3" } },
  "app-brand": link({
    fontWeight: "bold",
    fontSize: "lg",
    _hover: { textDecoration: "none" },
    // The word mark gives way on narrow screens so the header never scrolls sideways.
    "& [data-brand=word]": { display: { base: "none", sm: "inline" } },
  }),
  "app-user": link({
    display: "flex",
    alignItems: "center",
    gap: "2",
    _hover: { textDecoration: "none" },
    "& [data-user=names]": { display: { base: "none", md: "block" }, lineHeight: "short" },
    "& [data-user=name]": { fontWeight: "semibold", fontSize: "sm" },
    "& [data-user=handle]": { fontSize: "xs", color: "fg.muted" },
  }),
  "app-nav-link": link({
    "&[aria-current=page]": { bg: "bg.emphasized", color: "fg", fontWeight: "semibold" },
    display: "flex",
    alignItems: "center",
    gap: "2",
    px: "3",
    py: "2",
    borderRadius: "md",
    whiteSpace: "nowrap",
    color: "fg.muted",
    _hover: { bg: "bg.muted", color: "fg", textDecoration: "none" },
  }),
  // Below lg the phone bar (mobile-nav.tsx) is fixed at the foot: the page keeps its height free there.
  "app-body": container({
    flex: "1",
    display: "flex",
    gap: "8",
    pt: "6",
    pb: { base: `calc(${MOBILE_NAV_HEIGHT} + 1.5rem)`, lg: "6" },
  }),
  "app-nav-side": {
    css: { display: { base: "none", lg: "flex" }, flexDirection: "column", w: "48", flexShrink: 0, gap: "1" },
  },
  "app-main": { css: { flex: "1", minW: "0" } },
  // A page's placeholder while its data loads (routes/_app.tsx, routes/_app.home/route.tsx).
  "page-loading": {
    css: {
      display: "flex",
      flexDirection: "column",
      gap: "4",
      "& [role=status]": { fontWeight: "bold", letterSpacing: "wider" },
    },
  },
  "skeleton-block": { recipe: "skeleton", css: { h: "24" } },
  "skeleton-block-tall": { recipe: "skeleton", css: { h: "40" } },
  // Shown offline, at the top of the header (pwa/offline-indicator.tsx).
  "offline-banner": {
    css: {
      bg: "orange.subtle",
      color: "orange.fg",
      borderBottomWidth: "1px",
      borderColor: "orange.muted",
      px: "4",
      py: "1.5",
      fontSize: "sm",
      fontWeight: "medium",
      textAlign: "center",
    },
  },
});
