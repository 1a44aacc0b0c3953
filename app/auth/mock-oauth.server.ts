// The local mock provider (MOCKS=true and tests): the mock consent route hands out codes that
// carry the PKCE challenge, so the mock token endpoint can check the code_verifier for real.
import { createHash } from "node:crypto";
import type { ProviderId } from "../account/providers";

export function mockAuthorizationCode(provider: ProviderId, codeChallenge: string): string {
  return `mock.${provider}.${codeChallenge}`;
}

export function s256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

/** Checks a code from mockAuthorizationCode against the verifier sent to the token endpoint. */
export function verifyMockCode(provider: ProviderId, code: string, codeVerifier: string | null): boolean {
  const [tag, codeProvider, challenge] = code.split(".");
  return (
    tag === "mock" && codeProvider === provider && !!challenge && !!codeVerifier && s256(codeVerifier) === challenge
  );
}
