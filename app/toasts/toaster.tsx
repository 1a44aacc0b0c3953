import { Box } from "@chakra-ui/react";
import { useTheme } from "~/theme/theme-provider";
import { ToastContainer, type CloseButtonProps } from "react-toastify";
import { HEADER_HEIGHT_VARIABLE } from "~/components/header-height";

/** Spec §9: the toast area's fixed settings. */
export const TOAST_SETTINGS = {
  autoCloseMs: 5000,
  maxVisible: 3,
  widthPx: 356,
  gapPx: 14,
  offsetDesktopPx: 24,
  offsetMobilePx: 16,
  swipeThresholdPx: 45,
  /** Room between the app header and the first toast. */
  belowHeaderPx: 8,
} as const;

// Top-right as the spec says, but below the app header (its height is a CSS variable the app frame
// keeps, 0 on pages without it), so no toast sits over Sign out or the page's first controls.
const belowHeader = (gapPx: number) => `calc(var(${HEADER_HEIGHT_VARIABLE}, 0px) + ${gapPx}px)`;

const toastAreaStyles = {
  "--toastify-toast-width": `${TOAST_SETTINGS.widthPx}px`,
  "--toastify-toast-offset": `${TOAST_SETTINGS.offsetDesktopPx}px`,
  "--toastify-toast-top": belowHeader(TOAST_SETTINGS.belowHeaderPx),
  "--toastify-toast-min-height": "0px",
  "--toastify-toast-padding": "10px",
  "& .Toastify__toast": { marginBottom: `${TOAST_SETTINGS.gapPx}px`, fontSize: "14px", lineHeight: "20px" },
  "& .toast-title": { display: "block" },
  // A phone's toast spans the screen: kept to two short lines (title inline) so it stays over the page's heading.
  "@media (max-width: 480px)": {
    "--toastify-toast-offset": `${TOAST_SETTINGS.offsetMobilePx}px`,
    "& .Toastify__toast-container--top-right": { top: belowHeader(0) },
    "& .toast-title": { display: "inline", marginInlineEnd: "0.5ch" },
  },
};

export function Toaster({ nonce }: { nonce: string }) {
  // Toasts follow the page theme: react-toastify's "colored" theme fails contrast checks.
  const { resolved } = useTheme();
  return (
    <Box css={toastAreaStyles}>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_SETTINGS.autoCloseMs}
        limit={TOAST_SETTINGS.maxVisible}
        aria-label="Notifications"
        hotKeys={(event) => event.altKey && event.code === "KeyT"}
        draggablePercent={Math.round((TOAST_SETTINGS.swipeThresholdPx / TOAST_SETTINGS.widthPx) * 100)}
        closeButton={CloseToastButton}
        theme={resolved}
        nonce={nonce}
      />
    </Box>
  );
}

function CloseToastButton({ closeToast }: CloseButtonProps) {
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label="Close toast"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <span aria-hidden="true">✕</span>
    </button>
  );
}
