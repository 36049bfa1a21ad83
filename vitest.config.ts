import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // One graphql instance: code under test would get the "development" build while libraries that
  // require("graphql") get index.mjs, and graphql refuses schemas from another instance.
  resolve: { alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL("./node_modules/graphql/index.mjs", import.meta.url)) }] },
  test: {
    include: [
      "core/**/*.test.ts",
      "server/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    exclude: ["node_modules", "build", "tests/e2e/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
