import createCache from "@emotion/cache";

// One key on server and client so the browser adopts the server's style tags.
export function createEmotionCache() {
  return createCache({ key: "css" });
}
