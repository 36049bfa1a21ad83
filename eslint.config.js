import js from "@eslint/js";
import tseslint from "typescript-eslint";

/*
 * Layers: what each folder may import, the table "Layers" in ARCHITECTURE.md as a rule. Imports are
 * relative, so each target is a pattern on the specifier ("../../db/client.ts" reaches server/db from
 * server/services/stones). Type-only imports count too: a type is a dependency.
 */
const reach = (path) => `^(\\.\\./)+${path}`;
const TARGETS = {
  app: reach("app/"),
  scripts: reach("scripts/"),
  tests: reach("tests/"),
  server: reach("server/"),
  db: reach("(server/)?db/"),
  services: reach("(server/)?services/"),
  graphql: reach("(server/)?graphql/"),
  http: reach("(server/)?http/"),
  media: reach("(server/)?media/"),
  mail: reach("(server/)?mail/"),
  seed: reach("(server/)?seed/"),
  feeds: reach("(server/)?feeds/"),
  /** The request context and its router wrapper, and the validated environment. */
  context: reach("(server/)?(context|router-context)\\.ts$"),
  env: reach("(server/)?env\\.ts$"),
  /** The process: app.ts, index.ts, main.mjs, redis.ts. */
  process: reach("(server/)?(app|index|redis)\\.ts$|^(\\.\\./)+(server/)?main\\.mjs$"),
};
const NAMES = {
  app: "app/",
  scripts: "scripts/",
  tests: "tests/",
  server: "server/",
  db: "server/db",
  services: "server/services",
  graphql: "server/graphql",
  http: "server/http",
  media: "server/media",
  mail: "server/mail",
  seed: "server/seed",
  feeds: "server/feeds",
  context: "server/context.ts",
  env: "server/env.ts",
  process: "server/app.ts, index.ts, main.mjs, redis.ts",
};
const SERVER_PARTS = ["db", "services", "graphql", "http", "media", "mail", "seed", "feeds", "context", "env", "process"];

/** A config object for `files` that may import only `allowed` (names of TARGETS; core is always allowed). */
function layer(folder, files, allowed, extra = [], ignores = []) {
  // A folder outside the server that may import nothing of it is told so in one message.
  const parts = folder.startsWith("server") || SERVER_PARTS.some((t) => allowed.includes(t)) ? SERVER_PARTS : ["server"];
  const forbidden = [...parts, "app", "scripts", "tests"].filter((t) => !allowed.includes(t));
  return {
    files,
    ignores,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...forbidden.map((t) => ({
              regex: TARGETS[t],
              message: `${folder} may not import ${NAMES[t]} (ARCHITECTURE.md, "Layers").`,
            })),
            ...extra,
          ],
        },
      ],
    },
  };
}

const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

const layers = [
  layer("core/", ["core/**/*.ts"], [], [{ regex: "^[^.]", message: "core/ is plain TypeScript without packages or I/O (ARCHITECTURE.md, \"Layers\")." }], TESTS),
  layer("core/ tests", TESTS.map((t) => `core/${t}`), []),
  layer("server/db", ["server/db/**/*.ts"], []),
  layer("server/services", ["server/services/**/*.ts"], ["db", "media", "mail", "context"]),
  layer("server/graphql", ["server/graphql/**/*.ts"], ["services", "media", "context", "env"]),
  layer("server/http", ["server/http/**/*.ts"], ["db", "services", "graphql", "media", "context", "env"]),
  layer("server/media", ["server/media/**/*.ts"], ["env"]),
  // Mail templates are React, in the store's words: they read the message bundles and their formatter.
  layer("server/mail", ["server/mail/**/*.ts", "server/mail/**/*.tsx"], ["app"], [], TESTS.map((t) => `server/mail/${t}`)),
  layer("server/seed", ["server/seed/**/*.ts"], ["db", "services"]),
  layer("server/feeds", ["server/feeds/**/*.ts"], ["db", "services", "seed"], [
    {
      regex: reach("(server/)?services/[^/]+/(?!index\\.ts$|inventory\\.ts$)"),
      message: "server/feeds uses a service through its public entry (index.ts, inventory.ts), not its internals.",
    },
  ]),
  layer("server/context.ts, router-context.ts, env.ts", ["server/context.ts", "server/router-context.ts", "server/env.ts"], ["db", "context"]),
  layer("server/app.ts, index.ts, redis.ts", ["server/app.ts", "server/index.ts", "server/redis.ts"], SERVER_PARTS),
  layer("app/", ["app/**/*.ts", "app/**/*.tsx"], [], [], ["app/**/*.server.ts", "app/**/*.server.tsx", "app/entry.server.tsx", ...TESTS.map((t) => `app/${t}`)]),
  layer("app/ server modules", ["app/**/*.server.ts", "app/**/*.server.tsx", "app/entry.server.tsx"], [...SERVER_PARTS, "server"]),
];


export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", "coverage/", "app/graphql/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", fetch: "readonly", setTimeout: "readonly" } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  ...layers,
);
