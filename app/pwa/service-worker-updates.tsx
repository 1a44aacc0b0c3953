import { Button, Stack } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { toast } from "react-toastify";
import { TOAST_TITLES } from "~/toasts/toast-titles";
import { startServiceWorker } from "./register";

export const UPDATE_MESSAGE = "A new version of Momentum is ready.";
const UPDATE_TOAST_ID = "momentum-update";

function UpdateToast({ reload }: { reload: () => void }) {
  const [reloading, setReloading] = useState(false);
  return (
    <Stack gap="2" align="flex-start">
      <div>
        <strong style={{ display: "block" }}>{TOAST_TITLES.info}</strong>
        <span>{UPDATE_MESSAGE}</span>
      </div>
      <Button
        size="xs"
        bg="white"
        color="blue.900"
        _hover={{ bg: "blue.50" }}
        loading={reloading}
        onClick={(event) => {
          event.stopPropagation();
          setReloading(true);
          reload();
        }}
      >
        Reload
      </Button>
    </Stack>
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

/** Registers the service worker on hydrated pages of a production build. */
export function ServiceWorkerUpdates() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    return startServiceWorker({ onUpdateReady: showUpdateToast });
  }, []);
  return null;
}
