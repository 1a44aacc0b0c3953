import { themeScript } from "~/theme/theme-script";

/**
 * The first tags of every document's head, app and social alike: charset, viewport, the theme
 * colours, and the nonce'd theme script that sets the theme class before the first paint.
 */
export function DocumentHeadStart({ nonce }: { nonce: string }) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#18181b" />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
    </>
  );
}
