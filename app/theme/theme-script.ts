import { DEFAULT_THEME, THEME_CHOICES, THEME_STORAGE_KEY } from "./theme-choice";

/**
 * Runs inline in <head> before the first paint, so a server-rendered page never
 * flashes the wrong theme. It also owns the theme toggle through event delegation,
 * which lets public pages switch theme without hydrating React.
 * Other code changes the theme through `window.momentumTheme.set(choice)`.
 */
export const themeScript = `(function () {
  var KEY = ${JSON.stringify(THEME_STORAGE_KEY)};
  var CHOICES = ${JSON.stringify(THEME_CHOICES)};
  // The toggle cycles dark → light → system → dark.
  var NEXT = { dark: "light", light: "system", system: "dark" };
  var media = window.matchMedia("(prefers-color-scheme: dark)");
  function read() {
    try {
      var value = localStorage.getItem(KEY);
      return CHOICES.indexOf(value) >= 0 ? value : ${JSON.stringify(DEFAULT_THEME)};
    } catch (error) {
      return ${JSON.stringify(DEFAULT_THEME)};
    }
  }
  function apply() {
    var choice = read();
    var resolved = choice === "system" ? (media.matches ? "dark" : "light") : choice;
    var root = document.documentElement;
    root.classList.remove("light", "dark");
    root.classList.add(resolved);
    root.style.colorScheme = resolved;
    root.setAttribute("data-theme-choice", choice);
    window.dispatchEvent(new CustomEvent("momentum-theme", { detail: choice }));
  }
  function set(choice) {
    if (CHOICES.indexOf(choice) < 0) return;
    try { localStorage.setItem(KEY, choice); } catch (error) {}
    apply();
  }
  window.momentumTheme = { get: read, set: set };
  media.addEventListener("change", apply);
  window.addEventListener("storage", function (event) { if (event.key === KEY) apply(); });
  document.addEventListener("click", function (event) {
    var target = event.target;
    var toggle = target && target.closest ? target.closest("[data-theme-toggle]") : null;
    if (!toggle) return;
    set(NEXT[read()]);
  });
  apply();
})();`;
