import { dirname, posix, relative, sep } from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/*
 * Layers: what each folder may import, the table "Layers" in ARCHITECTURE.md as a rule. Every import is
 * resolved to the file it names before it is checked: static imports, `export ... from`, type imports
 * (`import type`, `typeof import("...")`: a type is a dependency) and dynamic `import()` with a string
 * specifier, relative ones from any folder included ("./services/rate-limit.ts" from server/context.ts
 * is server/services). An `import()` of a computed specifier names no file and is not checked.
 */
const ROOT = import.meta.dirname;

/** The layer a file of the repository belongs to (a row of the table; a target of an import). */
function layerOf(path) {
  if (path.startsWith("core/")) return "core";
  const part = /^server\/(db|services|graphql|http|media|mail|seed|feeds)\//.exec(path);
  if (part) return part[1];
  if (/^server\/(context|router-context)\.ts$/.test(path)) return "context";
  if (path === "server/env.ts") return "env";
  if (path.startsWith("server/")) return "process";
  if (/^app\/(i18n\/.*|lib\/intl\.tsx)$/.test(path)) return "words";
  if (path.startsWith("app/")) return "app";
  if (path.startsWith("scripts/")) return "scripts";
  if (path.startsWith("tests/")) return "tests";
  if (path.startsWith("build/")) return "build";
  return "other";
}

const NAMES = {
  core: "core/",
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
  process: "server/app.ts, index.ts, redis.ts, main.mjs, launch.mjs",
  words: "app/i18n",
  app: "app/",
  scripts: "scripts/",
  tests: "tests/",
  build: "build/ (the built store)",
  other: "files outside the layers",
};
const SERVER = ["db", "services", "graphql", "http", "media", "mail", "seed", "feeds", "context", "env", "process"];
const EVERYTHING = Object.keys(NAMES);

const isTest = (path) => /\.test\.tsx?$/.test(path);
const isServerModule = (path) => /^app\/.*\.server\.tsx?$/.test(path);

/**
 * The row of the table a file is in: its name in messages, the layers it may import (its own and core
 * always), whether it may import packages, and whether it may use another domain's service internals.
 * A test beside server or app code may also use the test helpers of tests/ (a fresh database, a
 * request context); core's tests stay plain.
 */
function rowOf(path) {
  const row = layerRow(path);
  return isTest(path) && layerOf(path) !== "core" && !row.may.includes("tests") ? { ...row, may: [...row.may, "tests"] } : row;
}

function layerRow(path) {
  const layer = layerOf(path);
  const name = NAMES[layer];
  switch (layer) {
    case "core":
      // Core's tests use vitest and fast-check; core itself no package.
      return { name, may: [], packages: isTest(path) ? ["vitest", "fast-check"] : [] };
    case "db":
      return { name, may: [] };
    case "services":
      return { name, may: ["db", "media", "mail", "context"] };
    case "graphql":
      return { name, may: ["services", "media", "context", "env"] };
    case "http":
      return { name, may: ["db", "services", "graphql", "media", "context", "env"] };
    case "media":
      return { name, may: ["env"] };
    case "mail":
      return { name, may: ["words"] };
    case "seed":
      return { name, may: ["db", "services"] };
    case "feeds":
      return { name, may: ["db", "services", "seed"] };
    case "context":
    case "env":
      return { name: "server/context.ts, router-context.ts, env.ts", may: ["context", "env", "db"] };
    case "process":
      return { name, may: [...SERVER, "build"] };
    case "words":
    case "app":
      // Loaders (`*.server.ts`, the server entry among them) and tests may reach the server.
      return isServerModule(path) || isTest(path)
        ? { name: `${NAMES.app} server modules`, may: ["words", "app", ...SERVER] }
        : { name: NAMES.app, may: ["words", "app"] };
    default:
      return { name: `${layer}/`, may: EVERYTHING, internals: true };
  }
}

/** The service domain folder a file is in ("stones" for server/services/stones/view.ts), else null. */
const domainOf = (path) => /^server\/services\/([^/]+)\//.exec(path)?.[1] ?? null;

const layers = {
  meta: { type: "problem", schema: [], docs: { description: 'The table "Layers" of ARCHITECTURE.md' } },
  create(context) {
    const file = relative(ROOT, context.filename).split(sep).join("/");
    if (file.startsWith("..") || file.startsWith("node_modules/")) return {};
    const row = rowOf(file);
    const own = layerOf(file);
    const ownDomain = domainOf(file);

    function check(node, specifier) {
      if (typeof specifier !== "string") return;
      const bare = specifier.replace(/[?#].*$/, "");
      if (!bare.startsWith(".") && !bare.startsWith("/")) {
        const pkg = bare.startsWith("@") ? bare.split("/").slice(0, 2).join("/") : bare.split("/")[0];
        if (row.packages && !row.packages.includes(pkg)) {
          context.report({
            node,
            message: `core/ is plain TypeScript without packages or I/O: "${specifier}" (ARCHITECTURE.md, "Layers").`,
          });
        }
        return;
      }
      const target = posix.normalize(bare.startsWith("/") ? bare.slice(1) : posix.join(dirname(file), bare));
      const layer = layerOf(target);
      if (layer !== "core" && layer !== own && !row.may.includes(layer)) {
        const what = own === "mail" && layer === "app" ? "app/ beyond its words (app/i18n, app/lib/intl.tsx)" : NAMES[layer];
        context.report({ node, message: `${row.name} may not import ${what}: "${specifier}" (ARCHITECTURE.md, "Layers").` });
        return;
      }
      const domain = domainOf(target);
      if (domain && domain !== ownDomain && !row.internals && target !== `server/services/${domain}/index.ts`) {
        context.report({
          node,
          message: `${row.name} may use server/services/${domain} only through its public entry, server/services/${domain}/index.ts: "${specifier}" (ARCHITECTURE.md, "Layers").`,
        });
      }
    }

    const literal = (source) =>
      source?.type === "Literal"
        ? source.value
        : source?.type === "TemplateLiteral" && source.expressions.length === 0
          ? source.quasis[0].value.cooked
          : undefined;
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, literal(node.source)),
      TSExternalModuleReference: (node) => check(node.expression, literal(node.expression)),
      TSImportType: (node) =>
        check(node, literal(node.source ?? (node.argument?.type === "TSLiteralType" ? node.argument.literal : node.argument))),
    };
  },
};

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
  { plugins: { store: { rules: { layers } } }, rules: { "store/layers": "error" } },
);
