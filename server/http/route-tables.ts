import type { NextFunction, Request, RequestHandler, Response } from "express";
import { createRequestHandler, type GetLoadContextFunction } from "@react-router/express";
import { createRequestHandler as createFetchHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import { splitRegionPath } from "../../core/regions.ts";

/**
 * A route pattern that React Router cannot tell apart from another by its segments (a dynamic segment
 * the content catch-all shares: ":product" and "*" both match "/privacy"). Its routes are in a
 * request's table only when the grammar that owns them reads the request's path; what it read is
 * handed to the loaders through the router context, so the address is read once.
 * (docs/decisions/0020-one-segment-addresses.md)
 */
export interface RouteClaim<T> {
  /** The claimed routes' pattern without the region prefix (":product"): its copy under every region prefix is claimed. */
  pattern: string;
  /** What a path names, without its region prefix and as the request has it ("/privacy"); null when it is not the claimed routes'. */
  read(path: string): T | null;
  /** Where a request's loaders find what `read` answered (null for a path it did not read). */
  context: RouterContext<T | null>;
}

// A list of claims of any value each: their values are only handed on, each to its own context.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Claims = readonly RouteClaim<any>[];

/**
 * React Router's request handler, given for each request only the routes that can match its path.
 *
 * React Router tries a path against the routes of the build in turn, several times a request (the
 * request, and each of its ancestors for the partial manifest of `<Scripts>`), and builds every route
 * again for each render (`ServerRouter`); the store registers each page once per region prefix
 * (app/routes/regional.ts), so that work would grow with the number of regions. A route whose path
 * starts with a plain word ("us/diamonds", "diamonds") matches only paths whose first segment is that
 * word (in any case, once decoded). So the build is split once by first segment: a word's table holds
 * the routes under it and every route whose first segment is not a word (the root, the home page,
 * ":product", "*"); any other first segment gets these alone. A request is handled with its first
 * segment's table, which holds every route that can match the path or one of its ancestors, ranked in
 * the same order: the same routes match, with the same ids, data and markup as with the whole build.
 *
 * A claimed route (`claims`) is left out of the table of a request whose path its grammar does not
 * read, so that the route below it answers ("/privacy": the content page, not the product). The
 * browser matches routes by their patterns alone: route discovery (`/__manifest`, the browser asking
 * for the routes of other paths) answers each path with its own table's routes, and a data request
 * for a route its path's table does not hold (the browser chose the product route for a content
 * page) is answered with React Router's "load the document" redirect to the same address.
 */
export function pageRequestHandler(options: Parameters<typeof createRequestHandler>[0] & { claims?: Claims }): RequestHandler {
  const { build, claims = [], getLoadContext, mode, ...rest } = options;
  const addresses = new WeakMap<Request, Address>();
  // What each claim read of the request's address, for its loaders.
  const withClaims: GetLoadContextFunction = async (req, res) => {
    const context = getLoadContext ? await getLoadContext(req, res) : new RouterContextProvider();
    const read = addresses.get(req)?.read ?? [];
    claims.forEach((claim, i) => context.set(claim.context, read[i] ?? null));
    return context;
  };
  const serve = async (
    tables: RouteTables,
    handlerOf: (key: string) => RequestHandler,
    fetchHandlerOf: (key: string) => FetchHandler,
    req: Request,
    res: Response,
    next: NextFunction,
  ) => {
    const address = tables.classify(requestPathname(req));
    if (address.key === MANIFEST && claims.length > 0) return answerManifest(tables, fetchHandlerOf, req, res);
    const stale = staleDataRequest(tables, address.key, req);
    if (stale)
      return void res
        .status(204)
        .set({ "X-Remix-Redirect": stale, "X-Remix-Status": "302", "X-Remix-Reload-Document": "true", "Cache-Control": "no-store" })
        .end();
    addresses.set(req, address);
    return handlerOf(address.key)(req, res, next);
  };
  const handlers = new Map<string, RequestHandler>();
  const fetchHandlers = new Map<string, FetchHandler>();
  const memo = <H>(map: Map<string, H>, key: string, make: () => H): H => map.get(key) ?? map.set(key, make()).get(key)!;
  if (typeof build !== "function") {
    // A built store: each table's handler prepares its routes once, on its first request.
    const tables = routeTables(build, claims);
    const handlerOf = (key: string) =>
      memo(handlers, key, () => createRequestHandler({ ...rest, mode, getLoadContext: withClaims, build: tables.forKey(key) }));
    const fetchHandlerOf = (key: string) => memo(fetchHandlers, key, () => createFetchHandler(tables.forKey(key), mode));
    return (req: Request, res: Response, next: NextFunction) => serve(tables, handlerOf, fetchHandlerOf, req, res, next).catch(next);
  }
  // The development server loads the build again for each request (hot reloading): so does each table.
  const tablesOf = async () => routeTables(await build(), claims);
  const handlerOf = (key: string) =>
    memo(handlers, key, () =>
      createRequestHandler({ ...rest, mode, getLoadContext: withClaims, build: async () => (await tablesOf()).forKey(key) }),
    );
  const fetchHandlerOf = (key: string) =>
    memo(fetchHandlers, key, () => createFetchHandler(async () => (await tablesOf()).forKey(key), mode));
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await serve(await tablesOf(), handlerOf, fetchHandlerOf, req, res, next);
    } catch (error) {
      next(error);
    }
  };
}

