// Server configuration from the environment, parsed once with clear messages.
// `parseEnv` is pure (same input, same output); `getEnv` reads process.env, caches, and
// prints warnings once. Keep imports relative: server.ts loads this file outside Vite.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { PROVIDER_IDS, type ProviderId } from "~/account/providers";

export type ProviderCredentials = { clientId: string; clientSecret: string };

export type Env = {
  nodeEnv: string;
  /** Origin used to build callback URLs, without a trailing slash. */
  appUrl: string;
  /** APP_URL is https on a host other than localhost: a real deployment. */
  publicOrigin: boolean;
  /** NODE_ENV=production and APP_URL https: cookies get `Secure` and the `__Host-` prefix. */
  secureCookies: boolean;
  /** Newest first: the first signs, all verify (rotation). */
  sessionSecrets: string[];
  /** No SESSION_SECRET was given: a per-process secret is used (sessions end on restart). */
  sessionSecretGenerated: boolean;
  /** null: the provider is not configured (its button is disabled). */
  providers: Record<ProviderId, ProviderCredentials | null>;
  /** `provider:id` keys of PREMIUM accounts. */
  premiumAccounts: ReadonlySet<string>;
  /** `provider:id` keys of administrators (spec §6: reports, suspensions). */
  adminAccounts: ReadonlySet<string>;
  /** OpenID Connect issuer whose discovery document gives Google's endpoints; null: Google's own. */
  googleIssuer: string | null;
  /** The demo sign-in: on by default, off by default on a public APP_URL (DEMO_SIGNIN=on|off). */
  demoSignin: boolean;
  /** Local mock providers (msw) and the mock consent route; never with a public APP_URL. */
  mocks: boolean;
  /** Sync across devices (SYNC=on|off, on by default): off, /sync/* answer 404 and the app is local-only. */
  sync: boolean;
  /**
   * TRUST_PROXY=on: the server is behind a reverse proxy that appends the client's address to
   * X-Forwarded-For, so per-client limits read its last entry; off (the default): the socket's.
   */
  trustProxy: boolean;
  /** Creation limits per client address and hour (DEMO_SIGNINS_PER_HOUR, NEW_ACCOUNTS_PER_HOUR). */
  creationLimits: { demoSigninsPerHour: number; newAccountsPerHour: number };
  /** Things worth saying at start-up that are not errors. */
  warnings: string[];
};

