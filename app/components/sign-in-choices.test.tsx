// Issue #36: the demo's promise is an account of one's own ("Try the demo" makes a new user each
// time, rule 19), never "a sample profile" that others would share.
import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { system } from "~/theme/system";
import { SignInChoices } from "./sign-in-choices";

const ALL_ON = { google: true, discord: true, twitter: true, demo: true };
const PROMISE = "No account needed: a fresh demo account of your own, with every Premium feature.";

const render = (demo: boolean) =>
  renderToString(
    <ChakraProvider value={system}>
      <SignInChoices options={{ ...ALL_ON, demo }} returnTo="/home" idPrefix="test" />
    </ChakraProvider>,
  );

/** The text of the element with `id`, tags stripped (the note is plain text). */
function textOf(html: string, id: string): string | null {
  const match = new RegExp(`<(\\w+)[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return match ? match[2]!.replace(/<[^>]+>/g, "") : null;
}

/** The attributes of the submit button inside the form posting to `action`. */
function buttonIn(html: string, action: string): string | null {
  const form = new RegExp(`<form[^>]*action="${action}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1] ?? "";
  return /<button([^>]*)>/.exec(form)?.[1] ?? null;
}

describe("the demo's promise", () => {
  it("is a fresh demo account of one's own, and describes the demo button", () => {
    const html = render(true);
    expect(textOf(html, "test-demo-note")).toBe(PROMISE);
    expect(buttonIn(html, "/auth/demo")).toContain('aria-describedby="test-demo-note"');
  });

  it("never speaks of a sample profile, whether the demo is on or off", () => {
    for (const demo of [true, false]) expect(render(demo)).not.toMatch(/sample/i);
  });

  it("is not made when the demo is off: the note says so instead", () => {
    const html = render(false);
    expect(textOf(html, "test-demo-note")).toBe("The demo is turned off on this server");
    expect(html).not.toContain(PROMISE);
    expect(buttonIn(html, "/auth/demo")).toContain("disabled");
  });
});
