import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// No Emotion cache here: the app's first screens use the static stylesheet (ADR 0017), and the
// pages, dialogs and menus that use Chakra get Emotion's default browser cache, whose key ("css")
// is the one the server renders with (theme/emotion-cache.ts).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
