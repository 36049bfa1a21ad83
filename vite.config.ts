import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { graphqlDocuments } from "./scripts/vite-graphql-documents.ts";
import { messages } from "./scripts/vite-messages.ts";
import { shellChunk } from "./scripts/vite-shell-chunk.ts";
import { viewChunksPlugin } from "./scripts/vite-view-chunks.ts";

const shell = shellChunk("shell", [/\/app\/entry\.client\.tsx$/, /\/app\/root\.tsx(\?.*)?$/]);

// The SSR build bundles the whole HTTP server (server/index.ts) so that production
// runs one compiled module; the client build is the React Router default, with each chunk holding
// only the GraphQL documents it uses, and Vite's manifest kept (build/client/.vite/manifest.json,
// not served: a dot folder) for the JavaScript budget check (scripts/js-budget.ts). The browser's
// messages come parsed, and each page's scripts carry the messages they show
// (scripts/vite-messages.ts). The server build learns where the client build put each lazily loaded
// view, to preload a page's (scripts/vite-view-chunks.ts).
export default defineConfig({
  plugins: [graphqlDocuments(), messages(), viewChunksPlugin(), shell.plugin, reactRouter()],
  build: {
    manifest: true,
    // core/ is pure TypeScript without side effects (ARCHITECTURE.md, "Layers"): a module of it that a
    // chunk imports but uses nothing of is left out, with what it imports, rather than kept for its
    // evaluation (a constant of the ring builder's rules would otherwise bring the URL grammar).
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (/\/core\/[^/].*\.ts$/.test(id) && !id.includes("/node_modules/") ? false : undefined) },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every module the client entry and the root import statically goes in one chunk (the
            // shell, scripts/vite-shell-chunk.ts), and the small modules every catalogue and stone
            // page loads in a second (kit): the bundler would otherwise split them by which lazily
            // loaded parts import them too, into more files every such page loads (each file costs
            // its own gzip overhead). A module only some of those pages load stays out of the kit.
            codeSplitting: {
              groups: [
                shell.group,
                {
                  name: "kit",
                  test: /\/core\/(vocabulary\/(stones|shapes|define)|money-format|carat|price-range)\.ts$|\/app\/components\/(ui\/(ShapeIcon|Image)\.tsx|ring-builder\/ring-state\.ts)$/,
                },
              ],
            },
          },
        },
      },
    },
    ssr: { build: { rollupOptions: { input: "./server/index.ts" } } },
  },
  server: { port: 3000 },
});
