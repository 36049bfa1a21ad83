import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { graphqlDocuments } from "./scripts/vite-graphql-documents.ts";
import { messages } from "./scripts/vite-messages.ts";
import { viewChunksPlugin } from "./scripts/vite-view-chunks.ts";

// The SSR build bundles the whole HTTP server (server/index.ts) so that production
// runs one compiled module; the client build is the React Router default, with each chunk holding
// only the GraphQL documents it uses, and Vite's manifest kept (build/client/.vite/manifest.json,
// not served: a dot folder) for the JavaScript budget check (scripts/js-budget.ts). The browser's
// messages come parsed, and each page's scripts carry the messages they show
// (scripts/vite-messages.ts). The server build learns where the client build put each lazily loaded
// view, to preload a page's (scripts/vite-view-chunks.ts).
export default defineConfig({
  plugins: [graphqlDocuments(), messages(), viewChunksPlugin(), reactRouter()],
  build: {
    manifest: true,
    // core/ is pure TypeScript without side effects (ARCHITECTURE.md, "Layers"): a module of it that a
    // chunk imports but uses nothing of is left out, with what it imports, rather than kept for its
    // evaluation (a constant of the ring builder's rules would otherwise bring the URL grammar).
    rolldownOptions: { treeshake: { moduleSideEffects: (id) => (/\/core\/[^/].*\.ts$/.test(id) && !id.includes("/node_modules/") ? false : undefined) } },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The shell's own modules that the lazily loaded views import too (site data, links,
            // images, messages, the GraphQL handle) go in one chunk with what they import: the bundler
            // would otherwise split them by which views import them, into more files every page
            // loads (each file costs its own gzip overhead).
            codeSplitting: {
              groups: [
                {
                  name: "ui",
                  test: /\/app\/(lib\/(site|graphql-client|browser|links|intl|message-format|meta)\.tsx?|components\/ui\/(Link|Image)\.tsx|i18n\/message-parser\.ts)$|\/core\/(cookies|number-format)\.ts$/,
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
