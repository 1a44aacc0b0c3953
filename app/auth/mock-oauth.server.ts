// The local mock provider (MOCKS=true and tests): the mock consent route hands out codes that
// carry the PKCE challenge, so the mock token endpoint can check the code_verifier for real.
// A test may sign in as a person of its own (cookie `momentum_mock_user`), carried in the code:
// many distinct accounts for the devices and concurrency tests. Never active without MOCKS.
import { createHash } from "node:crypto";
import type { ProviderId } from "../account/providers";

export const MOCK_USER_COOKIE = "momentum_mock_user";

/** Someone a test signs in as: a provider id and a display name. */
export type MockPerson = { id: string; name: string };

const PERSON_ID = /^[A-Za-z0-9_-]{1,40}$/;

export function encodeMockPerson(person: MockPerson): string {
  return Buffer.from(JSON.stringify(person)).toString("base64url");
}

export function decodeMockPerson(text: string | null | undefined): MockPerson | null {
  if (!text || text.length > 200) return null;
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Partial<MockPerson>;
    const { id, name } = value;
    if (typeof id !== "string" || !PERSON_ID.test(id) || typeof name !== "string") return null;
    return name.length >= 1 && name.length <= 48 ? { id, name } : null;
  } catch {
    return null;
  }
}

export function mockAuthorizationCode(provider: ProviderId, codeChallenge: string, person?: MockPerson | null): string {
  const code = `mock.${provider}.${codeChallenge}`;
  return person ? `${code}.${encodeMockPerson(person)}` : code;
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

/** The person a mock code was issued for, if a test chose one. */
export function mockPersonOfCode(code: string): MockPerson | null {
  return decodeMockPerson(code.split(".")[3]);
}
