import { globalCss } from "@chakra-ui/react/theme";
import { describe, expect, it } from "vitest";
import { scopedGlobalCss } from "./global-css";
import { appStylesheet } from "../../scripts/static-sheets";

describe("scopedGlobalCss", () => {
  const scoped = scopedGlobalCss(globalCss) as Record<string, Record<string, unknown>>;
  const chakraStar = (globalCss as Record<string, Record<string, unknown>>)["*"]!;

  it("keeps every element's own styles on * and moves its custom properties, same values, to the theme scopes", () => {
    expect(Object.keys(scoped["*"]!)).toEqual(["fontFeatureSettings"]);
    const variables = Object.entries(chakraStar).filter(([property]) => property.startsWith("--"));
    expect(variables.length).toBeGreaterThan(20);
    expect(scoped[":root, .light, .dark, .chakra-theme"]).toEqual(Object.fromEntries(variables));
  });

  it("keeps Chakra's other global rules", () => {
    for (const selector of Object.keys(globalCss))
      if (selector !== "*") expect(scoped[selector]).toEqual(globalCss[selector as keyof typeof globalCss]);
  });

  it("leaves no custom property on * in the app's stylesheet", () => {
    const star = appStylesheet().match(/(?:^|[{}])\*\{([^}]*)\}/g) ?? [];
    expect(star.length).toBeGreaterThan(0);
    for (const rule of star) expect(rule).not.toMatch(/--[\w-]+:/);
  }, 30_000);
});
