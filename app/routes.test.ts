import fc from "fast-check";
import { createStaticHandler, type RouteObject, type ServerBuild, type StaticHandler } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import routeConfig from "./routes.ts";
import { REGIONS } from "../core/regions.ts";
import { routeTables } from "../server/http/route-tables.ts";
import { ROUTE_CLAIMS } from "../server/router-context.ts";
import { ROOT_PRODUCT_PATTERN, parseRootProduct } from "../core/urls/root-products.ts";

/** The store's route table as its server build has it: the root, then every route in the order of app/routes.ts. */
function storeBuild(): ServerBuild {
  const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: object }> = {
    root: { id: "root", path: "", module: {} },
  };
  for (const entry of routeConfig)
    routes[entry.id!] = { id: entry.id!, parentId: "root", path: entry.path, index: entry.index, module: {} };
  const assets = Object.fromEntries(Object.keys(routes).map((id) => [id, { id }]));
  return {
    routes,
    assets: { routes: assets },
    basename: "/",
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** The route objects React Router's static handler makes of a build's routes (nested by parent, in the build's order). */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route!.parentId === parentId)
    .map((route) =>
      route!.index ? { id: route!.id, index: true } : { id: route!.id, path: route!.path, children: routeTree(routes, route!.id) },
    );
}

const build = storeBuild();
const tables = routeTables(build, ROUTE_CLAIMS);
/** The request handler's matcher of a table (React Router's, with the routes ranked once). */
const handlers = new Map<ServerBuild, StaticHandler>();
const handlerOf = (table: ServerBuild) =>
  handlers.get(table) ?? handlers.set(table, createStaticHandler(routeTree(table.routes))).get(table)!;
const whole = handlerOf(build);
/** The catalogue's products at the root, in every region: kept only for the addresses the catalogue grammar reads. */
const productRoutes = new Set(
  routeConfig.filter((entry) => entry.path?.replace(/^[a-z]+\//, "") === ROOT_PRODUCT_PATTERN).map((entry) => entry.id!),
);
const wholeWithoutProducts = handlerOf({
  ...build,
  routes: Object.fromEntries(Object.entries(build.routes).filter(([id]) => !productRoutes.has(id))),
});

/** The ids of the routes that match a path (React Router decodes it), or null. */
const matchedIds = (handler: StaticHandler, path: string) => handler.match(path)?.map((m) => m.route.id) ?? null;

/** What React Router matches for a request: the page's path, then (for the partial manifest) each of its ancestors. */
function matchesOf(handler: StaticHandler, requestPath: string) {
  const path = requestPath.endsWith("/_.data") ? requestPath.slice(0, -"_.data".length) : requestPath.replace(/\.data$/, "");
  const segments = path.split("/").filter(Boolean);
  const ancestors = segments.map((_, i) => `/${segments.slice(0, i).join("/")}`);
  return [path, ...ancestors].map((p) => [p, matchedIds(handler, p)]);
}

/**
 * A request's table matches what the whole table matches, the products at the root left out unless
 * the catalogue grammar reads one in the request's path.
 */
function expectSameMatches(requestPath: string) {
  const address = tables.classify(requestPath);
  const table = handlerOf(tables.forKey(address.key));
  expect(matchesOf(table, requestPath), requestPath).toEqual(matchesOf(address.read[0] ? whole : wholeWithoutProducts, requestPath));
}

const PRODUCT = "orla-toi-et-moi-18k-white-gold-engagement-ring-oval-diamond";
/** Every route's pattern with each parameter filled in (or left out when optional), and the splat empty or not. */
const patternPaths = routeConfig
  .filter((entry) => entry.id!.startsWith("default:"))
  .flatMap((entry) => {
    if (!entry.path) return ["/"];
    const filled = (value: string, rest: string) =>
      `/${entry
        .path!.replace(/\/:[\w-]+\?/g, "")
        .replace(/:[\w-]+\??/g, value)
        .replace(/\*$/, rest)}`.replace(/\/+$/, "") || "/";
    return [filled(PRODUCT, ""), filled("us", "a/b"), filled("diamonds", "privacy")];
  });

/**
 * The server hands React Router, for each request, only the routes that can match its path
 * (server/http/route-tables.ts): with the store's table, every path matches the same routes as with the whole table.
 */
describe("a request's route table", () => {
  it("holds the product route at the root for the addresses the catalogue grammar reads, with what it read, and for no other", () => {
    const idsOf = (path: string) => Object.keys(tables.forKey(tables.keyOf(path)).routes);
    expect(productRoutes.size).toBe(REGIONS.length);
    for (const path of [
      `/${PRODUCT}`,
      `/${PRODUCT}.data`,
      `/us/${PRODUCT}`,
      `/${PRODUCT.toUpperCase()}`,
      "/aurelia-platinum-engagement-ring-lab-grown-diamond-round-f-vs1-1.00ct",
    ]) {
      expect(tables.classify(path).read, path).toEqual([parseRootProduct(path.replace(/^\/us\//, "/").replace(/\.data$/, ""))]);
      expect(tables.classify(path).read[0], path).not.toBeNull();
      expect(
        idsOf(path).filter((id) => productRoutes.has(id)),
        path,
      ).toEqual(path.startsWith("/us/") ? ["default:/:product", "us:/:product"] : ["default:/:product"]);
    }
    for (const path of [
      "/privacy",
      "/privacy.data",
      "/us/privacy",
      "/custom-engagement-ring-design",
      `/${PRODUCT}/reviews`,
      "/engagement-rings",
      "/",
      "/%zz",
    ]) {
      expect(tables.classify(path).read, path).toEqual([null]);
      expect(
        idsOf(path).filter((id) => productRoutes.has(id)),
        path,
      ).toEqual([]);
    }
  });

  // React Router warns of each path it cannot decode.
  beforeAll(() => void vi.spyOn(console, "warn").mockImplementation(() => {}));

  it("holds a fraction of the store's routes: the routes under the path's first word and those that match any first segment", () => {
    expect(Object.keys(build.routes).length).toBe(416);
    expect(Object.keys(tables.forKey(tables.keyOf(`/${PRODUCT}`)).routes)).toEqual([
      "root",
      "default:/",
      "default:/:product",
      "default:/*",
    ]);
    expect(Object.keys(tables.forKey(tables.keyOf("/privacy")).routes)).toEqual(["root", "default:/", "default:/*"]);
    expect(Object.keys(tables.forKey(tables.keyOf(`/us/${PRODUCT}`)).routes).length).toBe(46 + 4);
    expect(Object.keys(tables.forKey(tables.keyOf("/diamonds/natural/round")).routes)).toEqual([
      "root",
      "default:/",
      "default:/diamonds",
      "default:/diamonds/natural/:shape?/:page?",
      "default:/diamonds/lab-grown-sku/:shape?/:page?",
      "default:/diamonds/lab-grown",
      "default:/diamonds/:identifier/dtl",
      "default:/*",
    ]);
    // Route discovery asks for the routes of any path.
    expect(tables.forKey(tables.keyOf("/__manifest"))).toBe(build);
  });

  it("matches the same routes as the whole table for every route's pattern, in any region", () => {
    for (const prefix of [
      "",
      ...REGIONS.map((r) => `/${r.toLowerCase()}`),
      "/xx",
      "/US",
      "/Us",
      "/u%73",
      "/%55S",
      "/us%2Fx",
      "/%zz",
      "//us",
    ]) {
      for (const path of patternPaths) {
        const full = `${prefix}${path}`.replace(/(.)\/$/, "$1") || "/";
        for (const requestPath of [full, full === "/" ? "/_.data" : `${full}.data`, full.toUpperCase()]) expectSameMatches(requestPath);
      }
    }
  }, 120_000);

  it("matches the same routes as the whole table for any path made of the routes' words, parameters and odd segments", () => {
    const words = [...new Set(routeConfig.flatMap((entry) => (entry.path ?? "").split("/")))].filter((s) => s && !/[:*]/.test(s));
    const segment = fc.oneof(
      fc.constantFrom(...words, PRODUCT, "us", "au", "ca", "eu", "ie", "int", "nz", "za", "uk", "xx", "natural", "round", "2"),
      fc.constantFrom(...words, "us").map((w) => w.toUpperCase()),
      fc.constantFrom(...words, "us").map((w) => encodeURIComponent(w).replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)),
      fc.constantFrom("", "%zz", "%2F", ".data", "_.data", "\u212a", "ſ", "ÉTÉ"),
      fc.string({ maxLength: 4 }).map(encodeURIComponent),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.boolean(), (segments, slash) => {
        expectSameMatches(`/${segments.join("/")}${slash ? "/" : ""}`);
      }),
      { numRuns: 3000 },
    );
  }, 120_000);
});
