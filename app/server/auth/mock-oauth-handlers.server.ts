// msw 2 handlers for the three providers' token and profile endpoints (the mock mode of
// sign-in). Used by the integration tests and, with MOCKS=true, by server.ts so the whole sign-in can be
// clicked through locally (the consent page is app/routes/auth.mock-authorize.tsx).
import { http, HttpResponse, type JsonBodyType } from "msw";
import {
  decodeMockPerson,
  encodeMockPerson,
  mockPersonOfCode,
  verifyMockCode,
  type MockPerson,
} from "./mock-oauth.server";
import { PROVIDER_IDS, type ProviderId } from "~/account/providers";
import { PROVIDER_ENDPOINTS } from "~/account/provider-endpoints";

export type TokenOutcome = "ok" | "server_error" | "invalid_grant" | "no_access_token";
export type ProfileOutcome = "ok" | "server_error" | "not_json" | "bad_shape";

export type TokenRequestRecord = {
  provider: ProviderId;
  body: URLSearchParams;
  authorization: string | null;
};

export type MockOAuthOptions = {
  token?: Partial<Record<ProviderId, TokenOutcome>>;
  profile?: Partial<Record<ProviderId, ProfileOutcome>>;
  /** Replace a provider's profile JSON. */
  profiles?: Partial<Record<ProviderId, JsonBodyType>>;
  /** Called with every token request (to check the PKCE code_verifier, client auth…). */
  onTokenRequest?: (record: TokenRequestRecord) => void;
};

/** What each mock provider says about its user, in that provider's own format. */
export const MOCK_PROFILES: Record<ProviderId, JsonBodyType> = {
  google: {
    sub: "109876543210987654321",
    name: "Ada Lovelace",
    given_name: "Ada",
    email: "ada@example.com",
    email_verified: true,
    picture: "https://lh3.googleusercontent.com/a/mock-ada=s96-c",
  },
  discord: {
    id: "80351110224678912",
    username: "grace.hopper",
    global_name: "Grace Hopper",
    avatar: "8342729096ea3675442027381ff50dfe",
    email: "grace@example.com",
    verified: true,
  },
  twitter: {
    data: {
      id: "2244994945",
      name: "Alan Turing",
      username: "alan_turing",
      profile_image_url: "https://pbs.twimg.com/profile_images/mock/alan_normal.jpg",
    },
  },
};

/** The access token of the mock provider: for its fixed user, or for a person a test chose. */
export const mockAccessToken = (provider: ProviderId, person?: MockPerson | null) =>
  `mock-access-token-${provider}${person ? `.${encodeMockPerson(person)}` : ""}`;

/** A chosen person's profile in each provider's own format. */
function personProfile(provider: ProviderId, person: MockPerson): JsonBodyType {
  switch (provider) {
    case "google":
      return person.email
        ? { sub: person.id, name: person.name, email: person.email, email_verified: true }
        : { sub: person.id, name: person.name, email_verified: false };
    case "discord":
      return person.email
        ? { id: person.id, username: person.name, global_name: person.name, email: person.email, verified: true }
        : { id: person.id, username: person.name, global_name: person.name, verified: false };
    case "twitter":
      return { data: { id: person.id, name: person.name, username: person.name } };
  }
}

export function oauthHandlers(options: MockOAuthOptions = {}) {
  return PROVIDER_IDS.flatMap((provider) => {
    const endpoints = PROVIDER_ENDPOINTS[provider];
    return [
      http.post(endpoints.token, async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        options.onTokenRequest?.({ provider, body, authorization: request.headers.get("Authorization") });
        const outcome = options.token?.[provider] ?? "ok";
        // 500s carry no body: cancelling a mocked body hangs in msw 2.15, and arctic cancels it.
        if (outcome === "server_error") return new HttpResponse(null, { status: 500 });
        const clientAuthenticated = request.headers.get("Authorization")?.startsWith("Basic ");
        const codeOk = verifyMockCode(provider, body.get("code") ?? "", body.get("code_verifier"));
        if (
          outcome === "invalid_grant" ||
          body.get("grant_type") !== "authorization_code" ||
          !codeOk ||
          !clientAuthenticated
        ) {
          return HttpResponse.json(
            { error: "invalid_grant", error_description: "The code or its PKCE verifier is not valid." },
            { status: 400 },
          );
        }
        if (outcome === "no_access_token") return HttpResponse.json({ token_type: "Bearer" });
        return HttpResponse.json({
          access_token: mockAccessToken(provider, mockPersonOfCode(body.get("code") ?? "")),
          token_type: "Bearer",
          expires_in: 3600,
          scope: endpoints.scopes.join(" "),
        });
      }),
      http.get(endpoints.profile, ({ request }) => {
        const bearer = request.headers.get("Authorization") ?? "";
        const [token, personText] = bearer.replace(/^Bearer /, "").split(".");
        const person = decodeMockPerson(personText);
        if (!bearer.startsWith("Bearer ") || token !== mockAccessToken(provider) || (personText && !person)) {
          return HttpResponse.json({ error: "invalid_token" }, { status: 401 });
        }
        if (person) return HttpResponse.json(personProfile(provider, person));
        const outcome = options.profile?.[provider] ?? "ok";
        if (outcome === "server_error") return new HttpResponse(null, { status: 500 });
        if (outcome === "not_json")
          return new HttpResponse("<html>oops</html>", { headers: { "Content-Type": "text/html" } });
        if (outcome === "bad_shape") return HttpResponse.json({ unexpected: true });
        return HttpResponse.json(options.profiles?.[provider] ?? MOCK_PROFILES[provider]);
      }),
    ];
  });
}