export class EnvError extends Error {
  override name = "EnvError";
  constructor(readonly issues: string[]) {
    super(`Momentum cannot start: the environment is not valid.\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
  }
}

type Source = Record<string, string | undefined>;

const MIN_PUBLIC_SECRET_LENGTH = 32;
const CREDENTIAL_NAMES: Record<ProviderId, [string, string]> = {
  google: ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  discord: ["DISCORD_CLIENT_ID", "DISCORD_CLIENT_SECRET"],
  twitter: ["TWITTER_CLIENT_ID", "TWITTER_CLIENT_SECRET"],
};

const trimmed = (source: Source, name: string) => {
  const value = source[name]?.trim();
  return value ? value : undefined;
};

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);
function isLocalHost(hostname: string) {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith(".localhost");
}

const appUrlSchema = z
  .string()
  .refine((value) => URL.canParse(value), "APP_URL must be an absolute URL such as https://momentum.example.")
  .transform((value) => new URL(value))
  .refine(
    (url) => url.protocol === "https:" || url.protocol === "http:",
    "APP_URL must start with http:// or https://.",
  )
  .refine(
    (url) => (url.pathname === "/" || url.pathname === "") && !url.search && !url.hash && !url.username,
    "APP_URL must be an origin only (scheme, host and port), with no path, query or credentials.",
  );

const accountKeySchema = z
  .string()
  .regex(/^(google|discord|twitter):[^\s:,]{1,128}$/, "must be provider:id with provider google, discord or twitter");

/** A comma-separated list of `provider:id` account keys (PREMIUM_ACCOUNTS, ADMIN_ACCOUNTS). */
function accountSet(source: Source, name: string, issues: string[]): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const entry of list(source[name])) {
    const result = accountKeySchema.safeParse(entry);
    if (result.success) keys.add(entry);
    else
      issues.push(`${name}: "${entry}" ${result.error.issues[0]?.message ?? "is not valid"} (e.g. google:1234567890).`);
  }
  return keys;
}

/** An issuer URL as OpenID Connect discovery takes it: https, or http on this machine (tests). */
const issuerSchema = z
  .string()
  .refine((value) => URL.canParse(value), "GOOGLE_ISSUER must be an absolute URL such as https://accounts.google.com.")
  .transform((value) => new URL(value))
  .refine(
    (url) => url.protocol === "https:" || (url.protocol === "http:" && isLocalHost(url.hostname)),
    "GOOGLE_ISSUER must be https (http only on this machine, for tests).",
  )
  .refine(
    (url) => !url.search && !url.hash && !url.username,
    "GOOGLE_ISSUER must have no query, fragment or credentials.",
  )
  .transform((url) => url.toString().replace(/\/$/, ""));

/** A yes/no setting (true/false, on/off, 1/0, yes/no); `words` name the two in the error message. */
const flag = (
  value: string | undefined,
  name: string,
  issues: string[],
  words: [string, string] = ["true", "false"],
): boolean | undefined => {
  if (value === undefined) return undefined;
  const lower = value.toLowerCase();
  if (["true", "1", "on", "yes"].includes(lower)) return true;
  if (["false", "0", "off", "no"].includes(lower)) return false;
  issues.push(`${name} must be "${words[0]}" or "${words[1]}" (got "${value}").`);
  return undefined;
};

/** Per-process fallback secret, shared by every copy of this module in the process. */
function processSecret(): string {
  const holder = globalThis as { __momentumProcessSecret?: string };
  holder.__momentumProcessSecret ??= randomBytes(32).toString("base64url");
  return holder.__momentumProcessSecret;
}

/**
 * Parses and checks the environment. Throws an EnvError listing every problem.
 * `fallbackSecret` is used when SESSION_SECRET is missing and APP_URL is local (rule 16, docs/rules.md).
 */
export function parseEnv(source: Source, fallbackSecret: string = processSecret()): Env {
  const issues: string[] = [];
  const warnings: string[] = [];
  const nodeEnv = trimmed(source, "NODE_ENV") ?? "development";
  const { appUrl, publicOrigin } = parseAppUrl(source, issues);
  const secrets = parseSessionSecrets(source, { appUrl, publicOrigin }, fallbackSecret, issues, warnings);
  const mocks = flag(trimmed(source, "MOCKS"), "MOCKS", issues) ?? false;
  if (mocks && publicOrigin) {
    issues.push(
      `MOCKS=true lets anyone sign in through fake providers; it is only for local development and tests, not with a public APP_URL (${appUrl}).`,
    );
  }
  const providers = parseProviders(source, mocks, warnings);
  const premiumAccounts = accountSet(source, "PREMIUM_ACCOUNTS", issues);
  const adminAccounts = accountSet(source, "ADMIN_ACCOUNTS", issues);
  const googleIssuer = parseGoogleIssuer(source, issues);

  // The demo signs anyone in as a Premium account: on by default only where nobody else can reach it.
  const demoSignin = flag(trimmed(source, "DEMO_SIGNIN"), "DEMO_SIGNIN", issues, ["on", "off"]) ?? !publicOrigin;
  if (demoSignin && publicOrigin) {
    warnings.push(
      `DEMO_SIGNIN=on: anyone can sign in to ${appUrl} as the Premium demo account (its data stays in each visitor's browser).`,
    );
  }
  // On by default (issue #21, ADR 0021); SYNC=off keeps the local-only app exactly as it was.
  const sync = flag(trimmed(source, "SYNC"), "SYNC", issues, ["on", "off"]) ?? true;
  const trustProxy = flag(trimmed(source, "TRUST_PROXY"), "TRUST_PROXY", issues, ["on", "off"]) ?? false;
  const creationLimits = {
    demoSigninsPerHour: perHour(source, "DEMO_SIGNINS_PER_HOUR", DEFAULT_DEMO_SIGNINS_PER_HOUR, issues),
    newAccountsPerHour: perHour(source, "NEW_ACCOUNTS_PER_HOUR", DEFAULT_NEW_ACCOUNTS_PER_HOUR, issues),
  };

  if (issues.length > 0) throw new EnvError(issues);
  return {
    nodeEnv,
    appUrl,
    publicOrigin,
    secureCookies: nodeEnv === "production" && appUrl.startsWith("https:"),
    ...secrets,
    providers,
    premiumAccounts,
    adminAccounts,
    googleIssuer,
    demoSignin,
    mocks,
    sync,
    trustProxy,
    creationLimits,
    warnings,
  };
}

/** APP_URL's origin (this machine's port 3000 by default), and whether it is a public https origin. */
function parseAppUrl(source: Source, issues: string[]): { appUrl: string; publicOrigin: boolean } {
  const port = trimmed(source, "PORT") ?? "3000";
  const input = trimmed(source, "APP_URL") ?? `http://localhost:${/^\d+$/.test(port) ? port : "3000"}`;
  const result = appUrlSchema.safeParse(input);
  if (!result.success) {
    issues.push(`${result.error.issues[0]?.message ?? "APP_URL is not valid."} (got "${input}")`);
    return { appUrl: "http://localhost:3000", publicOrigin: false };
  }
  const publicOrigin = result.data.protocol === "https:" && !isLocalHost(result.data.hostname);
  return { appUrl: result.data.origin, publicOrigin };
}

/** SESSION_SECRET's secrets: required and long on a public origin, made for this process locally (rule 16). */
function parseSessionSecrets(
  source: Source,
  { appUrl, publicOrigin }: { appUrl: string; publicOrigin: boolean },
  fallbackSecret: string,
  issues: string[],
  warnings: string[],
): Pick<Env, "sessionSecrets" | "sessionSecretGenerated"> {
  const secrets = list(source.SESSION_SECRET);
  if (secrets.length === 0 && !publicOrigin) {
    warnings.push(
      "SESSION_SECRET is not set: using a secret made for this process only, so everyone is signed out when the server restarts. Set SESSION_SECRET to keep sessions.",
    );
    return { sessionSecrets: [fallbackSecret], sessionSecretGenerated: true };
  }
  if (secrets.length === 0) {
    issues.push(
      `SESSION_SECRET is required when APP_URL is a public origin (${appUrl}). Set one or more comma-separated secrets of at least ${MIN_PUBLIC_SECRET_LENGTH} characters, e.g. from: openssl rand -base64 48`,
    );
  } else if (publicOrigin) {
    const short = secrets.findIndex((secret) => secret.length < MIN_PUBLIC_SECRET_LENGTH);
    if (short >= 0) {
      issues.push(
        `SESSION_SECRET: secret number ${short + 1} is shorter than ${MIN_PUBLIC_SECRET_LENGTH} characters; use a long random value, e.g. from: openssl rand -base64 48`,
      );
    }
  }
  return { sessionSecrets: secrets, sessionSecretGenerated: false };
}

/** Each provider's credentials: both set, or mock ones with MOCKS=true, or off (with a warning when half set). */
function parseProviders(
  source: Source,
  mocks: boolean,
  warnings: string[],
): Record<ProviderId, ProviderCredentials | null> {
  const providers = {} as Record<ProviderId, ProviderCredentials | null>;
  for (const provider of PROVIDER_IDS) {
    const [idName, secretName] = CREDENTIAL_NAMES[provider];
    const clientId = trimmed(source, idName);
    const clientSecret = trimmed(source, secretName);
    if (clientId && clientSecret) {
      providers[provider] = { clientId, clientSecret };
    } else if (mocks) {
      providers[provider] = {
        clientId: clientId ?? `mock-${provider}-client`,
        clientSecret: clientSecret ?? `mock-${provider}-secret`,
      };
    } else {
      providers[provider] = null;
      if (clientId || clientSecret) {
        warnings.push(
          `${clientId ? secretName : idName} is not set, so ${provider} sign-in stays off (both ${idName} and ${secretName} are needed).`,
        );
      }
    }
  }
  return providers;
}

/** GOOGLE_ISSUER (tests point Google's discovery at a local issuer), or null. */
function parseGoogleIssuer(source: Source, issues: string[]): string | null {
  const input = trimmed(source, "GOOGLE_ISSUER");
  if (input === undefined) return null;
  const result = issuerSchema.safeParse(input);
  if (result.success) return result.data;
  issues.push(`${result.error.issues[0]?.message ?? "GOOGLE_ISSUER is not valid."} (got "${input}")`);
  return null;
}

/** Demo users one client address may make in an hour (issue #30: 400 in 11 s made 400 Premium users). */
export const DEFAULT_DEMO_SIGNINS_PER_HOUR = 10;
/** New accounts (first sign-ins with a provider) one client address may make in an hour. */
export const DEFAULT_NEW_ACCOUNTS_PER_HOUR = 10;

function perHour(source: Source, name: string, fallback: number, issues: string[]): number {
  const value = trimmed(source, name);
  if (value === undefined) return fallback;
  if (/^[1-9]\d{0,6}$/.test(value)) return Number(value);
  issues.push(`${name} must be a whole number from 1 to 9999999 (got "${value}").`);
  return fallback;
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use. Warnings are printed once per process. */
export function getEnv(): Env {
  if (!cached) {
    cached = parseEnv(process.env);
    const holder = globalThis as { __momentumEnvWarned?: Set<string> };
    holder.__momentumEnvWarned ??= new Set();
    for (const warning of cached.warnings) {
      if (holder.__momentumEnvWarned.has(warning)) continue;
      holder.__momentumEnvWarned.add(warning);
      console.warn(`[momentum] ${warning}`);
    }
  }
  return cached;
}

/** Tests change process.env between cases; this makes the next getEnv() read it again. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** For server.ts: a bad environment stops the process with the message, not a stack trace. */
export function loadEnvOrExit(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
