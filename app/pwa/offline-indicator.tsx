import { useOnlineStatus } from "./use-online-status";

export const OFFLINE_MESSAGE = "You are offline. Changes are saved on this device.";

/** A banner while the browser is offline (class in app-layout.styles.ts). The status region is always there so the change is announced. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div role="status">
      {online ? null : (
        <div className="offline-banner">
          <span aria-hidden="true">📴 </span>
          {OFFLINE_MESSAGE}
        </div>
      )}
    </div>
  );
}
