import { THEME_CHOICES, THEME_LABELS } from "./theme-choice";

/**
 * Cycles dark → light → system. The click is handled by the inline theme script,
 * so the button works on pages that ship no React. Which label shows is decided
 * by CSS on <html data-theme-choice>, so no DOM text is changed behind React. Styled by the
 * static stylesheet (theme-toggle.styles.ts).
 */
export function ThemeToggle() {
  return (
    <button type="button" data-theme-toggle="" className="theme-toggle">
      {THEME_CHOICES.map((choice) => (
        <span key={choice} className={`theme-toggle-label theme-toggle-${choice}`}>
          <span aria-hidden="true">{choice === "dark" ? "🌙" : choice === "light" ? "☀️" : "🖥️"}</span>
          {/* On a narrow screen only the icon shows; the words stay for screen readers (system.ts). */}
          <span className="theme-toggle-text"> Theme: {THEME_LABELS[choice]}</span>
        </span>
      ))}
    </button>
  );
}
