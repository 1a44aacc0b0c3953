import { useNavigation } from "@remix-run/react";

/** Spec §2: the text LOADING... while a route is loading (class in pending-indicator.styles.ts). */
export function PendingIndicator() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" aria-live="polite" className="pending-indicator">
      LOADING...
    </div>
  );
}
