/**
 * App pages are drawn in the browser from its own data: without JavaScript the frame would say
 * LOADING... forever (issue 36). The server-rendered fallback says why instead; the rule hides the
 * loading line only when scripts are off (a noscript's content never runs with them on).
 */
export function NoScriptNotice() {
  return (
    <noscript>
      <style>{"[data-loading-status]{display:none}"}</style>
      <p className="no-script-notice">
        Momentum&apos;s app runs in your browser, from the data it keeps on this device, so it needs JavaScript. Turn
        JavaScript on for this site to see your habits and goals. Help, About and the legal pages work without it.
      </p>
    </noscript>
  );
}
