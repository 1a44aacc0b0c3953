/**
 * Out of sight but still read by screen readers: the live region, and the theme toggle's words
 * on narrow screens. Plain CSS values, so both a React `style` and Chakra's global CSS take it.
 */
export const VISUALLY_HIDDEN = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
