// Entry point. Production runs the compiled server bundle; development runs the TypeScript
// sources through Vite with hot reloading of the React app.
const dev = process.env.NODE_ENV === "development";
// React and other libraries pick their production builds from NODE_ENV: make it explicit.
if (!dev) process.env.NODE_ENV = "production";

try {
  if (dev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    const { startServer } = await devServer.ssrLoadModule("./server/index.ts");
    await startServer({
      dev: true,
      before: devServer.middlewares,
      build: () => devServer.ssrLoadModule("virtual:react-router/server-build"),
    });
  } else {
    const { startServer } = await import("../build/server/index.js");
    await startServer();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
