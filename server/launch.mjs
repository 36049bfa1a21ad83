// Runs the store (server/main.mjs) in a child process whose C allocator is told to give memory back.
//
// Where the system has jemalloc (Debian's libjemalloc2, at one of JEMALLOC_PATHS, or JEMALLOC_PATH),
// the child runs with it (`LD_PRELOAD`), set to give freed pages back to the system a second after
// they fall free, by a background thread, wherever they lie in the heap (`MALLOC_CONF`): a fresh
// store's first burst of load then left 11% behind, where glibc left 40% (docs/benchmarks.md,
// "What the first burst leaves behind"), and 9% since the store keeps fewer HTTP parsers and image
// signatures ("What the store keeps after a burst"). Otherwise glibc is used, with the settings below.
//
// Node's buffers (rendered pages, their compressed copies) are allocated with glibc's malloc, which by
// default keeps what is freed: after a burst of load the process stays hundreds of megabytes larger
// than it needs to be. glibc reads its settings only when a process starts, so they are set here for
// the child: few arenas (`MALLOC_ARENA_MAX`), and fixed mmap and trim thresholds of 64 KB
// (`GLIBC_TUNABLES`) so that buffers from 64 KB up (compression's windows and output, rendered pages)
// are mapped and unmapped on their own and the top of the heap is returned on free. glibc returns only
// the top: free memory below blocks still in use (V8's string table and code bookkeeping, ICU's
// formatters, HTTP parsers, all made during the first burst) stays with the process, and the next
// burst reuses it. The page cache keeps its copies in V8's heap for that reason (server/http/page-cache.ts).
// The child also gets V8's `gc` (`--expose-gc`): the store collects garbage itself once it falls idle
// after a burst (server/http/idle-collection.ts), since V8 collects only when JavaScript allocates;
// and a young generation of 2 × 32 MB (`--max-semi-space-size=32`) instead of the 2 × 64 MB V8 takes
// on a machine with this much memory (no measurable change of CPU per page, 60-100 MB less at the
// end of a burst). Values already in the environment win (Node flags go in NODE_OPTIONS, which the
// child inherits). SIGTERM, SIGINT and SIGHUP are passed on, so the store shuts down gracefully, and
// this process exits as the store did.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const MEMORY_ENV = {
  MALLOC_ARENA_MAX: "2",
  GLIBC_TUNABLES: "glibc.malloc.trim_threshold=65536:glibc.malloc.mmap_threshold=65536",
};

/** Where Debian and other systems keep jemalloc's shared library. */
export const JEMALLOC_PATHS = [
  "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2",
  "/usr/lib/aarch64-linux-gnu/libjemalloc.so.2",
  "/usr/lib64/libjemalloc.so.2",
  "/usr/lib/libjemalloc.so.2",
];

/** jemalloc's settings: freed pages given back after a second, by its own thread. */
export const JEMALLOC_CONF = "background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0";

/**
 * The allocator the child is run with: jemalloc when the system has it and the environment preloads
 * nothing else (`JEMALLOC_PATH` names it, or one of JEMALLOC_PATHS exists; `JEMALLOC_PATH=none` turns
 * it off), else none (glibc, with MEMORY_ENV).
 */
export function allocatorEnv(env, exists = existsSync) {
  const named = env.JEMALLOC_PATH;
  if (env.LD_PRELOAD || named === "none") return {};
  const library = named ? [named].find((path) => exists(path)) : JEMALLOC_PATHS.find((path) => exists(path));
  return library ? { LD_PRELOAD: library, MALLOC_CONF: env.MALLOC_CONF || JEMALLOC_CONF } : {};
}

/** V8 flags of the child, each unless NODE_OPTIONS sets it. */
export const V8_FLAGS = ["--expose-gc", "--max-semi-space-size=32"];

/**
 * Runs `script` with Node in a child process with the memory settings above, passes signals on and
 * exits as the child did (with its code, or by the same signal).
 */
export function launch(script, args = []) {
  const env = { ...process.env };
  for (const [name, value] of Object.entries(MEMORY_ENV)) if (!env[name]) env[name] = value;
  Object.assign(env, allocatorEnv(env));

  const nodeOptions = env.NODE_OPTIONS ?? "";
  const flags = V8_FLAGS.filter((flag) => !nodeOptions.includes(flag.split("=")[0]));
  const child = spawn(process.execPath, [...flags, script, ...args], {
    stdio: "inherit",
    env,
    // Its own process group: a Ctrl-C in the terminal reaches the store once, through this process.
    detached: true,
  });
  const signals = ["SIGTERM", "SIGINT", "SIGHUP"];
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of signals) process.on(signal, forward);

  child.on("error", (error) => {
    console.error(`could not start the store: ${error.message}`);
    process.exit(1);
  });
  child.on("exit", (code, signal) => {
    for (const s of signals) process.off(s, forward);
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
  return child;
}

// `node server/launch.mjs` runs the store.
if (process.argv[1] === fileURLToPath(import.meta.url)) launch(fileURLToPath(new URL("./main.mjs", import.meta.url)));
