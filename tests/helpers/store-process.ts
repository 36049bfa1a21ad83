import type { ServerBuild } from "react-router";
import { startServer } from "../../server/index.ts";

/**
 * The store as its own process, for tests that must stop it hard (a crash test kills it with SIGKILL):
 * `startServer` as `server/main.mjs` runs it (environment, database, migrations, job worker, GraphQL),
 * without the pages, which such tests do not visit (a page request answers 500). The test bundles it
 * with esbuild (packages left in node_modules, so it starts in seconds) and runs the bundle with the
 * store's environment (PORT, DATA_DIR or DATABASE_URL, SESSION_SECRET).
 */
const noPages = (): Promise<ServerBuild> => Promise.reject(new Error("this store process serves no pages"));
await startServer({ build: noPages });
