import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { workerBuild, workerScript } from "./service-worker.server";

type Route = ServerBuild["assets"]["routes"][string];

function route(id: string, parentId: string | undefined, extra: Partial<Route> = {}): Route {
  const name = id.replace(/^routes\//, "").replace(/[^\w.-]/g, "_");
  return {
    id,
    parentId,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: false,
    module: `/assets/${name}-hash.js`,
    imports: ["/assets/shared-hash.js"],
    css: [],
    ...extra,
  } as Route;
}

const routes = Object.fromEntries(
  [
    route("root", undefined, { path: "" }),
    route("routes/_app", "root"),
    route("routes/_app.home", "routes/_app", { path: "home" }),
    route("routes/_app.community._index", "routes/_app", { path: "community", index: true }),
    route("routes/_app.community.$id", "routes/_app", { path: "community/:id" }),
    route("routes/_app.$username", "routes/_app", { path: ":username", hasLoader: true }),
    route("routes/_www", "root"),
    route("routes/_www._index", "routes/_www", { index: true }),
    route("routes/_www.about", "routes/_www", { path: "about", css: ["/assets/about-hash.css"] }),
    route("routes/auth.$provider", "root", { path: "auth/:provider" }),
    route("routes/auth.$provider.callback", "routes/auth.$provider", { path: "callback" }),
    route("routes/$", "root", { path: "*" }),
  ].map((entry) => [entry.id, entry]),
);

const assets = {
  version: "abc123",
  url: "/assets/manifest-abc123.js",
  entry: { module: "/assets/entry.client-hash.js", imports: ["/assets/shared-hash.js"] },
  routes,
} as ServerBuild["assets"];

function classify(path: string): boolean | "own" | undefined {
  const match = workerBuild(assets).routes.find(([pattern]) => new RegExp(pattern).test(path));
  return match?.[1];
}

describe("the worker's build facts", () => {
  it("lists every route's files once, the entry, the build manifest and the icons", () => {
    const { assets: files, version, manifestUrl } = workerBuild(assets);
    expect(version).toBe("abc123");
    expect(manifestUrl).toBe("/assets/manifest-abc123.js");
    expect(files).toEqual(
      expect.arrayContaining([
        "/assets/manifest-abc123.js",
        "/assets/entry.client-hash.js",
        "/assets/_app.home-hash.js",
        "/assets/about-hash.css",
        "/icons/maskable-512.png",
      ]),
    );
    expect(files.filter((file) => file === "/assets/shared-hash.js")).toHaveLength(1);
  });

  it("adds the built files no route names: code a page loads on first use", () => {
    const lazy = "/assets/card-menu-popup-hash.js";
    const { assets: files } = workerBuild(assets, [lazy, "/assets/shared-hash.js"]);
    expect(files).toContain(lazy);
    expect(files.filter((file) => file === "/assets/shared-hash.js")).toHaveLength(1);
    expect(workerBuild(assets).assets).not.toContain(lazy);
  });

  it("precaches the app pages without parameters only", () => {
    expect(workerBuild(assets).pages.sort()).toEqual(["/community", "/home"]);
  });

  it("tells app pages from public and server-only ones, static segments first", () => {
    expect(classify("/home")).toBe(true);
    expect(classify("/community/")).toBe(true);
    expect(classify("/community/running")).toBe(true);
    // The server answers /{username} for its owner only: the worker asks it first.
    expect(classify("/ada.l")).toBe("own");
    expect(classify("/about")).toBe(false);
    expect(classify("/")).toBe(false);
    expect(classify("/auth/google")).toBe(false);
    expect(classify("/auth/google/callback")).toBe(false);
    expect(classify("/no/such/page")).toBe(false);
  });

  it("asks route discovery for one path per route", () => {
    expect(workerBuild(assets).discover).toEqual(
      expect.arrayContaining(["/home", "/community", "/community/_", "/_", "/", "/about", "/auth/_/callback", "/_/_"]),
    );
  });

  it("puts the facts on the worker's first line", () => {
    const script = workerScript(workerBuild(assets), "// worker\n");
    const [first, rest] = [script.slice(0, script.indexOf("\n")), script.slice(script.indexOf("\n") + 1)];
    expect(JSON.parse(first.replace(/^self\.MOMENTUM_BUILD = /, "").replace(/;$/, ""))).toMatchObject({
      version: "abc123",
    });
    expect(rest).toBe("// worker\n");
  });
});
