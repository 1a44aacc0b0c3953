import type { ServerResponse } from "node:http";
import type { Env } from "../app/server/env.server";
import {
  configuredSignInOrigins,
  contentSecurityPolicy,
  createNonce,
  SECURITY_HEADERS,
} from "../app/security/csp.server";

const CSP_NONCE_MARK = "\u0000nonce\u0000";

/** Sets the security headers, with a fresh CSP nonce, on a response; returns the nonce. */
export type SecureResponse = (res: ServerResponse) => string;

export function securityHeaders(env: Env): SecureResponse {
  // The policy is the same text around each nonce: built once, not per request.
  const cspParts = contentSecurityPolicy(CSP_NONCE_MARK, { signInOrigins: configuredSignInOrigins(env) }).split(
    CSP_NONCE_MARK,
  );
  const headers = Object.entries(SECURITY_HEADERS);
  // Production over https: browsers must not try plain http again.
  const hsts = env.secureCookies;
  return (res) => {
    const nonce = createNonce();
    res.setHeader("Content-Security-Policy", cspParts.join(nonce));
    for (const [name, value] of headers) res.setHeader(name, value);
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    return nonce;
  };
}
