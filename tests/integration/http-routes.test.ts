import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import type { LoaderFunctionArgs, ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import { logCapture, stubBuild } from "../helpers/stub-build.ts";
import type { Database } from "../../server/db/client.ts";
import { regions } from "../../server/db/schema/index.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { createApp } from "../../server/app.ts";
import { rootProductContext } from "../../server/router-context.ts";
import { parseRootProduct } from "../../core/urls/root-products.ts";

/**
 * One-segment addresses (docs/decisions/0020-one-segment-addresses.md): the catalogue's product route
 * at the root (":product") answers only the addresses the catalogue grammar reads, with what it read;
 * every other one-segment address is the content catch-all's ("*"). Through the real app, with a small
 * build whose pages print what their loaders got.
 */
const PRODUCT = "aurelia-platinum-engagement-ring-oval-diamond";
let database: Database;
let cacheDir: string;
let base: string;
let server: Server;

function pageBuild(): ServerBuild {
  return stubBuild({
    assetsDir: cacheDir,
    pages: {
      "default:/": { path: "", loader: () => ({ page: "home" }) },
      "default:/:product": {
        path: ":product",
        loader: ({ context }: LoaderFunctionArgs) => ({ page: "product", product: context.get(rootProductContext) }),
      },
      "us:/:product": {
        path: "us/:product",
        loader: ({ context }: LoaderFunctionArgs) => ({ page: "product", product: context.get(rootProductContext) }),
      },
      "default:/*": { path: "*", loader: ({ params }: LoaderFunctionArgs) => ({ page: "content", slug: params["*"] }) },
      "us:/*": { path: "us/*", loader: ({ params }: LoaderFunctionArgs) => ({ page: "content", slug: params["*"] }) },
    },
    render: (_request, status, root) => `<!DOCTYPE html><html><body><p>${status} ${root.path}</p></body></html>`,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(regions).values([
    { code: "UK", name: "United Kingdom", locales: ["en-gb"], currency: "GBP", isActive: true },
    { code: "US", name: "United States", locales: ["en-us"], currency: "USD", isActive: true },
  ]);
  forgetSiteData();
  cacheDir = mkdtempSync(join(tmpdir(), "store-routes-"));
  const app = createApp({ database, logger: pino({ level: "warn" }, logCapture().stream), build: pageBuild(), mediaCacheDir: cacheDir });
  server = app.listen(0, "127.0.0.1");
  await new Promise((ok) => server.once("listening", ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((ok) => server?.close(ok));
  await database?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  forgetSiteData();
});

/** The data of a page's routes, as the browser asks for it ("/path.data"), decoded to the text it holds. */
async function dataOf(path: string, routes?: string) {
  const res = await fetch(`${base}${path}.data${routes ? `?_routes=${routes}` : ""}`, { redirect: "manual" });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe("one-segment addresses", () => {
  it("are the catalogue's products where its grammar reads one, with the product it read handed to the loader", async () => {
    const answer = await dataOf(`/${PRODUCT}`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('"default:/:product"');
    expect(answer.text).not.toContain('"default:/*"');
    const route = parseRootProduct(`/${PRODUCT}`)!;
    for (const value of [route.kind, route.slug, route.metal, route.shape]) expect(answer.text).toContain(`"${value}"`);
    const us = await dataOf(`/us/${PRODUCT}`);
    expect(us.text).toContain('"us:/:product"');
    expect(us.text).toContain(`"${route.slug}"`);
  });

  it("are content pages everywhere else, the product route left out", async () => {
    for (const [path, id] of [
      ["/privacy", "default:/*"],
      ["/custom-engagement-ring-design", "default:/*"],
      ["/us/privacy", "us:/*"],
    ] as const) {
      const answer = await dataOf(path);
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toContain(`"${id}"`);
      expect(answer.text, path).not.toContain(":product");
      expect(answer.text, path).toContain('"content"');
    }
    expect((await fetch(`${base}/privacy`)).status).toBe(200);
  });

  it("are discovered by the browser with the routes of each address: the product route for a product only", async () => {
    const manifest = async (paths: string[]) => {
      const res = await fetch(`${base}/__manifest?paths=${paths.join(",")}&version=1`);
      expect(res.status).toBe(200);
      return Object.keys((await res.json()) as Record<string, unknown>).sort();
    };
    expect(await manifest(["/", "/privacy"])).toEqual(["default:/", "default:/*", "root"]);
    expect(await manifest(["/", `/${PRODUCT}`])).toEqual(["default:/", "default:/:product", "root"]);
    expect(await manifest(["/", "/privacy", `/${PRODUCT}`, "/us", "/us/privacy"])).toEqual([
      "default:/",
      "default:/*",
      "default:/:product",
      "root",
      "us:/*",
    ]);
    // Another version of the store: the browser loads the document again, as React Router answers.
    const stale = await fetch(`${base}/__manifest?paths=/privacy&version=0`);
    expect(stale.status).toBe(204);
    expect(stale.headers.get("x-remix-reload-document")).toBe("true");
  });

  it("answer a browser that chose the product route for a content page with the document to load instead", async () => {
    const answer = await dataOf("/privacy", "default:/:product");
    expect(answer.status).toBe(204);
    expect(answer.headers.get("x-remix-redirect")).toBe("/privacy");
    expect(answer.headers.get("x-remix-reload-document")).toBe("true");
    expect((await dataOf("/us/privacy", "us:/:product")).headers.get("x-remix-redirect")).toBe("/us/privacy");
    // The routes the address's table holds are answered as asked.
    expect((await dataOf("/privacy", "default:/*")).status).toBe(200);
    expect((await dataOf(`/${PRODUCT}`, "default:/:product")).status).toBe(200);
  });
});
