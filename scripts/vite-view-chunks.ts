// A Vite plugin that tells the server build where the client build put each lazily loaded view
// (app/lib/lazy-view.tsx). The client build writes, for every module of app/ that something imports
// with import(), the URLs of the chunk that holds it and of the chunks that chunk imports
// (build/client/.vite/view-chunks.json, beside Vite's manifest: not served); the server build, which
// runs after it, writes them into app/lib/view-chunks.server.ts, and the server render preloads a
// page's view with them. A module that is also imported statically may share a chunk with others,
// which Vite's manifest does not name by module: hence the plugin's own list. The development server
// and the tests keep the module's empty map.
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import type { Plugin } from "vite";

const TARGET = "app/lib/view-chunks.server.ts";
const LIST = ".vite/view-chunks.json";

type Chunk = { fileName: string; imports: readonly string[]; moduleIds: readonly string[] };

/** For each of `modules` (absolute ids, each in one chunk): the URLs of its chunk and of every chunk it imports, transitively, under `base`. */
export function viewChunks(chunks: readonly Chunk[], modules: ReadonlySet<string>, root: string, base: string): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const out: Record<string, string[]> = {};
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      if (!modules.has(id)) continue;
      const files: string[] = [];
      const walk = (file: string) => {
        if (files.includes(base + file)) return;
        files.push(base + file);
        for (const imported of byFile.get(file)?.imports ?? []) walk(imported);
      };
      walk(chunk.fileName);
      out[relative(root, id)] = files;
    }
  }
  return out;
}

export function viewChunksPlugin(): Plugin {
  let root = "";
  let base = "/";
  let clientOutDir = "build/client";
  return {
    name: "store:view-chunks",
    apply: "build",
    configResolved(config) {
      root = config.root;
      base = config.base;
      clientOutDir = config.environments?.["client"]?.build.outDir ?? clientOutDir;
    },
    // After Vite's own: it removes the chunks that held only stylesheets, and the imports of them.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        if (this.environment.name !== "client") return;
        const appDir = resolve(root, "app") + "/";
        const chunks: Chunk[] = [];
        const modules = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk") continue;
          chunks.push(output);
          for (const id of output.moduleIds)
            if (id.startsWith(appDir) && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) modules.add(id);
        }
        this.emitFile({ type: "asset", fileName: LIST, source: JSON.stringify(viewChunks(chunks, modules, root, base)) });
      },
    },
    transform(code, id) {
      if (this.environment.name === "client" || !id.endsWith(TARGET)) return null;
      const listPath = resolve(root, clientOutDir, LIST);
      let list: string;
      try {
        list = readFileSync(listPath, "utf8");
      } catch {
        this.warn(`no ${listPath} from the client build: lazily loaded views will not be preloaded`);
        return null;
      }
      const replaced = code.replace(/= \{\};/, `= ${list};`);
      if (replaced === code) this.error(`${TARGET} no longer declares its map as \`= {};\``);
      return { code: replaced, map: null };
    },
  };
}
