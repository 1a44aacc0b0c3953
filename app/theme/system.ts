import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";
import { THEME_CHOICES } from "./theme-choice";

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
    body: { bg: "bg", color: "fg" },
    ".theme-toggle-label": { display: "none" },
    ".skip-link": { position: "absolute", left: "-9999px", top: "2", zIndex: "skipLink" },
    ".skip-link:focus": { left: "4", px: "4", py: "2", bg: "bg.panel", borderRadius: "md" },
    ...toggleLabels,
    // A visible focus ring for every focusable element, keyboard users first.
    ":focus-visible": { outline: "3px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "2px" },
    "a:focus-visible, button:focus-visible": { outlineColor: "orange.400" },
  },
  theme: {
    semanticTokens: {
      colors: {
        // The call-to-action orange, dark enough for white text in the light theme.
        brand: {
          solid: { value: { _light: "{colors.orange.700}", _dark: "{colors.orange.500}" } },
          emphasized: { value: { _light: "{colors.orange.800}", _dark: "{colors.orange.400}" } },
          contrast: { value: { _light: "{colors.white}", _dark: "{colors.black}" } },
        },
      },
    },
    tokens: {
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
