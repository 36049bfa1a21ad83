import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ViteDevServer } from "vite";
import type * as AppModule from "../../server/app.ts";
import type { Database } from "../../server/db/client.ts";
import { createTestDatabase } from "./db.ts";

/** Loads a module of the store through Vite's SSR graph: the same instances the app's pages use. */
export type StoreLoad = <T>(path: string) => Promise<T>;

export interface ViteStore {
  /** `http://127.0.0.1:{port}` of the listening app. */
  base: string;
  database: Database;
  load: StoreLoad;
  close(): Promise<void>;
}

/**
 * The whole store on Vite's server build (the pages as the dev server renders them) on a fresh test
 * database, listening on a free port: `prepare` seeds what the tests need, with modules loaded through
 * `load` so their caches are the app's own.
 */
export async function startViteStore(options: {
  name: string;
  pageCacheSeconds: number;
  logLevel?: string;
  prepare: (load: StoreLoad, database: Database) => Promise<void>;
}): Promise<ViteStore> {
  const { createServer } = await import("vite");
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const load: StoreLoad = (path) => vite.ssrLoadModule(path) as never;
  const { createApp } = await load<typeof AppModule>("./server/app.ts");
  const { pino } = await import("pino");
  const database = await createTestDatabase();
  await options.prepare(load, database);
  const cacheDir = mkdtempSync(join(tmpdir(), `store-${options.name}-`));
  const app = createApp({
    database,
    logger: pino({ level: options.logLevel ?? "silent" }),
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
    mediaCacheDir: cacheDir,
    pageCacheSeconds: options.pageCacheSeconds,
  });
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((ok) => server.once("listening", ok));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    database,
    load,
    async close() {
      server.closeAllConnections();
      await new Promise((ok) => server.close(ok));
      await database.close();
      await vite.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}
