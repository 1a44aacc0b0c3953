import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "test-results/", "playwright-report/", "bench/tmp/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Only app/storage talks to localForage. (Imports between our own folders, tests/ included:
    // .dependency-cruiser.cjs.)
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/storage/**", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "localforage", message: "Use app/storage." }] }],
    },
  },
  {
    // The game engine is pure: no UI, no framework, no storage, no clock of its own.
    // (After the block above: for app/game this rule replaces the one there.)
    files: ["app/game/**/*.ts"],
    ignores: ["app/game/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-dom", "react/*", "react-dom/*"], message: "app/game must not import React." },
            { group: ["@remix-run/*"], message: "app/game must not import Remix." },
            { group: ["localforage"], message: "app/game must not touch storage." },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Time comes in as an argument.",
        },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Time comes in as an argument." },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: "The engine is deterministic.",
        },
      ],
    },
  },
  {
    // No import circles: a module and what it imports never need each other.
    files: [
      "app/**/*.{ts,tsx}",
      "server.ts",
      "server/**/*.ts",
      "scripts/**/*.ts",
      "bench/**/*.ts",
      "tests/**/*.{ts,tsx}",
    ],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
);
