import { useTheme } from "~/theme/theme-provider";
import { ToastContainer, type CloseButtonProps } from "react-toastify/unstyled";
import { TOAST_SETTINGS } from "./toast-settings";

/**
 * The toast area. react-toastify's own stylesheet is part of the static one (static-sheets.ts):
 * its unstyled build inserts no style tag at run time (ADR 0017).
 */
export function Toaster() {
  // Toasts follow the page theme: react-toastify's "colored" theme fails contrast checks.
  const { resolved } = useTheme();
  return (
    <div className="toast-area">
      <ToastContainer
        position="top-right"
        autoClose={TOAST_SETTINGS.autoCloseMs}
        limit={TOAST_SETTINGS.maxVisible}
        aria-label="Notifications"
        hotKeys={(event) => event.altKey && event.code === "KeyT"}
        draggablePercent={Math.round((TOAST_SETTINGS.swipeThresholdPx / TOAST_SETTINGS.widthPx) * 100)}
        closeButton={CloseToastButton}
        theme={resolved}
      />
    </div>
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
