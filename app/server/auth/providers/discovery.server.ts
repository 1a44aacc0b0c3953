// OpenID Connect discovery (GOOGLE_ISSUER): the provider's endpoints from its
// `/.well-known/openid-configuration`, checked before use. Google publishes its own there; tests
// point GOOGLE_ISSUER at a certified provider on loopback (oidc-provider) to run the real flow.
import { z } from "zod";
import type { ProviderEndpoints } from "~/account/provider-endpoints";

const DISCOVERY_TIMEOUT_MS = 10_000;

export class DiscoveryError extends Error {
  override name = "DiscoveryError";
}

const endpoint = z.string().refine((value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.protocol === "https:" ||
    (url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname))
  );
}, "must be an https URL");

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: endpoint,
  token_endpoint: endpoint,
  userinfo_endpoint: endpoint,
  code_challenge_methods_supported: z.array(z.string()).optional(),
});

export type DiscoveredEndpoints = Pick<ProviderEndpoints, "authorization" | "token" | "profile">;

export async function discoverEndpoints(issuer: string): Promise<DiscoveredEndpoints> {
  const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  let json: unknown;
  try {
    const response = await fetch(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!response.ok) throw new DiscoveryError(`${url} answered HTTP ${response.status}`);
    json = await response.json();
  } catch (error) {
    if (error instanceof DiscoveryError) throw error;
    throw new DiscoveryError(`OpenID Connect discovery at ${url} failed`, { cause: error });
  }
  const parsed = DiscoverySchema.safeParse(json);
  if (!parsed.success) throw new DiscoveryError(`${url} is not a usable OpenID Connect configuration`);
  const document = parsed.data;
  // The document must speak for the issuer we asked about (OpenID Connect Discovery §4.3).
  if (document.issuer.replace(/\/$/, "") !== issuer.replace(/\/$/, "")) {
    throw new DiscoveryError(`${url} names the issuer ${document.issuer}, not ${issuer}`);
  }
  const methods = document.code_challenge_methods_supported;
  if (methods && !methods.includes("S256")) throw new DiscoveryError(`${issuer} does not support PKCE S256`);
  return {
    authorization: document.authorization_endpoint,
    token: document.token_endpoint,
    profile: document.userinfo_endpoint,
  };
}
