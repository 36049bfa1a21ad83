import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

let server: ChildProcess | undefined;
let dataDir: string | undefined;

/** Builds the store, starts it on a throwaway embedded database and waits until it is ready. */
export async function setup(project: TestProject) {
  if (!process.env["E2E_SKIP_BUILD"]) {
    // The production build, as visitors get it (under vitest NODE_ENV is "test", which would build React's development code).
    execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
  }
  dataDir = mkdtempSync(join(tmpdir(), "store-e2e-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  server = spawn(process.execPath, ["server/launch.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_STONES: process.env["SEED_STONES"] ?? "3000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the store exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the store did not become ready");
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide("baseUrl", base);
  // Without SMTP_URL the store writes each mail it sends as an .eml file here.
  project.provide("outboxDir", join(dataDir, "outbox"));
}

export async function teardown() {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server!.once("exit", r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    outboxDir: string;
  }
}
