import { createContext, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { firstWords, routeTables } from "./route-tables.ts";

const routes = (paths: Record<string, string | undefined>) =>
  Object.fromEntries([
    ["root", { id: "root", path: "" }],
    ...Object.entries(paths).map(([id, path]) => [id, { id, parentId: "root", path, index: path === undefined }]),
  ]) as unknown as ServerBuild["routes"];

const buildOf = (paths: Record<string, string | undefined>, basename = "/"): ServerBuild => {
  const manifest = routes(paths);
  return {
    routes: manifest,
    assets: { routes: manifest },
    basename,
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
};

describe("a request's route table", () => {
  const build = buildOf({
    home: undefined,
    diamonds: "diamonds",
    search: "diamonds/natural/:shape?",
    usHome: "us",
    usDiamonds: "us/diamonds",
    segment: ":segment",
    content: "*",
  });
  const tables = routeTables(build);
  const idsFor = (path: string) => Object.keys(tables.forKey(tables.keyOf(path)).routes);

  it("holds the routes under the path's first segment and those that match any, in the build's order", () => {
    expect(idsFor("/diamonds/natural/round")).toEqual(["root", "home", "diamonds", "search", "segment", "content"]);
    expect(idsFor("/US/diamonds.data")).toEqual(["root", "home", "usHome", "usDiamonds", "segment", "content"]);
    expect(idsFor("/%75s/")).toEqual(idsFor("/us"));
    expect(idsFor("//us/diamonds")).toEqual(idsFor("/us"));
    expect(idsFor("/privacy")).toEqual(["root", "home", "segment", "content"]);
    expect(idsFor("/_.data")).toEqual(idsFor("/"));
    expect(tables.forKey(tables.keyOf("/us/_.data")).assets.routes).toEqual(tables.forKey(tables.keyOf("/us")).routes);
  });

  it("is the whole build for route discovery, a path that cannot be decoded, and a build with a basename", () => {
    expect(tables.forKey(tables.keyOf("/__manifest"))).toBe(build);
    expect(tables.forKey(tables.keyOf("/us/%zz"))).toBe(build);
    const based = buildOf({ usHome: "us" }, "/shop");
    expect(routeTables(based).forKey(routeTables(based).keyOf("/shop/us"))).toBe(based);
  });
});

describe("a claimed route", () => {
  const build = buildOf({ home: undefined, usHome: "us", segment: ":segment", usSegment: "us/:segment", content: "*", usContent: "us/*" });
  const claims = [
    {
      pattern: ":segment",
      read: (path: string) => (/^\/ring-\w+$/.test(path) ? path.slice(6) : null),
      context: createContext<string | null>(null),
    },
  ];
  const tables = routeTables(build, claims);
  const idsFor = (path: string) => Object.keys(tables.forKey(tables.keyOf(path)).routes);

  it("is in a request's table only when its grammar reads the path without its region prefix, with what it read", () => {
    expect(idsFor("/ring-oval")).toEqual(["root", "home", "segment", "content"]);
    expect(tables.classify("/ring-oval.data").read).toEqual(["oval"]);
    expect(idsFor("/us/ring-oval")).toEqual(["root", "home", "usHome", "segment", "usSegment", "content", "usContent"]);
    expect(tables.classify("/us/ring-oval").read).toEqual(["oval"]);
    expect(idsFor("/privacy")).toEqual(["root", "home", "content"]);
    expect(tables.classify("/privacy").read).toEqual([null]);
    expect(idsFor("/us/privacy")).toEqual(["root", "home", "usHome", "content", "usContent"]);
    expect(idsFor("/%zz")).toEqual(["root", "home", "usHome", "content", "usContent"]);
  });

  it("is not asked about a path its route cannot match: another number of segments, or another route's word", () => {
    const asked: string[] = [];
    const counting = [{ ...claims[0]!, read: (path: string) => (asked.push(path), null) }];
    const words = routeTables(buildOf({ diamonds: "diamonds", usDiamonds: "us/diamonds", segment: ":segment", content: "*" }), counting);
    for (const path of ["/", "/diamonds", "/us/diamonds", "/Diamonds.data", "/a/b", "/us/a/b", "/%zz"]) words.classify(path);
    expect(asked).toEqual([]);
    for (const path of ["/ring-oval", "/us/ring-oval.data"]) words.classify(path);
    expect(asked).toEqual(["/ring-oval", "/ring-oval"]);
  });

  it("leaves the tables of a build without claims as they were", () => {
    expect(Object.keys(routeTables(build).forKey(routeTables(build).keyOf("/privacy")).routes)).toEqual([
      "root",
      "home",
      "segment",
      "content",
    ]);
  });
});

describe("a route's first word", () => {
  it("is the first segment of its whole path in lower case when that is a plain word", () => {
    expect(Object.fromEntries(firstWords(routes({ a: "US/diamonds", b: "/diamonds", c: "us", d: "diamond-search/lab/:gia" })))).toEqual({
      root: null,
      a: "us",
      b: "diamonds",
      c: "us",
      d: "diamond-search",
    });
  });

  it("is none for a route that may match other first segments or none", () => {
    expect([...firstWords(routes({ a: undefined, b: ":region/x", c: "us?/x", d: "*", e: "été", f: "" })).values()]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("is a layout's word for the routes under it, and the first word of their paths under a layout without one", () => {
    const nested = {
      root: { id: "root", path: "" },
      us: { id: "us", parentId: "root", path: "us" },
      usPage: { id: "usPage", parentId: "us", path: ":segment" },
      layout: { id: "layout", parentId: "root" },
      page: { id: "page", parentId: "layout", path: "account/profile" },
    } as unknown as ServerBuild["routes"];
    expect(Object.fromEntries(firstWords(nested))).toEqual({ root: null, us: "us", usPage: "us", layout: null, page: "account" });
  });
});
