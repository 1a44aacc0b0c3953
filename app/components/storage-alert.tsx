import { useEffect, useState } from "react";
import { STORAGE_ERROR_EVENT } from "~/toasts/notify";

// Chakra's alert indicator icon for the error status.
const WARNING_ICON =
  "M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z";

/**
 * INDEXEDDB_ERROR is not toasted (spec §8): it shows here until dismissed, and the app stays
 * usable. Chakra's error alert as static classes (storage-alert.styles.ts): it is in every app page.
 */
export function StorageAlert() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const onError = (event: Event) => setMessage(String((event as CustomEvent<unknown>).detail));
    window.addEventListener(STORAGE_ERROR_EVENT, onError);
    return () => window.removeEventListener(STORAGE_ERROR_EVENT, onError);
  }, []);
  if (!message) return null;
  return (
    <div role="alert" className="storage-alert">
      <span className="storage-alert-indicator">
        <svg viewBox="0 0 24 24" className="storage-alert-icon">
          <path d={WARNING_ICON} />
        </svg>
      </span>
      <div className="storage-alert-content">
        <div className="storage-alert-title">{message}</div>
        <div className="storage-alert-description">
          Your last change was not saved. Everything saved before is safe; try again, or free some space on this device.
        </div>
      </div>
      <button type="button" className="btn-xs-ghost" onClick={() => setMessage(null)}>
        Dismiss
      </button>
    </div>
  );
}
