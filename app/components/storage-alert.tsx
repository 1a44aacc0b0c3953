import { Alert, Button } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { STORAGE_ERROR_EVENT } from "~/toasts/notify";

/** INDEXEDDB_ERROR is not toasted (spec §8): it shows here until dismissed, and the app stays usable. */
export function StorageAlert() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const onError = (event: Event) => setMessage(String((event as CustomEvent<unknown>).detail));
    window.addEventListener(STORAGE_ERROR_EVENT, onError);
    return () => window.removeEventListener(STORAGE_ERROR_EVENT, onError);
  }, []);
  if (!message) return null;
  return (
    <Alert.Root status="error" mb="4" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        <Alert.Description>
          Your last change was not saved. Everything saved before is safe; try again, or free some space on this device.
        </Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="ghost" onClick={() => setMessage(null)}>
        Dismiss
      </Button>
    </Alert.Root>
  );
}
