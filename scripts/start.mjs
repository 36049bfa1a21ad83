// `npm start`: builds the store when the build is missing or older than the sources, then runs it
// through the launcher (server/launch.mjs).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const built = join(root, "build/server/index.js");

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = Math.max(...["app", "server", "core"].map((d) => newest(join(root, d))), statSync(join(root, "package.json")).mtimeMs);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log("Building the store…");
  execFileSync(process.execPath, [join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], { stdio: "inherit", cwd: root });
}
// The store runs in a child process, so that the C allocator's settings apply to it (server/launch.mjs).
const { launch } = await import("../server/launch.mjs");
launch(join(root, "server/main.mjs"));
