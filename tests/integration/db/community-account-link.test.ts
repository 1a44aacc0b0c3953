// Issue #36: a community page's header leads a signed-in visitor into the app ("Open the app",
// /home) and offers a signed-out one to sign in, never "Get started" to someone with an account.
// The link is a slot of a page rendered once per view (ADR 0026): visitors of both kinds, one
// after the other on the same view, each get their own.
import { describe, expect, it } from "vitest";
import { loader as communityLoader } from "~/routes/community.$id";
import { loader as indexLoader } from "~/routes/community._index";
import { ENGINES } from "~test/db";
import { context, get, outcome, useSocialRoutes, type Outcome } from "~test/social-routes";

const SECRET = "test-session-secret-0123456789-abcdefghijklmnop";
const OPEN_THE_APP = { href: "/home", text: "Open the app" };
const SIGN_IN = { href: "/create-account", text: "Sign in" };

/** The links of the page's header, as href and text. */
function headerLinks(html: string): { href: string; text: string }[] {
  const header = /<header class="social-header">([\s\S]*?)<\/header>/.exec(html)?.[1];
  if (header === undefined) throw new Error("the page has no social header");
  return [...header.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href = "", inner = ""]) => ({
    href,
    text: inner.replace(/<[^>]+>/g, "").trim(),
  }));
}

function expectSignedInHeader(page: Outcome): void {
  const links = headerLinks(page.text);
  expect(links).toContainEqual(OPEN_THE_APP);
  expect(links).not.toContainEqual(SIGN_IN);
  expect(links.map((link) => link.text)).not.toContain("Get started");
}

function expectSignedOutHeader(page: Outcome): void {
  const links = headerLinks(page.text);
  expect(links).toContainEqual(SIGN_IN);
  expect(links).not.toContainEqual(OPEN_THE_APP);
}

describe.each(ENGINES)("the community pages' header link, on %s", (engine) => {
  const routes = useSocialRoutes(engine, `admin-${engine}`, { SESSION_SECRET: SECRET, PREMIUM_ACCOUNTS: "" });
  const community = (id: string, cookie?: string) =>
    outcome(() => communityLoader({ request: get(`/community/${id}`, cookie), params: { id }, context }));
  const index = (cookie?: string) =>
    outcome(() => indexLoader({ request: get("/community/", cookie), params: {}, context }));

  it("is Open the app for a member and for a signed-in visitor who is none, Sign in for a signed-out one, on one view", async () => {
    const { ada, cy } = routes.cast;
    // Signed out first: the view's template and its signed-out slot are made by this visit.
    const first = await community("running");
    expect(first.status).toBe(200);
    expectSignedOutHeader(first);
    // Ada is a member of running, Cy is signed in but in no community.
    for (const cookie of [ada.cookie, cy.cookie]) {
      const page = await community("running", cookie);
      expect(page.status).toBe(200);
      expect(page.text).toContain("Runners&#x27; Club</h1>");
      expectSignedInHeader(page);
    }
    // And signed out again: the signed-in visits left nothing of theirs in the view.
    expectSignedOutHeader(await community("running"));
  });

  it("is Open the app on the index and on a missing community's page for a signed-in visitor", async () => {
    const { cy } = routes.cast;
    const signedIn = await index(cy.cookie);
    expect(signedIn.status).toBe(200);
    expectSignedInHeader(signedIn);
    expectSignedOutHeader(await index());

    const missing = await community("no-such-club", cy.cookie);
    expect(missing.status).toBe(404);
    expectSignedInHeader(missing);
    expectSignedOutHeader(await community("no-such-club"));
  });
});
