// The community pages (ADR 0026) are drawn with static classes alone: every class they use has
// a rule in their stylesheet, no Chakra or style tags sneak in, and members' text stays text.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { COMMUNITIES } from "~/content/communities";
import type { VisibleItem, VisibleMember } from "~/db/views";
import { UTC_DAY_RULE } from "~/game/day";
import { rankWeeklyBoard } from "~/game/weekly-board";
import { socialStylesheet } from "../../../scripts/static-sheets";
import { CommunityIndexBody } from "./community-index";
import { CommunityBody } from "./community-page";
import { JoinControls, YourPlace, type CommunityViewer } from "./community-viewer";
import { SocialDocument } from "./social-document";

const NOW = Date.UTC(2026, 10, 25, 12);
const community = COMMUNITIES[0]!;
const HOSTILE = '<img src=x onerror="alert(1)">';

const members: VisibleMember[] = [
  { userId: "01J00000000000000000000001", username: "ada", name: HOSTILE, stats: null },
  {
    userId: "01J00000000000000000000002",
    username: "bob",
    name: "Bob",
    stats: { streak: 2, streakDay: "2026-11-25", recentMet: ["2026-11-24", "2026-11-25"], dayRule: UTC_DAY_RULE },
  },
];
const items: VisibleItem[] = [
  { userId: members[1]!.userId, kind: "habit", itemId: "01J0000000000000000000000H", title: `Run ${HOSTILE}` },
];

function page(viewer: CommunityViewer): string {
  const board = rankWeeklyBoard(members, NOW);
  return renderToStaticMarkup(
    <SocialDocument title={community.name} description={community.tagline} nonce="n0nce" css="" signedIn>
      <CommunityBody
        community={community}
        memberCount={3}
        top={board}
        visibleCount={board.length}
        items={new Map([[members[1]!.userId, items]])}
        itemsPerPlace={3}
        members={members}
        page={1}
        pages={2}
      />
      <JoinControls community={community} viewer={viewer} />
      <YourPlace viewer={viewer} visibleCount={board.length} />
      <CommunityIndexBody entries={COMMUNITIES.map((each) => ({ community: each, members: 1, joined: true }))} />
    </SocialDocument>,
  );
}

const viewers: CommunityViewer[] = [
  { kind: "signed-out" },
  { kind: "signed-in", member: false, place: null },
  { kind: "signed-in", member: true, place: null },
  { kind: "signed-in", member: true, place: rankWeeklyBoard(members, NOW)[0]! },
];

describe("the community pages", { timeout: 30_000 }, () => {
  it("use only classes their stylesheet defines, and no Chakra", () => {
    const css = socialStylesheet();
    const html = viewers.map(page).join("");
    const classes = new Set(
      [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)),
    );
    expect(classes.size).toBeGreaterThan(30);
    const missing = [...classes].filter(
      (name) => !new RegExp(`\\.${name.replace(/[-/\\^$*+?.()|[\]{}]/g, "\\$&")}(?![\\w-])`).test(css),
    );
    expect(missing).toEqual([]);
    expect(html).not.toMatch(/class="[^"]*\bcss-/);
  });

  it("show members' names and titles as text, never as HTML, and link Report to the item's form", () => {
    const html = page({ kind: "signed-out" });
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain(
      `href="/report?kind=habit&amp;user=${members[1]!.userId}&amp;item=01J0000000000000000000000H"`,
    );
    // Bob met two days this week and leads; Ada, with nothing synced, follows.
    expect(html.indexOf("@bob")).toBeLessThan(html.indexOf("@ada"));
  });

  it("offer signing in, joining or leaving, and a member's own place, as the viewer is", () => {
    const [out, visitor, privateMember, ranked] = viewers.map(page);
    expect(out).toContain("Sign in to join");
    expect(out).not.toContain("<form");
    expect(visitor).toContain('<input type="hidden" name="intent" value="join"/>');
    expect(visitor).not.toContain("Your place");
    expect(privateMember).toContain('value="leave"');
    expect(privateMember).toContain("Your profile is private, so you are not on the board.");
    expect(ranked).toContain("Your place: <strong>#1</strong> of 2");
  });
});