type FetchHandler = ReturnType<typeof createFetchHandler>;

/** What a request's path is, for the routes: its table, and what each claim read of it (null: not its routes'). */
export interface Address {
  key: string;
  read: readonly unknown[];
}

interface RouteTables {
  /** A request's table and what the claims read, from its URL path (as the request has it: encoded, maybe ending in ".data"). */
  classify(pathname: string): Address;
  /** The name of the table whose routes can match a request's URL path. */
  keyOf(pathname: string): string;
  forKey(key: string): ServerBuild;
}

/**
 * The names of the whole build's table, of the routes that may match any first segment (no route's
 * word has ":" or "*"), and of route discovery's request.
 */
const WHOLE = "*";
const ANY = ":";
const MANIFEST = "?";

const tablesOfBuild = new WeakMap<ServerBuild, WeakMap<Claims, RouteTables>>();

/** The build split by the first segment of its routes' paths and by what its claims read (see `pageRequestHandler`), once per build. */
export function routeTables(build: ServerBuild, claims: Claims = NO_CLAIMS): RouteTables {
  const byClaims = tablesOfBuild.get(build) ?? tablesOfBuild.set(build, new WeakMap()).get(build)!;
  return byClaims.get(claims) ?? byClaims.set(claims, splitBuild(build, claims)).get(claims)!;
}
const NO_CLAIMS: Claims = [];

function splitBuild(build: ServerBuild, claims: Claims): RouteTables {
  const noClaim = claims.map(() => null);
  // React Router strips a basename before matching; this split does not know it.
  if (build.basename && build.basename !== "/")
    return { classify: () => ({ key: WHOLE, read: noClaim }), keyOf: () => WHOLE, forKey: () => build };
  const manifestPath = build.routeDiscovery.mode === "lazy" ? build.routeDiscovery.manifestPath || "/__manifest" : null;

  const idsByWord = new Map<string, string[]>();
  for (const [id, word] of firstWords(build.routes)) idsByWord.set(word ?? ANY, [...(idsByWord.get(word ?? ANY) ?? []), id]);
  const anywhere = idsByWord.get(ANY) ?? [];
  idsByWord.delete(ANY);
  // Each claim's routes: those whose path, without its region prefix, is the claim's pattern.
  const claimed = claims.map(
    (claim) =>
      new Set([...routePaths(build.routes)].filter(([, path]) => splitRegionPath(path).path === `/${claim.pattern}`).map(([id]) => id)),
  );
  // A claim reads only the paths its route could match: as many segments as its pattern, the first
  // not a word of another route (a route of that word outranks it: "/engagement-rings" is a section's),
  // so that no other page's address is parsed by a claim's grammar as well as by its own loader.
  const claimSegments = claims.map((claim) => claim.pattern.split("/").filter(Boolean).length);
  const routeWords = new Set(
    [...routePaths(build.routes).values()].map((path) => asciiLowerCase(splitRegionPath(path).path.split("/").find(Boolean) ?? "")),
  );
  const mayMatch = (segments: number, path: string): boolean => {
    const parts = path.split("/").filter(Boolean);
    const first = parts[0] === undefined ? null : decodePath(parts[0]);
    return parts.length === segments && first !== null && !routeWords.has(asciiLowerCase(first));
  };
  const tables = new Map<string, ServerBuild>();
  // A table's name: the word's (WHOLE, ANY or a word), then whether each claim read the path ("|01").
  const forKey = (key: string): ServerBuild => {
    const known = tables.get(key);
    if (known) return known;
    const [word = WHOLE, flags = ""] = key.split("|");
    if (word !== WHOLE && word !== ANY && !idsByWord.has(word)) return build;
    const left = new Set(claimed.flatMap((ids, i) => (flags[i] === "1" ? [] : [...ids])));
    const ids = word === WHOLE ? Object.keys(build.routes) : [...(word === ANY ? [] : idsByWord.get(word)!), ...anywhere];
    const table = flags === "" && word === WHOLE ? build : subBuild(build, new Set(ids.filter((id) => !left.has(id))));
    tables.set(key, table);
    return table;
  };

  const classify = (pathname: string): Address => {
    if (pathname === manifestPath) return { key: MANIFEST, read: noClaim };
    const page = normalizedPathname(pathname);
    const read = claims.map((claim, i) =>
      mayMatch(claimSegments[i]!, splitRegionPath(page).path) ? claim.read(splitRegionPath(page).path) : null,
    );
    const flags = read.map((value) => (value === null ? "0" : "1")).join("");
    const named = (word: string) => ({ key: flags ? `${word}|${flags}` : word, read });
    const decoded = decodePath(page);
    // React Router matches a path that cannot be decoded as it is, but the ancestors of it that it
    // matches for the partial manifest may decode.
    if (decoded === null) return named(WHOLE);
    // The first segment that is not empty: "//us/x" matches only routes of any first segment, which
    // every table has, and its ancestors for the partial manifest ("/us") leave empty segments out.
    const word = asciiLowerCase(decoded.split("/").find(Boolean) ?? "");
    return named(idsByWord.has(word) ? word : ANY);
  };
  return { classify, keyOf: (pathname) => classify(pathname).key, forKey: (key) => (key === MANIFEST ? build : forKey(key)) };
}

