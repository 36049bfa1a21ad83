import { describe, expect, it } from "vitest";
import type { DataRouteMatch } from "react-router";
import { FIRST_PAINT_WAIT_MS, writePageScripts, type PageModules } from "./scripts.server.ts";

type Framework = Parameters<typeof writePageScripts>[0];
type RouterContext = Parameters<typeof writePageScripts>[1];

const manifest = {
  url: "/assets/manifest-1.js",
  version: "1",
  entry: { module: "/assets/entry.client-a.js", imports: ["/assets/shell-b.js"] },
  routes: {
    root: {
      id: "root",
      path: "",
      module: "/assets/root-c.js",
      imports: ["/assets/shell-b.js"],
      hasLoader: true,
      hasClientLoader: false,
      hasAction: false,
      hasClientAction: false,
      hasClientMiddleware: false,
      hasErrorBoundary: true,
    },
    "routes/segment": {
      id: "routes/segment",
      parentId: "root",
      path: "*",
      module: "/assets/segment-d.js",
      clientLoaderModule: "/assets/segment-loader-e.js",
      imports: ["/assets/kit-f.js"],
      hasLoader: true,
      hasClientLoader: true,
      hasAction: false,
      hasClientAction: false,
      hasClientMiddleware: false,
      hasErrorBoundary: false,
    },
    "routes/other": {
      id: "routes/other",
      parentId: "root",
      path: "other",
      module: "/assets/other-g.js",
      hasLoader: true,
      hasClientLoader: false,
      hasAction: false,
      hasClientAction: false,
      hasClientMiddleware: false,
      hasErrorBoundary: false,
    },
  },
};
const matches = [{ route: { id: "root" } }, { route: { id: "routes/segment" } }] as unknown as DataRouteMatch[];

function framework(mode: "lazy" | "initial"): Framework {
  return {
    manifest,
    serverHandoffString: '{"state":{"loaderData":{}}}',
    routeDiscovery: { mode, manifestPath: "/__manifest" },
    ssr: true,
  } as unknown as Framework;
}
const router = {
  router: {
    state: { matches, location: { pathname: "/engagement-rings" } },
    match: (path: string) => (path === "/" ? [matches[0]] : null),
  },
  staticContext: {},
} as unknown as RouterContext;

/** The argument the page's start script is called with. */
function pageModules(start: string): PageModules {
  return JSON.parse(/\)\((\{.*\})\);$/s.exec(start)![1]!) as PageModules;
}

describe("the page's scripts", () => {
  it("start every module of the page, the views it drew among them, from one script", () => {
    const { start } = writePageScripts(framework("lazy"), router, matches, ["/assets/ListingView-h.js", "/assets/kit-f.js"]);
    const page = pageModules(start);
    expect(page.preloads).toEqual([
      "/assets/entry.client-a.js",
      "/assets/shell-b.js",
      "/assets/root-c.js",
      "/assets/segment-d.js",
      "/assets/segment-loader-e.js",
      "/assets/kit-f.js",
      "/assets/ListingView-h.js",
    ]);
    expect(page.routes).toEqual([
      ["root", ["/assets/root-c.js"]],
      ["routes/segment", ["/assets/segment-loader-e.js", "/assets/segment-d.js"]],
    ]);
    expect(page.entry).toBe("/assets/entry.client-a.js");
    expect(page.manifest).toBeNull();
    expect(page.waitMs).toBe(FIRST_PAINT_WAIT_MS);
  });

  it("give the browser the routes of the page and of the paths above it when routes are discovered as links appear", () => {
    const { start } = writePageScripts(framework("lazy"), router, matches, []);
    const routeManifest = JSON.parse(/window\.__reactRouterManifest = (\{.*?\});\n/s.exec(start)![1]!) as {
      routes: Record<string, unknown>;
    };
    expect(Object.keys(routeManifest.routes).sort()).toEqual(["root", "routes/segment"]);
  });

  it("import the whole route manifest instead when every route is known at the start", () => {
    const { start } = writePageScripts(framework("initial"), router, matches, []);
    expect(start).not.toContain("__reactRouterManifest");
    const page = pageModules(start);
    expect(page.manifest).toBe("/assets/manifest-1.js");
    expect(page.preloads[0]).toBe("/assets/manifest-1.js");
  });

  it("keep React Router's data for the browser (escaped by it) as it wrote it, and nothing of theirs can end the script early", () => {
    const { context, start } = writePageScripts(framework("lazy"), router, matches, ["/assets/</script>-i.js"]);
    expect(context).toMatch(/^window\.__reactRouterContext = \{"state":\{"loaderData":\{\}\}\};/);
    expect(start).not.toContain("</script>");
    expect(pageModules(start).preloads).toContain("/assets/</script>-i.js");
  });
});
