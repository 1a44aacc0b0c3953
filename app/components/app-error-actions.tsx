import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { dayOf } from "~/game/day";
import type { User } from "~/game/entity-schemas";
import { getBrowserStorage } from "~/storage";
import { BRAND_CTA } from "~/theme/brand";
import { downloadText } from "./settings/download";

/** Who the app error screen is for: the signed-in person, so the screen never says "Sign in" to them. */
export function SignedInAs({ user }: { user: User }) {
  return (
    <Text data-testid="signed-in-as">
      Signed in as <strong>{user.name}</strong> (@{user.username}).
    </Text>
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
      <Button onClick={() => window.location.reload()} {...BRAND_CTA}>
        Reload
      </Button>
      <Button variant="outline" loading={exporting} onClick={() => void exportReadable()}>
        Export what can still be read
      </Button>
      <Button asChild variant="outline">
        <a href="/settings/">Go to Settings (erase local data)</a>
      </Button>
      {failed ? (
        <Text role="alert" color="fg.error" w="full">
          Nothing could be read from this device&apos;s storage.
        </Text>
      ) : null}
    </>
  );
}
