import { PrefetchPageLinks, UNSAFE_RemixContext, useNavigation } from "@remix-run/react";
import { useContext, useEffect, useState } from "react";
import { useOnlineStatus } from "~/pwa/use-online-status";
import { whenIdle } from "~/pwa/when-idle";
import { isDiscovered } from "./discovered-page";

/**
 * The code of the app's other pages, fetched and compiled (modulepreload links: nothing runs) once
 * the first screen is drawn and the browser is idle, so a page's first visit does not wait for
 * its chunks (issue #37). Remix adds only the modules this document has not loaded yet; offline
 * (the service worker holds them) nothing is asked. A page is prefetched once the nav's links
 * have made Remix discover its route: on a slow machine idle can come first (ADR 0042).
 */
export function IdlePrefetch({ pages }: { pages: readonly string[] }) {
  const [idle, setIdle] = useState(false);
  const online = useOnlineStatus();
  const remix = useContext(UNSAFE_RemixContext);
  // Discovered routes land as a router state update: reading it renders this again then.
  useNavigation();
  useEffect(() => whenIdle(() => setIdle(true), 3000), []);
  if (!idle || !online || !remix) return null;
  return (
    <>
      {pages
        .filter((page) => isDiscovered(remix.manifest.routes, page))
        .map((page) => (
          <PrefetchPageLinks key={page} page={page} />
        ))}
    </>
  );
}
