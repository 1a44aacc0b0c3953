import { useEffect, useState } from "react";
import { VISUALLY_HIDDEN } from "~/theme/visually-hidden";

const ANNOUNCE_EVENT = "momentum-announce";

/** Reads a short message out to screen readers (e.g. an XP gain) without moving focus. */
export function announce(message: string): void {
  window.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: message }));
}

/** The app's one polite live region; it stays mounted so every change is read. */
export function LiveRegion() {
  const [message, setMessage] = useState("");
  useEffect(() => {
    // A trailing no-break space toggles so the same message twice still counts as a change.
    const onAnnounce = (event: Event) =>
      setMessage((previous) => {
        const next = String((event as CustomEvent<unknown>).detail);
        return previous === next ? `${next}\u00a0` : next;
      });
    window.addEventListener(ANNOUNCE_EVENT, onAnnounce);
    return () => window.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
  }, []);
  return (
    <div role="status" aria-live="polite" style={VISUALLY_HIDDEN} data-testid="live-region">
      {message}
    </div>
  );
}
