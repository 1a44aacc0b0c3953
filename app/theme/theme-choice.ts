/** The theme a person picks; "system" follows the OS preference. */
export const THEME_CHOICES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Spec §2: stored locally under this key; the product default is dark. */
export const THEME_STORAGE_KEY = "vite-ui-theme";
export const DEFAULT_THEME: ThemeChoice = "dark";

export const THEME_LABELS: Record<ThemeChoice, string> = {
  light: "Light",
  dark: "Dark",
  system: "System",
};

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === "string" && (THEME_CHOICES as readonly string[]).includes(value);
}
