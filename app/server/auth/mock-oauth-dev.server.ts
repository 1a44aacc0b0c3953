// MOCKS=true: intercept the providers' token and profile endpoints in this Node process.
import { setupServer } from "msw/node";
import { oauthHandlers } from "./mock-oauth-handlers.server";

export function startOAuthMocks() {
  const server = setupServer(...oauthHandlers());
  server.listen({ onUnhandledRequest: "bypass" });
  console.warn("[momentum] MOCKS=true: Google, Discord and Twitter sign-in use local mock providers.");
  return server;
}
