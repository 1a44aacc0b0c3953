import { PrefetchPageLinks } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useOnlineStatus } from "~/pwa/use-online-status";
import { whenIdle } from "~/pwa/when-idle";

/**
 * The code of the app's other pages, fetched and compiled (modulepreload links: nothing runs) once
 * the first screen is drawn and the browser is idle, so a page's first visit does not wait for
 * its chunks (issue #37). Remix adds only the modules this document has not loaded yet; offline
 * (the service worker holds them) nothing is asked.
 */
export function IdlePrefetch({ pages }: { pages: readonly string[] }) {
  const [idle, setIdle] = useState(false);
  const online = useOnlineStatus();
  useEffect(() => whenIdle(() => setIdle(true), 3000), []);
  if (!idle || !online) return null;
  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
