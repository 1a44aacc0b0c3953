import type { SystemStyleObject } from "@chakra-ui/react";

/**
 * One class of the app's static stylesheet, written in Chakra's style language (tokens,
 * conditions such as `_hover`, responsive objects). At build time Chakra's own system turns
 * it into CSS (static-css.ts): the recipe's styles first, in Chakra's `recipes` layer, then
 * `css`, exactly as a Chakra component with those props would style itself at run time.
 */
export type StaticRule = {
  /** A recipe of the system (`button`, `badge`…) or a slot of a slot recipe (`["tabs", "trigger"]`). */
  recipe?: string | readonly [key: string, slot: string];
  /** The recipe's variants, and `colorPalette`. */
  variants?: Record<string, string | boolean>;
  css?: SystemStyleObject;
};

/** Class name (without the dot) → its rule. */
export type StaticSheet = Record<string, StaticRule>;

/** Checks a sheet's shape and keeps its literal class names for the components that use them. */
export function defineStaticSheet<const T extends StaticSheet>(sheet: T): T {
  return sheet;
}
