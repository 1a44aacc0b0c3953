// The local mock provider (MOCKS=true and tests): the mock consent route hands out codes that
// carry the PKCE challenge, so the mock token endpoint can check the code_verifier for real.
// A test may sign in as a person of its own (cookie `momentum_mock_user`), carried in the code:
// many distinct accounts for the devices and concurrency tests. Never active without MOCKS.
import { createHash } from "node:crypto";
import type { ProviderId } from "~/account/providers";

export const MOCK_USER_COOKIE = "momentum_mock_user";

/** Someone a test (or a person in development) signs in as: a provider id, a display name, maybe an email. */
export type MockPerson = { id: string; name: string; email?: string };

/** The people the mock consent page offers a human (development), besides each provider's own user. */
export const MOCK_PEOPLE: readonly (MockPerson & { key: string })[] = [
  { key: "ana", id: "mock-ana", name: "Ana Alvarez", email: "ana@example.com" },
  { key: "ben", id: "mock-ben", name: "Ben Okafor", email: "ben@example.com" },
  { key: "chloe", id: "mock-chloe", name: "Chloé Martin", email: "chloe@example.com" },
  { key: "dev", id: "mock-dev", name: "Dev Patel" },
];

const PERSON_ID = /^[A-Za-z0-9_-]{1,40}$/;
const EMAIL = /^[^\s@]{1,40}@[^\s@]{1,40}$/;

export function encodeMockPerson(person: MockPerson): string {
  return Buffer.from(JSON.stringify(person)).toString("base64url");
}

export function decodeMockPerson(text: string | null | undefined): MockPerson | null {
  if (!text || text.length > 400) return null;
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Partial<MockPerson>;
    const { id, name, email } = value;
    if (typeof id !== "string" || !PERSON_ID.test(id) || typeof name !== "string") return null;
    if (email !== undefined && (typeof email !== "string" || !EMAIL.test(email))) return null;
    if (name.length < 1 || name.length > 48) return null;
    return email === undefined ? { id, name } : { id, name, email };
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
