// The bare React Router app of scripts/bench/bare/ and the store, started for `npm run bench`.
//
// The bare app is built once per version of its sources, React Router and Node into a directory of its
// own under the system's temporary directory (its node_modules is a link to the store's), and runs
// there in production mode on the same Node as the benchmark.

import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const sources = new URL("./bare", import.meta.url).pathname;

export interface Running {
  origin: string;
  pid: number;
  stop: () => Promise<void>;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

/** Where the bare app is built: one directory per version of its sources, React Router and Node. */
function bareDir(): string {
  const hash = createHash("sha256");
  for (const file of files(sources).sort()) hash.update(relative(sources, file)).update(readFileSync(file));
  hash.update(readFileSync(join(root, "node_modules/react-router/package.json")));
  hash.update(process.version);
  return join(tmpdir(), `store-bench-bare-${hash.digest("hex").slice(0, 16)}`);
}

/** Builds the bare app unless this version is already built; answers its directory. */
export function buildBareApp(): string {
  const dir = bareDir();
  if (existsSync(join(dir, "build/server/index.js"))) return dir;
  console.log(`Building the bare React Router app in ${dir}…`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(sources, dir, { recursive: true });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  try {
    execFileSync(process.execPath, [join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
      cwd: dir,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NODE_ENV: "production" },
    });
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: Buffer; stderr?: Buffer };
    rmSync(join(dir, "build"), { recursive: true, force: true });
    throw new Error(`the bare app did not build:\n${stdout?.toString() ?? ""}${stderr?.toString() ?? ""}`, { cause: err });
  }
  return dir;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
    });
}

/** Builds (when needed) and starts the bare app on a free port of 127.0.0.1. */
export async function startBareApp(): Promise<Running> {
  const dir = buildBareApp();
  const child = spawn(process.execPath, [join(dir, "server.mjs")], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`the bare app stopped (exit ${code}) before listening`)));
  });
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid!, stop: stopper(child) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The process the launcher started (the store itself), from /proc (Linux); the launcher's own pid elsewhere. */
function childOf(pid: number): number {
  try {
    const child = Number(readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/)[0]);
    return child > 0 ? child : pid;
  } catch {
    return pid;
  }
}

/**
 * Starts the store's production build (`build/`, made by `npm run build`) as `npm start` does, through
 * server/launch.mjs (its allocator and V8 settings), with the page cache off, on a free port, and waits
 * until it is ready (the first start seeds the demo data, which takes minutes). The pid given is the
 * store's own process, whose CPU and memory the benchmark reads.
 */
export async function startStore(): Promise<Running> {
  if (!existsSync(join(root, "build/server/index.js"))) throw new Error("no production build: run `npm run build` first");
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "server/launch.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PAGE_CACHE_SECONDS: "0",
      PORT: String(port),
      LOG_LEVEL: process.env["LOG_LEVEL"] ?? "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15 * 60_000;
  console.log(`Starting the store at ${origin} (PAGE_CACHE_SECONDS=0)…`);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store stopped (exit ${child.exitCode}) before it was ready`);
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { origin, pid: childOf(child.pid!), stop: stopper(child) };
    await new Promise((r) => setTimeout(r, 1000));
  }
  await stopper(child)();
  throw new Error("the store was not ready after 15 minutes");
}
