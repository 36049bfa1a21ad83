import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The framework's defaults only: React Router's plugin, its own entries, no server bundle of ours.
export default defineConfig({
  plugins: [reactRouter()],
  cacheDir: ".vite-cache",
  logLevel: "warn",
});
