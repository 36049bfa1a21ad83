import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The SSR build bundles the whole HTTP server (server/index.ts) so that production
// runs one compiled module; the client build is the React Router default.
export default defineConfig({
  plugins: [reactRouter()],
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/index.ts" } } },
  },
  server: { port: 3000 },
});
