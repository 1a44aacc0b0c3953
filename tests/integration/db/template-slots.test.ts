// User text is never taken for a template slot (issue #30): a member named exactly as the old
// community-page nonce mark, with a public habit of that title, shows as that text on both
// engines, and the answer's CSP nonce appears only in nonce attributes.
import { describe, expect, it } from "vitest";
import { joinCommunity } from "~/db/communities.server";
import { answerCommunityPage } from "~/server/social/community-page.server";
import { ENGINES } from "~test/db";
import { makeItemsPublic, makePerson, makeProfilePublic, meetDays } from "~test/social";
import { DAY_MS, NOW, ORIGIN, useSocialRoutes } from "~test/social-routes";

/** The mark the community templates used for their nonce slot until issue #30. */
const OLD_MARK = "momentum-nonce-slot";
const NONCE = "QUJDREVGR0hJSktMTU5PUA==";

const count = (text: string, part: string) => text.split(part).length - 1;

describe.each(ENGINES)("template slots on %s", (engine) => {
  const routes = useSocialRoutes(engine, `admin-slots-${engine}`, {
    SESSION_SECRET: "test-secret-0123456789-0123456789-abc",
  });

  it("shows a name and a habit title equal to a slot mark as text, and the nonce only in nonce attributes", async () => {
    const { connection } = routes;
    const marked = await makePerson(connection, OLD_MARK, { now: NOW - 7 * DAY_MS });
    await meetDays(connection, marked.user.id, OLD_MARK, [NOW - DAY_MS, NOW], NOW);
    await makeProfilePublic(connection, marked.user.id, NOW - 7 * DAY_MS);
    await makeItemsPublic(connection, marked.user.id);
    await joinCommunity(connection, "reading", marked.user.id, NOW - 7 * DAY_MS);

    const answer = await answerCommunityPage({
      url: `${ORIGIN}/community/reading`,
      cookie: null,
      gzip: false,
      nonce: NONCE,
    });
    const page = answer.body.toString("utf8");
    expect(answer.status).toBe(200);
    // On the board (name and the public habit) and in the member list (name).
    expect(count(page, OLD_MARK)).toBeGreaterThanOrEqual(3);
    expect(page).toContain(`>${OLD_MARK}<`);
    expect(count(page, NONCE)).toBeGreaterThan(0);
    expect(count(page, NONCE)).toBe(count(page, `nonce="${NONCE}"`));
  });
});
