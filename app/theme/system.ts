import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";
import { scopedGlobalCss } from "./global-css";
import { THEME_CHOICES } from "./theme-choice";
import { VISUALLY_HIDDEN } from "./visually-hidden";

/**
 * Chakra's default theme (`defaultConfig`) with only the recipes this app renders:
 * the default system carries ~80 recipes, ~140 KB of JavaScript in every hydrated
 * page. Tokens, semantic tokens, global CSS and styles are Chakra's defaults, so
 * everything looks as before. A component whose recipe is missing renders unstyled
 * without a warning: system.test.ts fails when app code imports one.
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
};

/** What `defaultConfig` adds to `defaultBaseConfig`, minus the recipes we never render. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: scopedGlobalCss(globalCss),
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// Only the label of the current choice is shown in the theme toggle (see theme-toggle.tsx).
const toggleLabels = Object.fromEntries(
  THEME_CHOICES.map((choice) => [
    `html[data-theme-choice="${choice}"] .theme-toggle-${choice}, html:not([data-theme-choice]) .theme-toggle-dark`,
    { display: "inline" },
  ]),
);

const config = defineConfig({
  globalCss: {
    "html, body": { minHeight: "100%" },
    // The scrollbar's room is kept from the start: a page that grows past the screen after its
    // first paint (/home's cards) would otherwise move sideways when a classic scrollbar appears
    // (Lighthouse desktop: a layout shift of 0.115; issue #37). Overlay scrollbars take no room.
    html: { scrollbarGutter: "stable" },
    body: { bg: "bg", color: "fg" },
    ".theme-toggle-label": { display: "none" },
    // On narrow screens the toggle shows its icon; the words stay for screen readers.
    ".theme-toggle-text": {
      "@media (max-width: 640px)": VISUALLY_HIDDEN,
    },
    ".skip-link": { position: "absolute", left: "-9999px", top: "2", zIndex: "skipLink" },
    ".skip-link:focus": { left: "4", px: "4", py: "2", bg: "bg.panel", borderRadius: "md" },
    ...toggleLabels,
    // A dialog on its way out never takes a click: its backdrop stays until the exit animation
    // ends, and on a busy device that moment can come late (CI saw one block the page for 49 s).
    '[data-scope="dialog"][data-state="closed"]': { pointerEvents: "none" },
    // A visible focus ring for every focusable element, keyboard users first.
    ":focus-visible": { outline: "3px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "2px" },
    "a:focus-visible, button:focus-visible": { outlineColor: "orange.400" },
  },
  theme: {
    semanticTokens: {
      colors: {
        // Spec §4 colours the 'Good' day lime, a palette Chakra does not ship.
        lime: {
          contrast: { value: "{colors.black}" },
          fg: { value: { _light: "{colors.lime.700}", _dark: "{colors.lime.300}" } },
          subtle: { value: { _light: "{colors.lime.100}", _dark: "{colors.lime.900}" } },
          muted: { value: { _light: "{colors.lime.200}", _dark: "{colors.lime.800}" } },
          emphasized: { value: { _light: "{colors.lime.300}", _dark: "{colors.lime.700}" } },
          solid: { value: "{colors.lime.500}" },
          focusRing: { value: "{colors.lime.500}" },
        },
        // The call-to-action orange, dark enough for white text in the light theme.
        brand: {
          solid: { value: { _light: "{colors.orange.700}", _dark: "{colors.orange.500}" } },
          emphasized: { value: { _light: "{colors.orange.800}", _dark: "{colors.orange.400}" } },
          contrast: { value: { _light: "{colors.white}", _dark: "{colors.black}" } },
        },
      },
    },
    tokens: {
      colors: {
        lime: {
          50: { value: "#f7fee7" },
          100: { value: "#ecfccb" },
          200: { value: "#d9f99d" },
          300: { value: "#bef264" },
          400: { value: "#a3e635" },
          500: { value: "#84cc16" },
          600: { value: "#65a30d" },
          700: { value: "#4d7c0f" },
          800: { value: "#3f6212" },
          900: { value: "#365314" },
          950: { value: "#1a2e05" },
        },
      },
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
