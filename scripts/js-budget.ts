// The JavaScript budget of every route: after `react-router build`, the gzip size of the JavaScript a
// page of each route loads (the client entry, the root route and the route's module, with every chunk
// they import statically, transitively: what React Router's <Scripts> imports and modulepreloads),
// printed as a table, largest first. Exits 1 naming each route over its budget.
// A route that renders one of several kinds of page loads each kind's view with the page, not with the
// route (app/lib/lazy-view.tsx: the server preloads it, and the page hydrates once it has run): such a
// route has a row for each kind of page too (ONE_OF), the route's JavaScript with that view's and with
// every other view the route or the view can load with a page (such as the ring builder's step bar and
// the sold stone's notice), all at once, and each row must fit the route's budget.
// Reads the client build's Vite manifest (build/client/.vite/manifest.json, kept by `build.manifest`
// in vite.config.ts): the same manifest React Router computes its own preload lists from; and the
// chunks of each lazily loaded module (build/client/.vite/view-chunks.json, scripts/vite-view-chunks.ts).
// Run: `NODE_ENV=production npm run build && npm run check:js-budget` (or `tsx scripts/js-budget.ts
// [clientDir]`): a build made under vitest (NODE_ENV=test, as the browser tests' is) bundles React's
// development build and is not what the store serves.
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { reachable } from "./vite-shell-chunk.ts";

/** One chunk of Vite's build manifest (the fields this check reads). */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** Budget of a route, in bytes of gzip (level 9) of its JavaScript. */
export const DEFAULT_BUDGET = 150 * 1024;

/**
 * Routes allowed more than the default, by route module (source path), each with its reason: none
 * today. A route that needs one is held at its measured size (its largest page, in whole KB, with 1
 * to 2 KB of room) until its own code is split further: lower a figure whenever a route gets lighter,
 * never raise one. The shell every page loads (client entry, root and their imports, one chunk:
 * scripts/vite-shell-chunk.ts) is 123 KB by itself, ReactDOM, React and React Router 107 KB of it,
 * which leaves 27 KB for a route's own code.
 */
export const BUDGET_OVERRIDES: Record<string, { bytes: number; reason: string }> = {};

const ENTRY = "app/entry.client.tsx";
const ROOT = "app/root.tsx";
const ROUTE_QUERY = "?__react-router-build-client-route";

/** A page of a route: the route alone, or with the views it loads with the page (`views`, outermost first). */
export type RouteJs = { route: string; views: string[]; files: string[]; bytes: number; budget: number };

/** The lazily loaded views (lazyView's source paths) and each one's chunks as URLs (scripts/vite-view-chunks.ts). */
export type Views = { lazy: readonly string[]; chunks: Readonly<Record<string, readonly string[]>> };

/** The manifest key of an entry or route module, with or without React Router's route query. */
function findKey(manifest: Manifest, src: string): string {
  for (const key of [src + ROUTE_QUERY, src]) if (manifest[key]) return key;
  throw new Error(`${src} is not in the build manifest`);
}

/** The files (deduplicated, JavaScript only) the given manifest keys load: each chunk and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const chunks = reachable(keys, (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest names ${key} as an import but has no such chunk`);
    return chunk.imports ?? [];
  });
  return [...new Set([...chunks].map((key) => manifest[key]!.file).filter((file) => /\.m?js$/.test(file)))];
}

/** The route modules of the build: every entry chunk but the client entry and the root. */
export function routeModules(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry)
    .map((key) => key.replace(ROUTE_QUERY, ""))
    .filter((src) => src !== ENTRY && src !== ROOT)
    .sort();
}

