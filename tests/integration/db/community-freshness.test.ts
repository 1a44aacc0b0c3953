// A member who turns Public profile on is on the board at the next page view, not after the
// community views' time to live (issue #36): the change forgets this process's views.
import { describe, expect, it } from "vitest";
import { action as communityAction, loader as communityLoader } from "~/routes/community.$id";
import { action as meAction } from "~/routes/social.me";
import { ENGINES } from "~test/db";
import { context, formPost, get, ORIGIN, outcome, useSocialRoutes } from "~test/social-routes";

const SECRET = "test-session-secret-0123456789-abcdefghijklmnop";

describe.each(ENGINES)("a community page after Public profile changes, on %s", (engine) => {
  const routes = useSocialRoutes(engine, `admin-${engine}`, { SESSION_SECRET: SECRET, PREMIUM_ACCOUNTS: "" });
  const page = async (cookie: string) =>
    (
      await outcome(() =>
        communityLoader({ request: get("/community/running", cookie), params: { id: "running" }, context }),
      )
    ).text;
  const setPublic = (cookie: string, isPublic: boolean) =>
    outcome(() =>
      meAction({
        request: new Request(`${ORIGIN}/social/me`, {
          method: "POST",
          body: JSON.stringify({ public: isPublic }),
          headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
        }),
        params: {},
        context,
      }),
    );

  it("shows the member on the board at once when Public goes on, and takes them off at once when it goes off", async () => {
    const { cy } = routes.cast;
    const joined = await outcome(() =>
      communityAction({
        request: formPost("/community/running", { intent: "join" }, { cookie: cy.cookie }),
        params: { id: "running" },
        context,
      }),
    );
    expect(joined.status).toBe(303);
    expect(await page(cy.cookie)).toContain("Your profile is private, so you are not on the board.");
    expect(await page(cy.cookie)).toContain("3 members, 2 with a public profile");

    expect((await setPublic(cy.cookie, true)).status).toBe(200);
    const after = await page(cy.cookie);
    expect(after).not.toContain("Your profile is private");
    expect(after).toContain("3 members, 3 with a public profile");

    expect((await setPublic(cy.cookie, false)).status).toBe(200);
    expect(await page(cy.cookie)).toContain("Your profile is private, so you are not on the board.");
  });
});