/**
 * Route discovery for the paths a browser asks about ("/__manifest?paths=/privacy,/aurelia-...&version=..."):
 * each path is answered with the routes of its own table (React Router's own answer, asked of that
 * table), so that the browser learns the product route from a product's address only.
 */
async function answerManifest(
  tables: RouteTables,
  fetchHandlerOf: (key: string) => FetchHandler,
  req: Request,
  res: Response,
): Promise<void> {
  const url = new URL(`http://localhost${req.originalUrl}`);
  const groups = new Map<string, string[]>();
  for (const path of (url.searchParams.get("paths") ?? "").split(",").filter(Boolean)) {
    const key = tables.keyOf(path.startsWith("/") ? path : `/${path}`);
    groups.set(key, [...(groups.get(key) ?? []), path]);
  }
  if (groups.size === 0) groups.set(MANIFEST, []);
  const patches: Record<string, unknown> = {};
  let cacheControl = "no-store";
  for (const [key, paths] of groups) {
    const asked = new URL(url);
    if (key !== MANIFEST) asked.searchParams.set("paths", paths.join(","));
    const answer = await fetchHandlerOf(key)(new Request(asked, { headers: { accept: req.get("accept") ?? "*/*" } }));
    // A refusal (another version of the store, a request too long) is the answer for every path.
    if (answer.status !== 200) return sendFetchResponse(res, answer);
    Object.assign(patches, await answer.json());
    cacheControl = answer.headers.get("Cache-Control") ?? cacheControl;
  }
  res.status(200).set("Cache-Control", cacheControl).json(patches);
}

async function sendFetchResponse(res: Response, answer: globalThis.Response): Promise<void> {
  res.status(answer.status).set(Object.fromEntries(answer.headers));
  res.end(answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined);
}

/**
 * A browser's data request for routes its path's table does not hold (it chose the product route for
 * "/privacy", which it matched by pattern): the address to load as a document instead, else null.
 */
function staleDataRequest(tables: RouteTables, key: string, req: Request): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = new URL(`http://localhost${req.originalUrl}`);
  if (!url.pathname.endsWith(".data")) return null;
  const asked = url.searchParams.get("_routes")?.split(",").filter(Boolean) ?? [];
  const table = tables.forKey(key).routes;
  const whole = tables.forKey(WHOLE).routes;
  if (!asked.some((id) => id in whole && !(id in table))) return null;
  url.searchParams.delete("_routes");
  return `${normalizedPathname(url.pathname)}${url.search}`;
}

/**
 * The first segment of each route's whole path, lower-cased, when it is a plain word that only the same
 * word matches; null for a route that may match other first segments or "/": no path (the root, an
 * index or layout route), a parameter, an optional segment, a splat, or characters outside ASCII (which
 * React Router may compare in other cases).
 */
export function firstWords(routes: ServerBuild["routes"]): Map<string, string | null> {
  return new Map(
    [...routePaths(routes)].map(([id, path]) => {
      const segment = path.split("/").find(Boolean);
      return [id, segment !== undefined && /^[\x20-\x7e]+$/.test(segment) && !/[:*?]/.test(segment) ? asciiLowerCase(segment) : null];
    }),
  );
}

/** Each route's whole path, its layouts' paths before its own ("/us/:product"). */
function routePaths(routes: ServerBuild["routes"]): Map<string, string> {
  const pathOf = (id: string): string => {
    const route = routes[id]!;
    return `${route.parentId ? pathOf(route.parentId) : ""}/${route.path ?? ""}`;
  };
  return new Map(Object.keys(routes).map((id) => [id, pathOf(id).replace(/\/{2,}/g, "/")]));
}
/** The build with only the given routes, in the same order (React Router ranks equal routes by it). */
function subBuild(build: ServerBuild, ids: Set<string>): ServerBuild {
  const pick = <T>(all: Record<string, T>) => Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id)));
  return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
}

/** The path of the request as the Fetch request React Router gets (express adapter) has it. */
function requestPathname(req: Request): string {
  try {
    return new URL(`http://localhost${req.originalUrl}`).pathname;
  } catch {
    return "";
  }
}

/** The page a request is for: a client navigation asks "/path.data" ("/_.data" for the home page). */
function normalizedPathname(pathname: string): string {
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
}

/** Each segment decoded, a "/" in one kept encoded, as React Router matches it; null when one cannot be decoded. */
function decodePath(pathname: string): string | null {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return null;
  }
}

/** React Router compares path segments case-insensitively, and an ASCII letter only with its other case. */
function asciiLowerCase(value: string): string {
  return value.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
