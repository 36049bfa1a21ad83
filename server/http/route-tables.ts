import type { NextFunction, Request, RequestHandler, Response } from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";

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
 * ":segment", "*"); any other first segment gets these alone. A request is handled with its first
 * segment's table, which holds every route that can match the path or one of its ancestors, ranked in
 * the same order: the same routes match, with the same ids, data and markup as with the whole build.
 * Route discovery (`/__manifest`, the browser asking for the routes of other paths) gets the whole build.
 */
export function pageRequestHandler(options: Parameters<typeof createRequestHandler>[0]): RequestHandler {
  const { build, ...rest } = options;
  if (typeof build !== "function") {
    // A built store: each table's handler prepares its routes once, on its first request.
    const tables = routeTables(build);
    const handlers = new Map<string, RequestHandler>();
    return (req: Request, res: Response, next: NextFunction) => {
      const key = tables.keyOf(requestPathname(req));
      let handler = handlers.get(key);
      if (!handler) handlers.set(key, (handler = createRequestHandler({ ...rest, build: tables.forKey(key) })));
      return handler(req, res, next);
    };
  }
  // The development server loads the build again for each request (hot reloading): so does each table.
  const handlers = new Map<string, RequestHandler>();
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const key = routeTables(await build()).keyOf(requestPathname(req));
      let handler = handlers.get(key);
      if (!handler) handlers.set(key, (handler = createRequestHandler({ ...rest, build: async () => routeTables(await build()).forKey(key) })));
      await handler(req, res, next);
    } catch (error) {
      next(error);
    }
  };
}

interface RouteTables {
  /** The name of the table whose routes can match a request's URL path (as the request has it: encoded, maybe ending in ".data"). */
  keyOf(pathname: string): string;
  forKey(key: string): ServerBuild;
}

/** The names of the whole build's table and of the routes that may match any first segment: no route's word has ":" or "*". */
const WHOLE = "*";
const ANY = ":";

const tablesOfBuild = new WeakMap<ServerBuild, RouteTables>();

/** The build split by the first segment of its routes' paths (see `pageRequestHandler`), once per build. */
export function routeTables(build: ServerBuild): RouteTables {
  let tables = tablesOfBuild.get(build);
  if (!tables) tablesOfBuild.set(build, (tables = splitBuild(build)));
  return tables;
}

function splitBuild(build: ServerBuild): RouteTables {
  // React Router strips a basename before matching; this split does not know it.
  if (build.basename && build.basename !== "/") return { keyOf: () => WHOLE, forKey: () => build };
  const manifestPath = build.routeDiscovery.mode === "lazy" ? build.routeDiscovery.manifestPath || "/__manifest" : null;

  const idsByWord = new Map<string, string[]>();
  for (const [id, word] of firstWords(build.routes)) idsByWord.set(word ?? ANY, [...(idsByWord.get(word ?? ANY) ?? []), id]);
  const anywhere = idsByWord.get(ANY) ?? [];
  idsByWord.delete(ANY);
  const tables = new Map<string, ServerBuild>([
    [WHOLE, build],
    [ANY, subBuild(build, new Set(anywhere))],
    ...[...idsByWord].map(([word, ids]): [string, ServerBuild] => [word, subBuild(build, new Set([...ids, ...anywhere]))]),
  ]);

  const keyOf = (pathname: string): string => {
    if (pathname === manifestPath) return WHOLE;
    const decoded = decodePath(normalizedPathname(pathname));
    // React Router matches a path that cannot be decoded as it is, but the ancestors of it that it
    // matches for the partial manifest may decode.
    if (decoded === null) return WHOLE;
    // The first segment that is not empty: "//us/x" matches only routes of any first segment, which
    // every table has, and its ancestors for the partial manifest ("/us") leave empty segments out.
    const word = asciiLowerCase(decoded.split("/").find(Boolean) ?? "");
    return idsByWord.has(word) ? word : ANY;
  };
  return { keyOf, forKey: (key) => tables.get(key) ?? build };
}

/**
 * The first segment of each route's whole path, lower-cased, when it is a plain word that only the same
 * word matches; null for a route that may match other first segments or "/": no path (the root, an
 * index or layout route), a parameter, an optional segment, a splat, or characters outside ASCII (which
 * React Router may compare in other cases).
 */
export function firstWords(routes: ServerBuild["routes"]): Map<string, string | null> {
  const pathOf = (id: string): string => {
    const route = routes[id]!;
    return `${route.parentId ? pathOf(route.parentId) : ""}/${route.path ?? ""}`;
  };
  return new Map(
    Object.keys(routes).map((id) => {
      const segment = pathOf(id).split("/").find(Boolean);
      return [id, segment !== undefined && /^[\x20-\x7e]+$/.test(segment) && !/[:*?]/.test(segment) ? asciiLowerCase(segment) : null];
    }),
  );
}
/** The build with only the given routes, in the same order (React Router ranks equal routes by it). */
function subBuild(build: ServerBuild, ids: Set<string>): ServerBuild {
  const pick = <T,>(all: Record<string, T>) => Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id)));
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
