import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkRequestPath } from "./request-path";

describe("checkRequestPath", () => {
  it.each([
    ["/about", "/about"],
    ["/about/", "/about/"],
    ["/legal/", "/legal/"],
    ["/ABOUT", "/ABOUT"], // letter case is the routes' business
    ["/", "/"],
    ["/profile/ada_lovelace", "/profile/ada_lovelace"],
    ["/search%2Fx", "/search%2Fx"],
    ["/caf%C3%A9", "/caf%C3%A9"],
  ])("%s is canonical", (url, pathname) => {
    expect(checkRequestPath(url)).toEqual({ kind: "canonical", pathname });
  });

  it.each([
    ["/about//", "/about/"],
    ["//about", "/about"],
    ["///about", "/about"],
    ["/legal//privacy-policy", "/legal/privacy-policy"],
    ["/legal/%70rivacy-policy", "/legal/privacy-policy"],
    ["/%61%62out", "/about"],
    ["/a/../about", "/about"],
    ["/./about", "/about"],
    ["/a/%2e%2e/about", "/about"],
    ["/search%2fx", "/search%2Fx"],
    ["/caf%c3%a9", "/caf%C3%A9"],
    ["/about//?x=1", "/about/?x=1"],
    ["//evil.example/x", "/evil.example/x"],
    ["/\\evil.example", "/evil.example"],
  ])("%s goes to %s", (url, location) => {
    expect(checkRequestPath(url)).toMatchObject({ kind: "redirect", location });
  });

  it.each([
    "/%",
    "/%zz",
    "/a%2",
    "/%FF",
    "/%C0%AF",
    "/%5C",
    "/a%5cb",
    "/%0A",
    "/x%7F",
    "*",
    "http://evil.example/about",
    "about",
    "",
  ])("%j is malformed", (url) => {
    expect(checkRequestPath(url)).toEqual({ kind: "malformed" });
  });

  it("keeps the query of a redirect, in printable ASCII", () => {
    expect(checkRequestPath("//about?q=é&b=1")).toMatchObject({ location: "/about?q=%C3%A9&b=1" });
  });

  it("redirects to a canonical path on this site, so no redirect follows another", () => {
    const piece = fc.constantFrom(
      "/",
      "//",
      ".",
      "..",
      "%2e",
      "%2F",
      "%2f",
      "%61",
      "%7E",
      "~",
      "a",
      "B",
      "%C3%A9",
      "\\",
      "?x",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const verdict = checkRequestPath(`/${pieces.join("")}`);
        if (verdict.kind !== "redirect") return;
        expect(verdict.location.startsWith("/")).toBe(true);
        expect(verdict.location.startsWith("//")).toBe(false);
        expect(new URL(verdict.location, "https://momentum.example").origin).toBe("https://momentum.example");
        expect(checkRequestPath(verdict.location).kind).toBe("canonical");
      }),
      { numRuns: 2000 },
    );
  });
});
