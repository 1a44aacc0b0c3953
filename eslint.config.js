import js from "@eslint/js";
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
    // The game engine is pure: no UI, no framework, no storage, no clock of its own.
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
            { group: ["~/storage", "~/storage/*", "../storage", "../storage/*"], message: "app/game must not import app/storage." },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "Time comes in as an argument." },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Time comes in as an argument." },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: "The engine is deterministic." },
      ],
    },
  },
  {
    // Only app/storage talks to localForage.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/storage/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "localforage", message: "Use app/storage." }] }],
    },
  },
);
