// Leaves zod's JSON Schema generator out of the browser build (ADR 0039): zod's classic schemas
// import it for `.toJSONSchema()`, which the app never calls, and it was ~19 KB of /home's
// JavaScript. Each of its exports becomes a function that says so if anything ever calls it.
// The server build and the unit tests keep zod whole.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const GENERATOR = /\/zod\/v4\/core\/(json-schema-processors|to-json-schema)\.js$/;
const MESSAGE = "zod's JSON Schema generator is left out of the browser build (docs/decisions/0039).";

/** The names a module exports (`export function f`, `export const c`, `export { a as b }`). */
function exportedNames(code: string): string[] {
  const names = [...code.matchAll(/^export (?:function|const) (\w+)/gm)].map((m) => m[1]!);
  for (const list of code.matchAll(/^export \{([^}]+)\}/gm))
    names.push(
      ...list[1]!.split(",").map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .at(-1)!,
      ),
    );
  return [...new Set(names)];
}

export function zodJsonSchemaStub(): Plugin {
  return {
    name: "momentum:zod-json-schema-stub",
    apply: "build",
    load(id, options) {
      if (options?.ssr || !GENERATOR.test(id)) return null;
      const lines = exportedNames(readFileSync(id, "utf8")).map((name) =>
        name === "allProcessors"
          ? "export const allProcessors = {};"
          : // A schema's `~standard` getter makes its JSON Schema methods up front: they fail only when called.
            name.startsWith("create")
            ? `export const ${name} = () => unavailable;`
            : `export const ${name} = unavailable;`,
      );
      return [`const unavailable = () => { throw new Error(${JSON.stringify(MESSAGE)}); };`, ...lines].join("\n");
    },
  };
}
