import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { DEFAULT_THEME, isThemeChoice, type ThemeChoice } from "./theme-choice";

type ThemeContextValue = {
  choice: ThemeChoice;
  /** What is on screen: "system" resolved through the OS preference. */
  resolved: "light" | "dark";
  setChoice: (choice: ThemeChoice) => void;
};

declare global {
  interface Window {
    momentumTheme?: { get: () => ThemeChoice; set: (choice: ThemeChoice) => void };
  }
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function subscribe(onChange: () => void) {
  window.addEventListener("momentum-theme", onChange);
  return () => window.removeEventListener("momentum-theme", onChange);
}

function readChoice(): ThemeChoice {
  const choice = document.documentElement.getAttribute("data-theme-choice");
  return isThemeChoice(choice) ? choice : DEFAULT_THEME;
}

function readResolved(): "light" | "dark" {
  return document.documentElement.classList.contains("light") ? "light" : "dark";
}

function setChoice(choice: ThemeChoice) {
  window.momentumTheme?.set(choice);
}

/** React's view of the theme that the inline theme script owns (theme-script.ts). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const choice = useSyncExternalStore(subscribe, readChoice, () => DEFAULT_THEME);
  const resolved = useSyncExternalStore(subscribe, readResolved, () => "dark" as const);
  const value = useMemo(() => ({ choice, resolved, setChoice }), [choice, resolved]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used within a ThemeProvider");
  return value;
}