/** The views that the given files import lazily: those whose first chunk one of the files' chunks imports with import(). */
function viewsLoadedBy(manifest: Manifest, files: readonly string[], views: Views): string[] {
  const inFiles = new Set(files);
  const dynamic = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (!inFiles.has(chunk.file)) continue;
    for (const key of chunk.dynamicImports ?? []) if (manifest[key]) dynamic.add(manifest[key].file);
  }
  return views.lazy.filter((view) => {
    const first = views.chunks[view]?.[0];
    return first !== undefined && dynamic.has(first.replace(/^\//, ""));
  });
}

/**
 * Views of which a page loads at most one with it: the kinds of page one route renders (a product or a
 * listing; a chosen stone, or a search opening on its results). Every other view a
 * route's code reaches may load with any of them, and with each other (the step bar and the sold
 * stone's notice beside a search): the check counts those together. A new view is counted with all the
 * others until it is named here.
 */
export const ONE_OF: readonly (readonly string[])[] = [
  ["app/components/catalogue/ListingView.tsx", "app/components/catalogue/ProductView.tsx"],
  ["app/components/stones/SelectedStone.tsx", "app/components/stones/StoneSearchBody.tsx"],
];

/** Every choice of one view from each group: [[a, c], [a, d], [b, c], [b, d]] for [[a, b], [c, d]]. */
function choices(groups: readonly (readonly string[])[]): string[][] {
  return groups.reduce<string[][]>((made, group) => made.flatMap((chosen) => group.map((view) => [...chosen, view])), [[]]);
}

/**
 * Per route module: the JavaScript a page of it loads and its gzip size, largest first. With `views`, a
 * row too for the largest pages a route can make: each kind of page (one view of each `oneOf` group
 * the route reaches) with every other view the route's code, or that view's, loads with a page, all at
 * once.
 */
export function measureRoutes(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  overrides = BUDGET_OVERRIDES,
  views: Views = { lazy: [], chunks: {} },
  oneOf: readonly (readonly string[])[] = [],
): RouteJs[] {
  const shell = [findKey(manifest, ENTRY), findKey(manifest, ROOT)];
  const viewFiles = (view: string) => (views.chunks[view] ?? []).map((url) => url.replace(/^\//, ""));
  const row = (route: string, shown: string[], files: string[]): RouteJs => ({
    route,
    views: shown,
    files,
    bytes: files.reduce((sum, file) => sum + sizeOf(file), 0),
    budget: overrides[route]?.bytes ?? DEFAULT_BUDGET,
  });
  /** The views a page of the route can load, but those left out, in the order of `views.lazy`. */
  const reached = (files: string[], leftOut: ReadonlySet<string>): string[] => {
    const kept = (found: string[]) => found.filter((view) => !leftOut.has(view));
    const found = reachable(kept(viewsLoadedBy(manifest, files, views)), (view) => kept(viewsLoadedBy(manifest, viewFiles(view), views)));
    return views.lazy.filter((view) => found.has(view));
  };
  return routeModules(manifest)
    .flatMap((route) => {
      const files = staticClosure(manifest, [...shell, findKey(manifest, route)]);
      const all = reached(files, new Set());
      const groups = oneOf.map((group) => group.filter((view) => all.includes(view))).filter((group) => group.length > 0);
      const rows = [row(route, [], files)];
      for (const chosen of choices(groups)) {
        const leftOut = new Set(groups.flat().filter((view) => !chosen.includes(view)));
        const shown = reached(files, leftOut);
        if (shown.length) rows.push(row(route, shown, [...new Set([...files, ...shown.flatMap(viewFiles)])]));
      }
      return rows;
    })
    .sort((a, b) => b.bytes - a.bytes || a.route.localeCompare(b.route) || a.views.length - b.views.length);
}

/** The views app/ loads with lazyView (app/lib/lazy-view.tsx), by the source path each names. */
export function lazyViews(appDir: string): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(appDir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const m of readFileSync(join(appDir, file), "utf8").matchAll(/\blazyView\(\s*"([^"]+)"/g)) found.add(m[1]!);
  }
  return [...found].sort();
}

/** Gzip (level 9) size of a built file, read once. */
export function gzipSizer(clientDir: string): (file: string) => number {
  const cache = new Map<string, number>();
  return (file) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A row's name: the route module, and the views loaded with the page ("app/routes/catalogue/product.tsx + ProductView.tsx, StepBar.tsx"). */
export function pageName(row: Pick<RouteJs, "route" | "views">): string {
  return row.views.length ? `${row.route} + ${row.views.map((v) => basename(v)).join(", ")}` : row.route;
}

export function formatTable(rows: RouteJs[]): string {
  const lines = ["| route module | JS gzip | budget | files |", "| --- | --- | --- | --- |"];
  for (const row of rows)
    lines.push(`| ${pageName(row)} | ${kb(row.bytes)} | ${kb(row.budget)}${row.bytes > row.budget ? " OVER" : ""} | ${row.files.length} |`);
  return lines.join("\n");
}

function main() {
  const clientDir = process.argv[2] ?? "build/client";
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  } catch {
    console.error(
      `No build manifest in ${clientDir}/.vite/manifest.json: run \`npm run build\` first (vite.config.ts keeps the manifest with build.manifest).`,
    );
    process.exit(1);
  }
  let chunks: Views["chunks"] = {};
  try {
    chunks = JSON.parse(readFileSync(join(clientDir, ".vite", "view-chunks.json"), "utf8")) as Views["chunks"];
  } catch {
    console.error(`No ${clientDir}/.vite/view-chunks.json (scripts/vite-view-chunks.ts): views loaded with their page are not counted.`);
    process.exit(1);
  }
  const sizeOf = gzipSizer(clientDir);
  const rows = measureRoutes(manifest, sizeOf, BUDGET_OVERRIDES, { lazy: lazyViews("app"), chunks }, ONE_OF);
  const shared = staticClosure(manifest, [findKey(manifest, ENTRY), findKey(manifest, ROOT)]).reduce((sum, f) => sum + sizeOf(f), 0);
  console.log(`JavaScript per route (gzip -9; entry + root alone: ${kb(shared)})\n`);
  console.log(formatTable(rows));
  const over = rows.filter((row) => row.bytes > row.budget);
  if (over.length > 0) {
    console.error(`\n${over.length} route(s) over the JavaScript budget:`);
    for (const row of over) console.error(`  ${pageName(row)}: ${kb(row.bytes)} > ${kb(row.budget)}`);
    console.error(
      "Load what is below the fold or behind a click lazily (React.lazy + Suspense), or keep large libraries out of the entry and root.",
    );
    process.exit(1);
  }
  const held = [...new Set(rows.filter((row) => BUDGET_OVERRIDES[row.route]).map((row) => row.route))];
  if (held.length > 0)
    console.log(
      `\n${held.length} route(s) have a budget above ${kb(DEFAULT_BUDGET)} (BUDGET_OVERRIDES in scripts/js-budget.ts, each with its reason).`,
    );
  console.log(`Every route is within its JavaScript budget.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
