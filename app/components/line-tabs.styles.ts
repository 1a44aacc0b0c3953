import { defineStaticSheet } from "~/theme/static-styles";

const tabs = (slot: string) => ({ recipe: ["tabs", slot] as const, variants: { variant: "line" } });

/** Chakra's tabs recipe, "line" variant, as static classes: home's two tabs (ADR 0017). */
export const lineTabsSheet = defineStaticSheet({
  "tabs-root": tabs("root"),
  "tabs-list": tabs("list"),
  "tabs-trigger": tabs("trigger"),
  "tabs-content": tabs("content"),
});
