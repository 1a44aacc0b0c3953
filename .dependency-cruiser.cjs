// Layers, enforced by folder (docs/architecture.md "Layers"; ADR 0032). Run by `npm run lint`.
// Tests, benches and scripts may import anything; these rules are about what ships.
const PRODUCTION = "^(app|server)/|^server\\.ts$";
const TESTS = "\\.(test|property\\.test)\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "game-imports-nothing-of-ours",
      comment: "app/game is the pure engine: it imports only itself (and zod).",
      severity: "error",
      from: { path: "^app/game/", pathNot: TESTS },
      to: { path: "^(app|server|tests)/", pathNot: "^app/game/" },
    },
    {
      name: "log-imports-only-game",
      comment:
        "app/log (what an entry is, applying an action, the referee, uploads) is pure and shared by browser and server.",
      severity: "error",
      from: { path: "^app/log/", pathNot: TESTS },
      to: { path: "^(app|server|tests)/", pathNot: "^app/(game|log)/" },
    },
    {
      name: "import-readers-are-pure",
      comment: "app/import reads other apps' files into Momentum's terms: it imports only app/game and itself.",
      severity: "error",
      from: { path: "^app/import/", pathNot: TESTS },
      to: { path: "^(app|server|tests)/", pathNot: "^app/(game|import)/" },
    },
    {
      name: "storage-and-db-apart",
      comment: "The browser's storage and the server's database share only app/game and app/log.",
      severity: "error",
      from: { path: "^app/(storage|db)/" },
      to: { path: "^app/(storage|db)/", pathNot: "^app/$1/" },
    },
    {
      name: "no-endpoint-below",
      comment: "Endpoints (routes) call storage and the database, never the other way round.",
      severity: "error",
      from: { path: "^app/(game|log|storage|db)/" },
      to: { path: "^app/routes/" },
    },
    // app/storage by level: each imports only the levels below it; the facade (the root's files) is on top.
    ...[
      ["backend", "journal|checkpoints|backup|migrations|sync"],
      ["journal", "checkpoints|backup|migrations|sync"],
      ["checkpoints", "backup|migrations|sync"],
      ["backup", "migrations|sync"],
      ["migrations", "backup|sync"],
    ].map(([level, above]) => ({
      name: `storage-${level}-below-${above.replaceAll("|", "-")}`,
      severity: "error",
      from: { path: `^app/storage/${level}/` },
      to: { path: `^app/storage/(${above})/` },
    })),
    {
      name: "storage-levels-below-the-facade",
      comment: "A level of app/storage never imports the facade (the files at app/storage's root).",
      severity: "error",
      from: { path: "^app/storage/[^/]+/" },
      to: { path: "^app/storage/[^/]+\\.tsx?$" },
    },
    {
      name: "browser-never-imports-server",
      comment:
        "Code that reaches the browser never imports a *.server module, types included: view types live in shared modules. " +
        "Route modules may (Remix removes loaders and actions from the browser's bundle).",
      severity: "error",
      from: {
        path: "^app/",
        pathNot: [
          "\\.server\\.tsx?$",
          "^app/server/",
          "^app/routes/",
          "^app/root\\.tsx$",
          "^app/entry\\.server\\.tsx$",
        ],
      },
      to: { path: "\\.server\\.tsx?$|^app/server/" },
    },
    {
      name: "production-never-imports-tests",
      comment: "Test support lives under tests/ and never ships (dynamic imports included).",
      severity: "error",
      from: { path: PRODUCTION, pathNot: TESTS },
      to: { path: "^tests/" },
    },
    {
      name: "no-file-cycles",
      severity: "error",
      from: { path: PRODUCTION },
      to: { circular: true },
    },
    {
      name: "no-folder-cycles",
      comment: "Folders import each other one way: a folder and what it imports never need each other.",
      severity: "error",
      scope: "folder",
      from: { path: PRODUCTION },
      to: { circular: true },
    },
  ],
  options: {
    // Test files are left out, and tests/ is a leaf: only an import into it from production counts.
    doNotFollow: { path: "^(node_modules|tests)/" },
    exclude: { path: ["^(build|node_modules|public|test-results)/", TESTS] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
