// Fake secrets the e2e build is made with (scripts/build-with-canaries.ts): if any of
// them ever shows up in build/client, server configuration leaked into the browser.
// They are not real credentials and are never used to run the server.
export const CANARY_ENV = {
  SESSION_SECRET: "canary-session-secret-7f3a9c1e5b2d4f6a8c0e",
  GOOGLE_CLIENT_ID: "canary-google-client-id-41c8e2",
  GOOGLE_CLIENT_SECRET: "canary-google-client-secret-9d2b7a",
  DISCORD_CLIENT_ID: "canary-discord-client-id-6e1f03",
  DISCORD_CLIENT_SECRET: "canary-discord-client-secret-3a8c5e",
  TWITTER_CLIENT_ID: "canary-twitter-client-id-b27d94",
  TWITTER_CLIENT_SECRET: "canary-twitter-client-secret-e05f61",
  PREMIUM_ACCOUNTS: "google:canary-premium-account-88412",
} as const;

/** Written into build/server after a canary build; a plain `npm run build` empties that folder. */
export const CANARY_MARKER = "build/server/canary-env.json";
