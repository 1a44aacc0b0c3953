import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { APP_SHEETS } from "../../scripts/static-sheets";
import { system } from "./system";

// The system holds only the recipes the app renders (system.ts). A Chakra component
// whose recipe is missing renders unstyled, silently: this test reads every import
// from @chakra-ui/react in app/, and every recipe the static sheets name, and checks
// that the system has what they need.

/** Recipe (or slot recipe) keys each Chakra component reads, including the parts it renders itself. */
const RECIPES_OF: Record<string, string[]> = {
  Alert: ["alert"],
  Avatar: ["avatar", "icon"],
  Badge: ["badge"],
  Button: ["button", "spinner"],
  Checkbox: ["checkbox", "checkmark"],
  CloseButton: ["button"],
  Code: ["code"],
  Container: ["container"],
  DataList: ["dataList"],
  Dialog: ["dialog"],
  Field: ["field"],
  Fieldset: ["fieldset"],
  Heading: ["heading"],
  IconButton: ["button", "spinner"],
  Input: ["input"],
  Link: ["link"],
  List: ["list"],
  Menu: ["menu"],
  NativeSelect: ["nativeSelect"],
  Progress: ["progress"],
  RadioGroup: ["radioGroup", "radiomark"],
  Separator: ["separator"],
  Skeleton: ["skeleton"],
  Spinner: ["spinner"],
  Stat: ["stat"],
  Table: ["table"],
  Tabs: ["tabs"],
  Textarea: ["textarea"],
  Tooltip: ["tooltip"],
};

/** Imports that need no recipe: layout and typography primitives, the provider, the system's own API. */
const NO_RECIPE = new Set([
  "Box",
  "chakra",
  "ChakraProvider",
  "createSystem",
  "defaultBaseConfig",
  "defineConfig",
  "Flex",
  "Grid",
  "GridItem",
  "HStack",
  "LinkBox",
  "LinkOverlay",
  "Portal",
  "SimpleGrid",
  "Stack",
  "Text",
  "VisuallyHidden",
  // Reads a recipe by key: checked by key below.
  "useSlotRecipe",
]);

const APP = fileURLToPath(new URL("../", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function chakraImports(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of sourceFiles(APP)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)) {
      for (const part of match[1]!.split(",")) {
        const name = part.trim().replace(/\s+as\s+\w+$/, "");
        if (name && !name.startsWith("type ")) names.set(name, file.slice(APP.length));
      }
    }
  }
  return names;
}

describe("the Chakra system", () => {
  it("has the recipe of every Chakra component the app imports", () => {
    const imports = chakraImports();
    expect(imports.size, "Chakra imports found in app/").toBeGreaterThan(10);
    for (const [name, file] of imports) {
      if (NO_RECIPE.has(name)) continue;
      const keys = RECIPES_OF[name];
      expect(keys, `${name} (imported in ${file}): add its recipe keys to RECIPES_OF and system.ts`).toBeDefined();
      for (const key of keys!) {
        expect(system.isRecipe(key) || system.isSlotRecipe(key), `recipe "${key}" of ${name} in the system`).toBe(true);
      }
    }
  });

  it("has every recipe the static stylesheet's classes are drawn with", () => {
    const recipes = APP_SHEETS.flatMap((sheet) =>
      Object.values(sheet).flatMap((rule) => (rule.recipe ? [rule.recipe] : [])),
    );
    expect(recipes).toEqual(
      expect.arrayContaining(["button", ["avatar", "root"], ["progress", "track"], ["tabs", "trigger"]]),
    );
    for (const recipe of recipes) {
      if (typeof recipe === "string") expect(system.isRecipe(recipe), `recipe "${recipe}" in the system`).toBe(true);
      else expect(system.isSlotRecipe(recipe[0]), `slot recipe "${recipe[0]}" in the system`).toBe(true);
    }
  });

  it("keeps the default tokens and the app's lime and brand colours", () => {
    expect(system.token("colors.orange.500")).toBe("#f97316");
    expect(system.token("colors.lime.500")).toBe("#84cc16");
    expect(system.tokens.getByName("colors.brand.solid")).toBeDefined();
    expect(system.tokens.getByName("colors.lime.fg")).toBeDefined();
    expect(system.tokens.getByName("colors.bg.subtle")).toBeDefined();
  });
});
