import { Box } from "@chakra-ui/react";
import { useTheme } from "~/theme/theme-provider";
import { ToastContainer, type CloseButtonProps } from "react-toastify";

/** Spec §9: the toast area's fixed settings. */
export const TOAST_SETTINGS = {
  autoCloseMs: 5000,
  maxVisible: 3,
  widthPx: 356,
  gapPx: 14,
  offsetDesktopPx: 24,
  offsetMobilePx: 16,
  swipeThresholdPx: 45,
} as const;

const toastAreaStyles = {
  "--toastify-toast-width": `${TOAST_SETTINGS.widthPx}px`,
  "--toastify-toast-offset": `${TOAST_SETTINGS.offsetDesktopPx}px`,
  "@media (max-width: 480px)": { "--toastify-toast-offset": `${TOAST_SETTINGS.offsetMobilePx}px` },
  "& .Toastify__toast": { marginBottom: `${TOAST_SETTINGS.gapPx}px` },
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
