// The sign-in UI and the /error page as server-rendered HTML (they ship no JavaScript).
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SIGN_IN_ERRORS } from "~/account/sign-in-errors";
import { INDEXEDDB_ERROR_MESSAGE } from "~/game/errors";
import { SignInChoices } from "~/components/sign-in-choices";
import { loader as createAccountLoader } from "~/routes/_www.create-account";
import { loader as errorLoader, meta as errorMeta } from "~/routes/_www.error";
import { system } from "~/theme/system";
import { context, ORIGIN, useEnv } from "./helpers";

afterEach(() => vi.unstubAllEnvs());

const render = (node: ReactNode) => renderToString(<ChakraProvider value={system}>{node}</ChakraProvider>);
const ALL_ON = { google: true, discord: true, twitter: true, demo: true };

function documentOf(html: string) {
  // A tiny HTML reader is enough: count forms, buttons and attributes.
  return {
    forms: [...html.matchAll(/<form[^>]*>/g)].map(([tag]) => tag),
    buttons: [...html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attrs = "", inner = ""]) => ({
      attrs,
      text: inner.replace(/<[^>]+>/g, "").trim(),
    })),
  };
}

describe("SignInChoices", () => {
  it("renders one plain POST form per way in, each with the returnTo", () => {
    const html = render(<SignInChoices options={ALL_ON} returnTo="/profile/edit" />);
    const { forms, buttons } = documentOf(html);
    expect(forms).toHaveLength(4);
    for (const action of ["/auth/google", "/auth/discord", "/auth/twitter", "/auth/demo"]) {
      expect(forms.some((tag) => tag.includes(`action="${action}"`) && tag.includes('method="post"'))).toBe(true);
    }
    expect(html.match(/<input type="hidden" name="returnTo" value="\/profile\/edit"\/>/g)).toHaveLength(4);
    expect(buttons.map((button) => button.text.replace(/^⚡/, ""))).toEqual([
      "Continue with Google",
      "Continue with Discord",
      "Continue with Twitter",
      "Try the demo",
    ]);
    expect(
      buttons.every((button) => button.attrs.includes('type="submit"') && !button.attrs.includes("disabled")),
    ).toBe(true);
    expect(html).toContain("By continuing you agree to our");
    expect(html).toContain('href="/legal/terms-of-service"');
    expect(html).toContain('href="/legal/privacy-policy"');
  });

  it("disables a provider that is not configured, with the reason as title and visible text", () => {
    const html = render(<SignInChoices options={{ ...ALL_ON, google: false }} returnTo="/home" />);
    const google = documentOf(html).buttons.find((button) => button.text.includes("Google"));
    expect(google?.attrs).toContain("disabled");
    expect(google?.attrs).toContain('title="Google sign-in is not configured on this server"');
    expect(google?.attrs).toContain('aria-describedby="sign-in-google-note"');
    expect(html).toMatch(/id="sign-in-google-note"[^>]*>Google sign-in is not configured on this server</);
  });

  it("escapes the returnTo it is given", () => {
    const html = render(<SignInChoices options={ALL_ON} returnTo={'/x"><script>alert(1)</script>'} />);
    expect(html).not.toContain("<script>alert(1)");
  });
});

describe("sign-in page loaders", () => {
  it("pass the configured providers and a safe returnTo", async () => {
    useEnv({ TWITTER_CLIENT_ID: "", DEMO_SIGNIN: "off" });
    const data = await createAccountLoader({
      request: new Request(`${ORIGIN}/create-account?returnTo=${encodeURIComponent("/social")}`),
      params: {},
      context,
    });
    expect(data.options).toEqual({ google: true, discord: true, twitter: false, demo: false });
    expect(data.returnTo).toBe("/social");
    expect(data.signedInAs).toBeNull();
    const unsafe = await createAccountLoader({
      request: new Request(`${ORIGIN}/create-account?returnTo=//evil.com`),
      params: {},
      context,
    });
    expect(unsafe.returnTo).toBe("/home");
  });
});

describe("/error page", () => {
  const load = (query: string) => errorLoader({ request: new Request(`${ORIGIN}/error${query}`), params: {}, context });

  it("shows the title and message of a known code", async () => {
    const data = await load("?code=access_denied");
    expect(data).toEqual({ code: "access_denied", ...SIGN_IN_ERRORS.access_denied, reason: null, signIn: true });
    expect(data.title).toBe("You cancelled the sign-in");
  });

  it("shows a code of the spec's error catalogue with its message, and no sign-in to retry", async () => {
    const data = await load("?code=INDEXEDDB_ERROR");
    expect(data).toEqual({
      code: "INDEXEDDB_ERROR",
      title: "Local data could not be read",
      message: INDEXEDDB_ERROR_MESSAGE,
      reason: null,
      signIn: false,
    });
  });

  it.each(["", "?code=", "?code=nope", "?code=<script>alert(1)</script>", "?code=__proto__", "?code=toString"])(
    "shows a generic message for %j and never echoes the query",
    async (query) => {
      const data = await load(query);
      expect(data.code).toBeNull();
      expect(data.title).toBe("Something went wrong");
      expect(JSON.stringify(data)).not.toContain("script");
    },
  );

  it("puts the title and description in the meta tags", async () => {
    const data = await errorLoader({ request: new Request(`${ORIGIN}/error?code=token_failed`), params: {}, context });
    const tags = errorMeta({ data } as never);
    expect(tags).toContainEqual({ title: `${SIGN_IN_ERRORS.token_failed.title} | Momentum` });
    expect(tags).toContainEqual({ name: "description", content: SIGN_IN_ERRORS.token_failed.message });
  });

  it("has clear words for every code", () => {
    for (const [code, text] of Object.entries(SIGN_IN_ERRORS)) {
      expect(text.title.length, code).toBeGreaterThan(10);
      expect(text.message.length, code).toBeGreaterThan(60);
    }
  });
});
