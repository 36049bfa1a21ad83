// The bare app's HTTP server: Express 5, compression (as the store) and React Router's request handler
// on the production build in ./build. Listens on PORT (0: any free port) on 127.0.0.1 and prints
// `listening PORT` once it does.
import express from "express";
import compression from "compression";
import { createRequestHandler } from "@react-router/express";

const build = await import(new URL("./build/server/index.js", import.meta.url).href);
const client = new URL("./build/client", import.meta.url).pathname;
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(`${client}/assets`, { immutable: true, maxAge: "1y", index: false }));
app.use(express.static(client, { maxAge: "1h", index: false }));
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
const server = app.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(`listening ${server.address().port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
