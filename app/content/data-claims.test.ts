// Issue 36: with sync on by default, no page may tell people their data never leaves the device,
// that the browser holds its only copy, or that they must switch sync on. Each of these phrases
// stood in a page before; the test reads every word a content page shows.
import { describe, expect, it } from "vitest";
import { about } from "./about";
import { help } from "./help";
import { LEGAL_PAGES } from "./legal";
import { LANDING } from "./landing";
import type { ContentPage } from "./page-content";
import { TIER_PLANS } from "./tiers";

const FALSE_CLAIMS = [
  /never sent to our server/i,
  /does not sync by itself/i,
  /not on our servers/i,
  /never leave your device/i,
  /only copy/i,
  /lives only in this browser/i,
  /only when you turn (on )?sync/i,
  /when you turn sync on/i,
  /does not appear on another device/i,
  /no account data leaves/i,
  /data stays in your browser/i,
  /keeps your data in your browser/i,
];

const falseClaimsIn = (texts: readonly string[]) =>
  texts.filter((text) => FALSE_CLAIMS.some((claim) => claim.test(text)));

function wordsOf(page: ContentPage): string[] {
  return [
    page.title,
    page.subtitle,
    page.description,
    ...page.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) =>
        block.type === "p" ? [block.text] : block.type === "list" ? block.items : [block.text],
      ),
    ]),
  ];
}

describe.each([about, help, ...LEGAL_PAGES].map((page) => [page.slug, page] as const))("the %s page", (_slug, page) => {
  it("says what sync does: nothing claims the data stays on the device", () => {
    expect(falseClaimsIn(wordsOf(page))).toEqual([]);
  });
});

it("help says how to delete both copies, the server's and the device's", () => {
  const deleting = help.sections.find((section) => section.id === "how-do-i-delete-my-data");
  const text = deleting ? wordsOf({ ...help, sections: [deleting] }).join(" ") : "";
  expect(text).toContain("Your data on the server");
  expect(text).toContain("Erase all local data");
});

it("the landing page and the plans say what sync does too", () => {
  const landing = [LANDING.description, LANDING.intro, ...LANDING.features.map((feature) => feature.text)];
  expect(falseClaimsIn([...landing, ...TIER_PLANS.flatMap((plan) => plan.features)])).toEqual([]);
});
