import { describe, expect, it } from "vitest";
import { isDiscovered, type ManifestRoute } from "./discovered-page";

const root: ManifestRoute = { id: "root", path: "" };
const app: ManifestRoute = { id: "routes/_app", parentId: "root" };
const home: ManifestRoute = { id: "routes/_app.home", parentId: "routes/_app", path: "home" };
const byName: ManifestRoute = { id: "routes/_app.$username", parentId: "routes/_app", path: ":username" };
const splat: ManifestRoute = { id: "routes/$", parentId: "root", path: "*" };
const marketIndex: ManifestRoute = { id: "routes/_app.market._index", parentId: "routes/_app", path: "market" };

function manifest(...routes: ManifestRoute[]) {
  return Object.fromEntries(routes.map((route) => [route.id, route]));
}

describe("isDiscovered", () => {
  it("knows a page whose own route is in the manifest, through pathless layouts", () => {
    expect(isDiscovered(manifest(root, app, home), "/home")).toBe(true);
  });

  it("does not take a param or catch-all route for the page's own", () => {
    expect(isDiscovered(manifest(root, app, home, byName, splat), "/life")).toBe(false);
  });

  it("ignores a trailing slash on either side", () => {
    expect(isDiscovered(manifest(root, app, marketIndex), "/market/")).toBe(true);
    expect(isDiscovered(manifest(root, app, { ...home, path: "home/" }), "/home")).toBe(true);
  });
});
