import type { GlobalStyleObject } from "@chakra-ui/react";

/** Where the theme's tokens are defined: the document and Chakra's theme scopes. */
const THEME_SCOPES = ":root, .light, .dark, .chakra-theme";

/**
 * Chakra's global CSS with its custom properties on `*` (ring, filter and backdrop defaults; the
 * body and mono fonts and border colour) set where the tokens they name are set, once, and
 * inherited from there: on every element they were a dozen var() resolutions each in every style
 * pass of /home (ADR 0023). Same values everywhere; only a subtree that set one of them itself
 * would now pass it down (nothing does: no ring or filter style props, no slider).
 */
export function scopedGlobalCss(css: GlobalStyleObject): GlobalStyleObject {
  const { "*": star, ...rest } = css;
  if (!star || typeof star !== "object") return css;
  const everyElement: Record<string, unknown> = {};
  const variables: Record<string, unknown> = {};
  for (const [property, value] of Object.entries(star))
    (property.startsWith("--") ? variables : everyElement)[property] = value;
  return { "*": everyElement, [THEME_SCOPES]: variables, ...rest } as GlobalStyleObject;
}
