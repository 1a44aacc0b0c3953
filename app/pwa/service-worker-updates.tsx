import { useEffect, useState } from "react";
import { toast } from "react-toastify/unstyled";
import { notify } from "~/toasts/notify";
import { TOAST_TITLES } from "~/toasts/toast-titles";
import { whenIdle } from "~/pwa/when-idle";
import { startServiceWorker } from "./register";

export const UPDATE_MESSAGE = "A new version of Momentum is ready.";
/** Said once per device, when the first worker takes charge (issue 36: a reload offline too soon showed the browser's error page). */
export const OFFLINE_READY_MESSAGE = "Momentum now works offline on this device.";
const UPDATE_TOAST_ID = "momentum-update";

function UpdateToast({ reload }: { reload: () => void }) {
  const [reloading, setReloading] = useState(false);
  return (
    <div className="toast-update">
      <div>
        <strong style={{ display: "block" }}>{TOAST_TITLES.info}</strong>
        <span>{UPDATE_MESSAGE}</span>
      </div>
      <button
        type="button"
        className="btn-toast-reload"
        disabled={reloading}
        data-loading={reloading ? "" : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setReloading(true);
          reload();
        }}
      >
        Reload
      </button>
    </div>
  );
}

/** An info toast that stays until the user reloads or closes it (it never reloads by itself). */
function showUpdateToast(reload: () => void) {
  toast.info(<UpdateToast reload={reload} />, {
    toastId: UPDATE_TOAST_ID,
    autoClose: false,
    closeOnClick: false,
    draggable: false,
  });
}

/** Registers the service worker on hydrated pages of a production build, once the page is painted and idle. */
export function ServiceWorkerUpdates() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let stop: (() => void) | undefined;
    const cancel = whenIdle(
      () =>
        (stop = startServiceWorker({
          onUpdateReady: showUpdateToast,
          onOfflineReady: () => notify.info(OFFLINE_READY_MESSAGE),
        })),
    );
    return () => {
      cancel();
      stop?.();
    };
  }, []);
  return null;
}
