/** Style props of the primary call-to-action (see the brand tokens in system.ts). */
export const BRAND_CTA = {
  bg: "brand.solid",
  color: "brand.contrast",
  _hover: { bg: "brand.emphasized", textDecoration: "none" },
} as const;
