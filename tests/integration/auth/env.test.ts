import { afterEach, describe, expect, it, vi } from "vitest";
import { EnvError, getEnv, parseEnv, resetEnvCache } from "~/server/env.server";

const FALLBACK = "per-process-fallback-secret";
const LONG = "x".repeat(32);
const parse = (source: Record<string, string | undefined>) => parseEnv(source, FALLBACK);

/** Spellings of a switch that is on unless turned off (SYNC, DEMO_SIGNIN), and what each gives. */
const ON_UNLESS_OFF: [string | undefined, boolean][] = [
  ["off", false],
  ["OFF", false],
  ["false", false],
  ["on", true],
  ["", true],
  [undefined, true],
];

function issuesOf(source: Record<string, string | undefined>): string[] {
  try {
    parse(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).issues;
  }
  throw new Error("expected an EnvError");
}

describe("parseEnv", () => {
  it("works with no configuration at all (rule 16, docs/rules.md)", () => {
    const env = parse({});
    expect(env.appUrl).toBe("http://localhost:3000");
    expect(env.publicOrigin).toBe(false);
    expect(env.secureCookies).toBe(false);
    expect(env.sessionSecrets).toEqual([FALLBACK]);
    expect(env.sessionSecretGenerated).toBe(true);
    expect(env.warnings.join(" ")).toMatch(/SESSION_SECRET is not set/);
    expect(env.providers).toEqual({ google: null, discord: null, twitter: null });
    expect(env.demoSignin).toBe(true);
    expect(env.mocks).toBe(false);
    expect(env.sync).toBe(true);
    expect(env.premiumAccounts.size).toBe(0);
  });

  it.each(ON_UNLESS_OFF)("SYNC=%j gives sync %s (on by default; off is the local-only app)", (SYNC, expected) => {
    expect(parse({ SYNC }).sync).toBe(expected);
    expect(parse({ SYNC, APP_URL: "https://momentum.example", SESSION_SECRET: LONG }).sync).toBe(expected);
  });

  it("refuses a SYNC that is neither on nor off", () => {
    expect(issuesOf({ SYNC: "maybe" })).toEqual(['SYNC must be "on" or "off" (got "maybe").']);
  });

  it("is pure: the same input gives the same output", () => {
    expect(parse({ SESSION_SECRET: "a" })).toEqual(parse({ SESSION_SECRET: "a" }));
    expect(parse({})).toEqual(parse({}));
  });

  it("defaults APP_URL to localhost on PORT", () => {
    expect(parse({ PORT: "3200" }).appUrl).toBe("http://localhost:3200");
    expect(parse({ PORT: "3200", APP_URL: "http://127.0.0.1:4000" }).appUrl).toBe("http://127.0.0.1:4000");
  });

  it("normalizes APP_URL to its origin", () => {
    expect(parse({ APP_URL: "https://momentum.example/", SESSION_SECRET: LONG }).appUrl).toBe(
      "https://momentum.example",
    );
  });

  it.each([
    ["not a url", /absolute URL/],
    ["ftp://momentum.example", /http:\/\/ or https:\/\//],
    ["https://momentum.example/app", /origin only/],
    ["https://momentum.example?x=1", /origin only/],
  ])("rejects APP_URL=%s with a clear message", (APP_URL, message) => {
    const issues = issuesOf({ APP_URL, SESSION_SECRET: LONG });
    expect(issues.join("\n")).toMatch(message);
    expect(issues.join("\n")).toContain(APP_URL);
  });

  it("refuses a public https APP_URL without SESSION_SECRET", () => {
    const issues = issuesOf({ APP_URL: "https://momentum.example" });
    expect(issues.join("\n")).toMatch(
      /SESSION_SECRET is required when APP_URL is a public origin \(https:\/\/momentum.example\)/,
    );
  });

  it("refuses a short secret for a public origin", () => {
    expect(issuesOf({ APP_URL: "https://momentum.example", SESSION_SECRET: "short" }).join("\n")).toMatch(
      /at least|shorter than 32/,
    );
  });

  it.each([
    "http://localhost:3000",
    "https://localhost:8443",
    "https://app.localhost",
    "http://momentum.example",
    "http://192.168.1.5:3000",
  ])("generates a secret when APP_URL=%s is not a public https origin", (APP_URL) => {
    const env = parse({ APP_URL });
    expect(env.sessionSecretGenerated).toBe(true);
    expect(env.publicOrigin).toBe(false);
  });

  it("splits SESSION_SECRET on commas for rotation, newest first", () => {
    const env = parse({ SESSION_SECRET: ` new-secret , old-secret ,, ` });
    expect(env.sessionSecrets).toEqual(["new-secret", "old-secret"]);
    expect(env.sessionSecretGenerated).toBe(false);
    expect(env.warnings).toEqual([]);
  });

  it("turns Secure cookies on only in production over https", () => {
    const https = { APP_URL: "https://momentum.example", SESSION_SECRET: LONG };
    expect(parse({ ...https, NODE_ENV: "production" }).secureCookies).toBe(true);
    expect(parse({ ...https, NODE_ENV: "development" }).secureCookies).toBe(false);
    expect(parse({ NODE_ENV: "production" }).secureCookies).toBe(false);
  });

  it("configures a provider only with both credentials, and warns about half a pair", () => {
    const env = parse({ GOOGLE_CLIENT_ID: "gid", GOOGLE_CLIENT_SECRET: "gsecret", DISCORD_CLIENT_ID: "did" });
    expect(env.providers.google).toEqual({ clientId: "gid", clientSecret: "gsecret" });
    expect(env.providers.discord).toBeNull();
    expect(env.providers.twitter).toBeNull();
    expect(env.warnings.join("\n")).toMatch(/DISCORD_CLIENT_SECRET is not set, so discord sign-in stays off/);
  });

  it("parses PREMIUM_ACCOUNTS as provider:id pairs", () => {
    const env = parse({ PREMIUM_ACCOUNTS: "google:123, discord:80351110224678912,twitter:2244994945" });
    expect([...env.premiumAccounts]).toEqual(["google:123", "discord:80351110224678912", "twitter:2244994945"]);
  });

  it.each(["github:1", "google", "google:", "google:a b", "demo:demo"])(
    "rejects PREMIUM_ACCOUNTS entry %j",
    (entry) => {
      expect(issuesOf({ PREMIUM_ACCOUNTS: entry }).join("\n")).toMatch(/PREMIUM_ACCOUNTS: .* must be provider:id/);
    },
  );

  it("parses ADMIN_ACCOUNTS like PREMIUM_ACCOUNTS, and refuses a bad entry by name", () => {
    expect([...parse({ ADMIN_ACCOUNTS: "discord:80351110224678912, google:1" }).adminAccounts]).toEqual([
      "discord:80351110224678912",
      "google:1",
    ]);
    expect([...parse({}).adminAccounts]).toEqual([]);
    expect(issuesOf({ ADMIN_ACCOUNTS: "root" }).join("\n")).toMatch(/ADMIN_ACCOUNTS: "root" must be provider:id/);
  });

  it.each([
    [undefined, null],
    ["https://accounts.google.com", "https://accounts.google.com"],
    ["https://accounts.google.com/", "https://accounts.google.com"],
    ["https://login.example/tenant/v2", "https://login.example/tenant/v2"],
    ["http://127.0.0.1:9000", "http://127.0.0.1:9000"],
  ])("GOOGLE_ISSUER=%j is the issuer %j", (GOOGLE_ISSUER, expected) => {
    expect(parse({ GOOGLE_ISSUER }).googleIssuer).toBe(expected);
  });

  it.each([
    ["http://accounts.google.com", /must be https/],
    ["accounts.google.com", /absolute URL/],
    ["https://accounts.google.com/?x=1", /no query/],
    ["https://user:pw@accounts.google.com", /no query, fragment or credentials/],
  ])("refuses GOOGLE_ISSUER=%j", (GOOGLE_ISSUER, message) => {
    expect(issuesOf({ GOOGLE_ISSUER }).join("\n")).toMatch(message);
  });

  it.each([...ON_UNLESS_OFF, ["0", false]])(
    "DEMO_SIGNIN=%j gives demoSignin %s on a local APP_URL",
    (DEMO_SIGNIN, expected) => {
      expect(parse({ DEMO_SIGNIN }).demoSignin).toBe(expected);
    },
  );

  it.each([
    [undefined, false],
    ["", false],
    ["off", false],
    ["on", true],
    ["ON", true],
  ])("DEMO_SIGNIN=%j gives demoSignin %s on a public APP_URL (off unless asked for)", (DEMO_SIGNIN, expected) => {
    const env = parse({ APP_URL: "https://momentum.example", SESSION_SECRET: LONG, DEMO_SIGNIN });
    expect(env.demoSignin).toBe(expected);
  });

  it("warns that the demo gives anyone Premium when it is on for a public APP_URL", () => {
    const on = parse({ APP_URL: "https://momentum.example", SESSION_SECRET: LONG, DEMO_SIGNIN: "on" });
    expect(on.warnings.join("\n")).toMatch(
      /DEMO_SIGNIN=on: anyone can sign in to https:\/\/momentum.example as the Premium demo account/,
    );
    expect(parse({ APP_URL: "https://momentum.example", SESSION_SECRET: LONG }).warnings).toEqual([]);
  });

  it("refuses a DEMO_SIGNIN value that is neither on nor off", () => {
    expect(issuesOf({ DEMO_SIGNIN: "maybe" }).join("\n")).toMatch(/DEMO_SIGNIN must be "on" or "off" \(got "maybe"\)/);
  });

  it("MOCKS=true fills in mock credentials so the mock flow works with no setup", () => {
    const env = parse({ MOCKS: "true", GOOGLE_CLIENT_ID: "real-id", GOOGLE_CLIENT_SECRET: "real-secret" });
    expect(env.mocks).toBe(true);
    expect(env.providers.google).toEqual({ clientId: "real-id", clientSecret: "real-secret" });
    expect(env.providers.twitter).toEqual({ clientId: "mock-twitter-client", clientSecret: "mock-twitter-secret" });
  });

  it("refuses MOCKS=true with a public APP_URL, and a MOCKS value that is not a boolean", () => {
    expect(issuesOf({ MOCKS: "true", APP_URL: "https://momentum.example", SESSION_SECRET: LONG }).join("\n")).toMatch(
      /MOCKS=true .* only for local development/,
    );
    expect(issuesOf({ MOCKS: "maybe" }).join("\n")).toMatch(/MOCKS must be "true" or "false"/);
  });

  it("lists every problem at once in one readable message", () => {
    try {
      parse({ APP_URL: "https://momentum.example", PREMIUM_ACCOUNTS: "nope", MOCKS: "perhaps" });
      throw new Error("expected an EnvError");
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Momentum cannot start: the environment is not valid\./);
      expect(message).toMatch(/SESSION_SECRET/);
      expect(message).toMatch(/PREMIUM_ACCOUNTS/);
      expect(message).toMatch(/MOCKS/);
    }
  });
});

describe("getEnv", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
  });

  it("reads process.env once and caches until reset", () => {
    vi.stubEnv("APP_URL", "http://localhost:4100");
    vi.stubEnv("SESSION_SECRET", "s");
    resetEnvCache();
    const first = getEnv();
    expect(first.appUrl).toBe("http://localhost:4100");
    vi.stubEnv("APP_URL", "http://localhost:4200");
    expect(getEnv()).toBe(first);
    resetEnvCache();
    expect(getEnv().appUrl).toBe("http://localhost:4200");
  });

  it("keeps one generated secret for the whole process", () => {
    vi.stubEnv("SESSION_SECRET", "");
    vi.stubEnv("APP_URL", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    resetEnvCache();
    const first = getEnv().sessionSecrets;
    resetEnvCache();
    expect(getEnv().sessionSecrets).toEqual(first);
    expect(first[0]?.length).toBeGreaterThanOrEqual(32);
    expect(
      warn.mock.calls.filter(([message]) => String(message).includes("SESSION_SECRET")).length,
    ).toBeLessThanOrEqual(1);
    warn.mockRestore();
  });
});
