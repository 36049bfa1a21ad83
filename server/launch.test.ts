import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "launch-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A stand-in for the store: listens for SIGTERM (then shuts down with code 3) before it reports its
 * allocator settings, so a SIGTERM sent on seeing the report always finds the handler.
 */
const fixture = join(dir, "server.mjs");
writeFileSync(
  fixture,
  `process.on("SIGTERM", () => { console.log("closing"); setTimeout(() => process.exit(3), 50); });
console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX, tunables: process.env.GLIBC_TUNABLES, preload: process.env.LD_PRELOAD ?? "", gc: typeof globalThis.gc, flags: process.execArgv.join(" ") }));
setInterval(() => {}, 1000);
`,
);
const launcher = new URL("./launch.mjs", import.meta.url).href;
/** This machine's jemalloc, if it has Debian's. */
const jemalloc = ["/usr/lib/x86_64-linux-gnu/libjemalloc.so.2", "/usr/lib/aarch64-linux-gnu/libjemalloc.so.2"].find((path) =>
  existsSync(path),
);

function run(env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", `import { launch } from ${JSON.stringify(launcher)}; launch(${JSON.stringify(fixture)});`],
    {
      env: { ...process.env, MALLOC_ARENA_MAX: "", GLIBC_TUNABLES: "", LD_PRELOAD: "", MALLOC_CONF: "", JEMALLOC_PATH: "none", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const started = new Promise<{ arenas?: string; tunables?: string; preload?: string; gc?: string; flags?: string }>((resolve) => {
    child.stdout.on("data", () => {
      const line = out.split("\n")[0];
      if (out.includes("\n") && line) resolve(JSON.parse(line));
    });
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, started, exited, output: () => out };
}

describe("launcher", () => {
  it("runs the store with jemalloc where the system has it, unless something else is preloaded or it is turned off", async () => {
    const { allocatorEnv, JEMALLOC_CONF } = (await import(launcher)) as {
      allocatorEnv: (env: Record<string, string>, exists: (path: string) => boolean) => Record<string, string>;
      JEMALLOC_CONF: string;
    };
    const at =
      (...paths: string[]) =>
      (path: string) =>
        paths.includes(path);
    expect(allocatorEnv({}, at("/usr/lib/x86_64-linux-gnu/libjemalloc.so.2"))).toEqual({
      LD_PRELOAD: "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2",
      MALLOC_CONF: JEMALLOC_CONF,
    });
    expect(allocatorEnv({}, at())).toEqual({});
    expect(allocatorEnv({ LD_PRELOAD: "/opt/other.so" }, at("/usr/lib/x86_64-linux-gnu/libjemalloc.so.2"))).toEqual({});
    expect(allocatorEnv({ JEMALLOC_PATH: "none" }, at("/usr/lib/x86_64-linux-gnu/libjemalloc.so.2"))).toEqual({});
    expect(allocatorEnv({ JEMALLOC_PATH: "/opt/je.so", MALLOC_CONF: "narenas:2" }, at("/opt/je.so"))).toEqual({
      LD_PRELOAD: "/opt/je.so",
      MALLOC_CONF: "narenas:2",
    });
    // A named library that is not there is not preloaded (the dynamic loader would warn at every start).
    expect(allocatorEnv({ JEMALLOC_PATH: "/opt/missing.so" }, at())).toEqual({});
  });

  it.skipIf(!jemalloc)("starts the child with jemalloc preloaded (this machine has it)", async () => {
    const { child, started, exited } = run({ JEMALLOC_PATH: jemalloc! });
    expect((await started).preload).toBe(jemalloc);
    child.kill("SIGTERM");
    expect((await exited).code).toBe(3);
  });

  it("starts the store with allocator settings that give memory back and V8's gc, passes SIGTERM on and exits with the store's code", async () => {
    const { child, started, exited, output } = run();
    expect(await started).toEqual({
      arenas: "2",
      tunables: "glibc.malloc.trim_threshold=65536:glibc.malloc.mmap_threshold=65536",
      preload: "",
      gc: "function",
      flags: "--expose-gc --max-semi-space-size=32",
    });
    child.kill("SIGTERM");
    expect(await exited).toEqual({ code: 3, signal: null });
    expect(output()).toContain("closing");
  });

  it("keeps allocator settings and Node flags given in the environment", async () => {
    const { child, started, exited } = run({
      MALLOC_ARENA_MAX: "4",
      GLIBC_TUNABLES: "glibc.malloc.arena_max=4",
      NODE_OPTIONS: "--max-semi-space-size=8",
    });
    expect(await started).toEqual({ arenas: "4", tunables: "glibc.malloc.arena_max=4", preload: "", gc: "function", flags: "--expose-gc" });
    child.kill("SIGINT");
    // The stand-in has no SIGINT handler: it dies by the signal, and so does the launcher.
    expect(await exited).toEqual({ code: null, signal: "SIGINT" });
  });
});
