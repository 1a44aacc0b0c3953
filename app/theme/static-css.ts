import type { SystemContext, SystemStyleObject } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { css as serialize } from "@emotion/react";
import type { StaticRule, StaticSheet } from "./static-styles";

type CssText = string;

/**
 * The app's static stylesheet, built from Chakra's system at build time: the cascade layers'
 * order, Chakra's reset, global styles and every token as a CSS variable (what ChakraProvider
 * inserts at run time), then one rule per class of `sheets`. Serialized by Emotion with the
 * plugins Chakra's components use at run time, so a class styles its element exactly as the
 * Chakra component it stands for.
 */
export function renderStaticCss(system: SystemContext, sheets: StaticSheet[]): CssText {
  const rules = emotionRules();
  const global = [
    rules("", system.layers.atRule),
    rules("", [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]),
  ];
  return `${global.join("\n")}\n${renderStaticClasses(system, sheets, rules)}`;
}

/** The rules of the sheets' classes alone, in order. */
export function renderStaticClasses(system: SystemContext, sheets: StaticSheet[], rules = emotionRules()): CssText {
  const parts: CssText[] = [];
  const seen = new Set<string>();
  for (const sheet of sheets) {
    for (const [className, rule] of Object.entries(sheet)) {
      if (seen.has(className)) throw new Error(`Static class "${className}" is defined twice.`);
      seen.add(className);
      parts.push(rules(`.${className}`, styleOf(system, rule)));
    }
  }
  return `${parts.join("\n")}\n`;
}

/** Styles to CSS text as Emotion's cache makes it, with the stylis plugins Chakra's components get. */
function emotionRules(): (selector: string, styles: unknown) => CssText {
  const cache = createCache({ key: "css" });
  // Outside a browser Emotion's insert returns the rules instead of adding them to a document. It
  // memoizes them by the styles' name alone (its selector is always `.css-<name>`): here equal
  // styles under two class names must not share rules, so the name carries the selector.
  return (selector, styles) => {
    const { name, styles: text } = serialize(styles as never);
    return cache.insert(
      selector,
      { name: `${selector}${name}`, styles: text, next: undefined },
      cache.sheet,
      false,
    ) as unknown as CssText;
  };
}

/** What `chakra.*` computes for an element with this recipe, these variants and these style props. */
function styleOf(system: SystemContext, { recipe, variants = {}, css = {} }: StaticRule): SystemStyleObject {
  if (!recipe) return system.css(css);
  if (typeof recipe === "string") {
    if (!system.isRecipe(recipe)) throw new Error(`No recipe "${recipe}" in the system.`);
    return system.css(system.getRecipeFn(recipe)(variants), css);
  }
  const [key, slot] = recipe;
  if (!system.isSlotRecipe(key)) throw new Error(`No slot recipe "${key}" in the system.`);
  const slots = system.getSlotRecipeFn(key)(variants) as Record<string, SystemStyleObject>;
  if (!slots[slot]) throw new Error(`Slot recipe "${key}" has no slot "${slot}".`);
  return system.css(slots[slot], css);
}
