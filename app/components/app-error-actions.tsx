import { useState } from "react";
import { dayOf } from "~/game/day";
import type { User } from "~/game/entity-schemas";
import { getBrowserStorage } from "~/storage";
import { downloadText } from "./download";

// Static elements (ADR 0017): the app's error screen renders outside Chakra's scope.

/** Who the app error screen is for: the signed-in person, so the screen never says "Sign in" to them. */
export function SignedInAs({ user }: { user: User }) {
  return (
    <p data-testid="signed-in-as">
      Signed in as <strong>{user.name}</strong> (@{user.username}).
    </p>
  );
}

/**
 * The ways forward from an app error (e.g. damaged local data): reload, save whatever can still be
 * read, or go to Settings, where local data can be erased.
 */
export function AppErrorActions() {
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  async function exportReadable() {
    setExporting(true);
    setFailed(false);
    try {
      downloadText(`momentum-readable-${dayOf(Date.now())}.json`, await getBrowserStorage().exportReadable());
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  }
  return (
    <>
      <button type="button" className="btn-brand" onClick={() => window.location.reload()}>
        Reload
      </button>
      <button
        type="button"
        className="btn-outline"
        disabled={exporting}
        aria-busy={exporting}
        onClick={() => void exportReadable()}
      >
        Export what can still be read
      </button>
      <a href="/settings/" className="btn-outline">
        Go to Settings (erase local data)
      </a>
      {failed ? (
        <p role="alert" data-message="alert">
          Nothing could be read from this device&apos;s storage.
        </p>
      ) : null}
    </>
  );
}
