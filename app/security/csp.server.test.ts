import { describe, expect, it } from "vitest";
import { configuredSignInOrigins, contentSecurityPolicy } from "./csp.server";

const directives = (policy: string) =>
  new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values] as const;
    }),
  );

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy("abc"));

  it("names every host an image may come from: the emoji CDN and the providers' picture hosts", () => {
    expect(policy.get("img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://cdn.jsdelivr.net",
      "https://lh3.googleusercontent.com",
      "https://cdn.discordapp.com",
      "https://pbs.twimg.com",
    ]);
  });

  it("lets forms go to this site and, through its redirects, to the providers' consent pages only", () => {
    expect(policy.get("form-action")).toEqual([
      "'self'",
      "https://accounts.google.com",
      "https://discord.com",
      "https://x.com",
    ]);
  });

  it("adds GOOGLE_ISSUER's origin to form-action, once", () => {
    const issuer = configuredSignInOrigins({ googleIssuer: "https://login.example/tenant" });
    expect(directives(contentSecurityPolicy("abc", { signInOrigins: issuer })).get("form-action")).toEqual([
      "'self'",
      "https://accounts.google.com",
      "https://discord.com",
      "https://x.com",
      "https://login.example",
    ]);
    const google = configuredSignInOrigins({ googleIssuer: "https://accounts.google.com" });
    expect(directives(contentSecurityPolicy("abc", { signInOrigins: google })).get("form-action")).toHaveLength(4);
    expect(configuredSignInOrigins({ googleIssuer: null })).toEqual([]);
  });

  it("allows no whole scheme (https:, http:) anywhere", () => {
    for (const [name, values] of policy) {
      expect(
        values.filter((value) => /^[a-z]+:$/.test(value) && value !== "data:" && value !== "blob:"),
        name,
      ).toEqual([]);
    }
  });

  it("keeps scripts to this response's nonce", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'", "'wasm-unsafe-eval'"]);
  });
});
