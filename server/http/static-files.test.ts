import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clientRootFiles } from "./static-files.ts";

let dir = "";
let server: Server;
let base = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "store-client-"));
  writeFileSync(join(dir, "site.webmanifest"), `{"name":"Store"}`);
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "app.js"), "export {};");
  const app = express();
  app.use(clientRootFiles(dir));
  app.use((req, res) => void res.status(404).type("text/plain").send(`page ${req.path}`));
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

describe("the client build's top-level files", () => {
  it("are served by name, cacheable for an hour", async () => {
    const res = await fetch(`${base}/site.webmanifest`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(`{"name":"Store"}`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("leave every other address to what follows, without looking it up on disk", async () => {
    const stat = vi.spyOn(fs, "stat");
    try {
      for (const path of ["/iris-platinum-engagement-ring", "/assets/app.js", "/missing.txt", "/"]) {
        const res = await fetch(`${base}${path}`);
        expect(res.status).toBe(404);
        expect(await res.text()).toBe(`page ${path}`);
      }
      expect(stat).not.toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });
});
