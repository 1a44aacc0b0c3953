// Local stand-in for a provider's consent page (MOCKS=true only; 404 otherwise): it approves
// and sends the browser back to the callback with a code and the same state.
// - `&mock_error=access_denied` on its URL simulates a refusal;
// - a `momentum_mock_user` cookie picks who signs in (tests: many distinct accounts);
// - `&as=<key>` picks one of the named mock people (or `as=default`: the provider's own user);
// - in development (`npm run dev`), with neither, it asks a human whom to sign in as.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import {
  decodeMockPerson,
  MOCK_PEOPLE,
  mockAuthorizationCode,
  MOCK_USER_COOKIE,
  type MockPerson,
} from "~/server/auth/mock-oauth.server";
import { mockChooserPage } from "~/server/auth/mock-chooser.server";
import { callbackPath, isProviderId } from "~/account/providers";
import { notFound } from "~/server/auth/sign-in.server";
import { getEnv } from "~/server/env.server";

export function loader({ request }: LoaderFunctionArgs) {
  const env = getEnv();
  if (!env.mocks) throw notFound();
  const url = new URL(request.url);
  const provider = url.searchParams.get("provider");
  const state = url.searchParams.get("state");
  const challenge = url.searchParams.get("code_challenge");
  if (!isProviderId(provider) || !state || !challenge || url.searchParams.get("code_challenge_method") !== "S256") {
    return new Response("Bad mock authorization request", { status: 400 });
  }
  if (url.searchParams.get("redirect_uri") !== `${env.appUrl}${callbackPath(provider)}`) {
    return new Response("redirect_uri does not match this server's callback", { status: 400 });
  }
  const chosen = url.searchParams.get("as");
  const cookiePerson = decodeMockPerson(cookieValue(request, MOCK_USER_COOKIE));
  if (chosen === null && !cookiePerson && env.nodeEnv === "development" && !url.searchParams.has("mock_error")) {
    return mockChooserPage(provider, url);
  }
  let person: MockPerson | null = cookiePerson;
  if (chosen !== null && chosen !== "default") {
    const named = MOCK_PEOPLE.find((candidate) => candidate.key === chosen);
    if (!named) return new Response(`No mock person "${chosen}"`, { status: 400 });
    person = { id: named.id, name: named.name, ...(named.email ? { email: named.email } : {}) };
  } else if (chosen === "default") person = null;
  const back = new URLSearchParams({ state });
  const mockError = url.searchParams.get("mock_error");
  if (mockError) back.set("error", mockError);
  else back.set("code", mockAuthorizationCode(provider, challenge, person));
  // Relative: stays on the host the browser is using, so the state cookie comes along.
  return redirect(`${callbackPath(provider)}?${back}`);
}

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}
