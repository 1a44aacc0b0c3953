import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import list from "../../security/advisories.json";

type Advisory = { id: string; package: string; fixed: string };

/** Compares plain x.y.z versions (pre-release tags sort before their release). */
export function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const [core = "", pre] = version.split("-", 2);
    return { parts: core.split(".").map(Number), pre };
  };
  const left = parse(a);
  const right = parse(b);
  for (let i = 0; i < 3; i++) {
    const diff = (left.parts[i] ?? 0) - (right.parts[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  if (left.pre === right.pre) return 0;
  return left.pre ? -1 : 1;
}

/** Every installed copy of a package, nested copies included. */
function installedVersions(name: string, root = "node_modules"): string[] {
  const found: string[] = [];
  const manifest = join(root, name, "package.json");
  if (existsSync(manifest)) found.push(JSON.parse(readFileSync(manifest, "utf8")).version);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const scopeOrPackage = join(root, entry.name);
    const packages = entry.name.startsWith("@")
      ? readdirSync(scopeOrPackage).map((child) => join(scopeOrPackage, child))
      : [scopeOrPackage];
    for (const dir of packages) {
      const nested = join(dir, "node_modules");
      if (existsSync(nested)) found.push(...installedVersions(name, nested));
    }
  }
  return found;
}

describe("compareVersions", () => {
  it.each([
    ["2.17.4", "2.17.5", -1],
    ["2.17.5", "2.17.5", 0],
    ["2.18.0", "2.17.9", 1],
    ["1.23.10", "1.23.3", 1],
    ["2.17.5-pre.1", "2.17.5", -1],
  ])("%s vs %s", (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe("known advisories", () => {
  const advisories = list.advisories as Advisory[];
  it.each(advisories.map((advisory) => [advisory.id, advisory.package, advisory]))(
    "%s: every installed %s is at or above the fixed version",
    (_id, _name, advisory) => {
      const versions = installedVersions((advisory as Advisory).package);
      expect(versions.length, `${(advisory as Advisory).package} is installed`).toBeGreaterThan(0);
      for (const version of versions) {
        expect(
          compareVersions(version, (advisory as Advisory).fixed),
          `${version} >= ${(advisory as Advisory).fixed}`,
        ).toBeGreaterThanOrEqual(0);
      }
    },
  );
});
