import { BRAND_CTA } from "./brand";
import { defineStaticSheet } from "./static-styles";

/** Colour palettes a static element can take (Chakra's `colorPalette` prop): class `palette-<name>`. */
export const PALETTES = ["gray", "red", "orange", "yellow", "lime", "green", "purple"] as const;
export type Palette = (typeof PALETTES)[number];

/**
 * Chakra's recipes as static classes, for elements that render without Chakra on the app's
 * hot path (ADR 0017). Each class is what the Chakra component with those props renders.
 */
export const commonSheet = defineStaticSheet({
  // <Heading size="…">
  "heading-md": { recipe: "heading", variants: { size: "md" } },
  "heading-xl": { recipe: "heading", variants: { size: "xl" } },
  "heading-2xl": { recipe: "heading", variants: { size: "2xl" } },
  // <Heading as="h2" srOnly>: a heading for screen readers only.
  "heading-sr-only": { recipe: "heading", css: { srOnly: true } },
  // <Button {...BRAND_CTA}>, <Button variant="outline">, and their size="sm" forms.
  "btn-brand": { recipe: "button", css: BRAND_CTA },
  "btn-outline": { recipe: "button", variants: { variant: "outline" } },
  "btn-sm-brand": { recipe: "button", variants: { size: "sm" }, css: BRAND_CTA },
  "btn-sm-outline": { recipe: "button", variants: { size: "sm", variant: "outline" } },
  // <Button size="sm"> and <Button size="sm" variant="ghost">
  "btn-sm-solid": { recipe: "button", variants: { size: "sm" } },
  "btn-sm-ghost": { recipe: "button", variants: { size: "sm", variant: "ghost" } },
  // <IconButton variant="ghost" size="sm">
  "btn-icon-ghost": {
    recipe: "button",
    variants: { variant: "ghost", size: "sm" },
    css: { px: "0", py: "0", _icon: { fontSize: "1.2em" } },
  },
  // <Badge> (subtle) and <Badge variant="surface">; the colour comes from a palette class.
  badge: { recipe: "badge" },
  "badge-surface": { recipe: "badge", variants: { variant: "surface" } },
  // <Skeleton>
  skeleton: { recipe: "skeleton" },
  ...Object.fromEntries(PALETTES.map((palette) => [`palette-${palette}`, { css: { colorPalette: palette } }])),
});
