import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { DEFAULT_THEME, isThemeChoice, type ThemeChoice } from "./theme-choice";

type ThemeContextValue = { choice: ThemeChoice; setChoice: (choice: ThemeChoice) => void };

declare global {
  interface Window {
    momentumTheme?: { get: () => ThemeChoice; set: (choice: ThemeChoice) => void };
  }
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** React's view of the theme that the inline theme script owns (theme-script.ts). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(DEFAULT_THEME);

  useEffect(() => {
    const current = window.momentumTheme?.get();
    if (isThemeChoice(current)) setChoiceState(current);
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (isThemeChoice(detail)) setChoiceState(detail);
    };
    window.addEventListener("momentum-theme", onChange);
    return () => window.removeEventListener("momentum-theme", onChange);
  }, []);

  const setChoice = useCallback((next: ThemeChoice) => window.momentumTheme?.set(next), []);
  const value = useMemo(() => ({ choice, setChoice }), [choice, setChoice]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used within a ThemeProvider");
  return value;
}
