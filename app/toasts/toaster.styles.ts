import { defineStaticSheet } from "~/theme/static-styles";
import { TOAST_SETTINGS } from "./toast-settings";

/** The toast area and the update toast, on every hydrated page (ADR 0017). */
export const toasterSheet = defineStaticSheet({
  "toast-area": {
    css: {
      "--toastify-toast-width": `${TOAST_SETTINGS.widthPx}px`,
      "--toastify-toast-offset": `${TOAST_SETTINGS.offsetDesktopPx}px`,
      "@media (max-width: 480px)": { "--toastify-toast-offset": `${TOAST_SETTINGS.offsetMobilePx}px` },
      "& .Toastify__toast": { marginBottom: `${TOAST_SETTINGS.gapPx}px` },
    },
  },
  // pwa/service-worker-updates.tsx: <Stack gap="2" align="flex-start"> and its Reload button.
  "toast-update": { css: { display: "flex", alignItems: "flex-start", flexDirection: "column", gap: "2" } },
  "btn-toast-reload": {
    recipe: "button",
    variants: { size: "xs" },
    css: { bg: "white", color: "blue.900", _hover: { bg: "blue.50" } },
  },
});
