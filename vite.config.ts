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
  build: { manifest: true },
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/index.ts" } } },
  },
  server: { port: 3000 },
});
