import { chakra } from "@chakra-ui/react";
import { THEME_CHOICES, THEME_LABELS } from "./theme-choice";

/**
 * Cycles dark → light → system. The click is handled by the inline theme script,
 * so the button works on pages that ship no React. Which label shows is decided
 * by CSS on <html data-theme-choice>, so no DOM text is changed behind React.
 */
export function ThemeToggle() {
  return (
    <chakra.button
      type="button"
      data-theme-toggle=""
      className="theme-toggle"
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      px="3"
      py="1.5"
      borderRadius="md"
      borderWidth="1px"
      borderColor="border"
      bg="bg.subtle"
      color="fg"
      fontSize="sm"
      cursor="pointer"
      _hover={{ bg: "bg.muted" }}
    >
      {THEME_CHOICES.map((choice) => (
        <span key={choice} className={`theme-toggle-label theme-toggle-${choice}`}>
          <span aria-hidden="true">{choice === "dark" ? "🌙" : choice === "light" ? "☀️" : "🖥️"}</span> Theme:{" "}
          {THEME_LABELS[choice]}
        </span>
      ))}
    </chakra.button>
  );
}
