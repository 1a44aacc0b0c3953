import { HEADER_HEIGHT_VARIABLE } from "~/theme/header-height";
import { defineStaticSheet } from "~/theme/static-styles";
import { TOAST_SETTINGS } from "./toast-settings";

// Top-right as the spec says, but below the app header (its height is a CSS variable the app frame
// keeps, 0 on pages without it), so no toast sits over Sign out or the page's first controls.
const belowHeader = (gapPx: number) => `calc(var(${HEADER_HEIGHT_VARIABLE}, 0px) + ${gapPx}px)`;

/** The toast area and the update toast, on every hydrated page (ADR 0017). */
export const toasterSheet = defineStaticSheet({
  "toast-area": {
    css: {
      "--toastify-toast-width": `${TOAST_SETTINGS.widthPx}px`,
      "--toastify-toast-offset": `${TOAST_SETTINGS.offsetDesktopPx}px`,
      "--toastify-toast-top": belowHeader(TOAST_SETTINGS.belowHeaderPx),
      "--toastify-toast-min-height": "0px",
      "--toastify-toast-padding": "10px",
      "& .toast-title": { display: "block" },
      // react-toastify's × is 12 px wide, black at 30 % on our dark toasts, and text runs under it:
      // a target at least 24 px square (WCAG 2.5.8) in the toast's own text colour, with room kept for it.
      "& .Toastify__toast": {
        marginBottom: `${TOAST_SETTINGS.gapPx}px`,
        fontSize: "14px",
        lineHeight: "20px",
        paddingInlineEnd: "32px",
      },
      "& .Toastify__close-button": {
        minWidth: "24px",
        minHeight: "24px",
        top: "4px",
        right: "4px",
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        color: "inherit",
        opacity: 0.85,
      },
      // A phone's toast spans the screen: kept to two short lines (title inline) so it stays over the page's heading.
      "@media (max-width: 480px)": {
        "--toastify-toast-offset": `${TOAST_SETTINGS.offsetMobilePx}px`,
        "& .Toastify__toast-container--top-right": { top: belowHeader(0) },
        "& .toast-title": { display: "inline", marginInlineEnd: "0.5ch" },
        "& .Toastify__toast": { paddingInlineEnd: "44px" },
        "& .Toastify__close-button": { minWidth: "40px", minHeight: "40px", top: "0px", right: "0px" },
        // The action moves under the ×, in the column kept free for it, so the words keep their two lines.
        "& .Toastify__toast:has(.btn-toast-action)": { minHeight: "68px" },
        "& .btn-toast-action": {
          position: "absolute",
          right: "3px",
          top: "38px",
          width: "40px",
          height: "24px",
          margin: "0",
          padding: "0",
          fontSize: "13px",
          textAlign: "center",
          textDecoration: "none",
          border: "1px solid currentColor",
        },
      },
    },
  },
  // A toast's action (Undo, notify.tsx): a button inline at the end of its sentence (WCAG 2.5.8's inline
  // case), in the toast's own colour, its padding outside the line box so the toast grows no taller.
  "btn-toast-action": {
    css: {
      display: "inline",
      font: "inherit",
      fontWeight: "bold",
      color: "inherit",
      textDecoration: "underline",
      textUnderlineOffset: "2px",
      bg: "transparent",
      border: "none",
      cursor: "pointer",
      paddingInline: "6px",
      paddingBlock: "4px",
      marginBlock: "-4px",
      marginInlineStart: "-2px",
      borderRadius: "sm",
      _hover: { textDecorationThickness: "2px" },
      _focusVisible: { outline: "2px solid currentColor", outlineOffset: "1px" },
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
