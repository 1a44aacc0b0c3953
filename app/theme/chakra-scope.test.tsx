// ChakraScope gives Chakra's components their system without inserting the global CSS again:
// the static stylesheet holds it (ADR 0017). It leans on ChakraProvider reading `_global` and
// `_config.disableLayers`: a Chakra upgrade that changes that fails here.
import { Box, ChakraProvider } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChakraScope } from "./chakra-scope";
import { createEmotionCache } from "./emotion-cache";
import { system } from "./system";

/** The CSS Emotion collects while rendering `element` on the server, as entry.server.tsx does. */
function insertedCss(element: ReactNode): string {
  const cache = createEmotionCache();
  const server = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  return server
    .extractCriticalToChunks(html)
    .styles.map((chunk) => chunk.css)
    .join("\n");
}

describe("ChakraScope", () => {
  it("styles Chakra's components and inserts none of the global CSS", () => {
    const css = insertedCss(
      <ChakraScope>
        <Box p="4" color="fg.muted" />
      </ChakraScope>,
    );
    expect(css).toMatch(/\{padding:var\(--chakra-spacing-4\);color:var\(--chakra-colors-fg-muted\);\}/);
    expect(css).not.toMatch(/@layer reset|--chakra-colors-bg-subtle:|@layer reset,base/);
    expect(css.length).toBeLessThan(200);
  });

  it("differs from ChakraProvider with the full system, which inserts the reset and the tokens", () => {
    const css = insertedCss(
      <ChakraProvider value={system}>
        <Box p="4" />
      </ChakraProvider>,
    );
    expect(css).toMatch(/@layer reset,base,tokens,recipes;/);
    expect(css).toMatch(/--chakra-colors-bg-subtle:/);
  });
});
