import type { DataRouteMatch, UNSAFE_AssetsManifest } from "react-router";
import type { PageScripts, PageScriptsWriter } from "./scripts.tsx";

/** The longest the scripts wait for the page's first paint. */
export const FIRST_PAINT_WAIT_MS = 3000;

/** A value as JavaScript inside a `<script>` element (no `</script>` can end it early). */
const js = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The page's scripts (app/lib/scripts.tsx): React Router's data for the browser as its own
 * `<Scripts>` writes it, and a module script that starts the page's modules once it has been painted
 * (`startModules`, written into the page with its arguments).
 */
export const writePageScripts: PageScriptsWriter = (framework, { router, staticContext }, matches, viewModules): PageScripts => {
  const { manifest, serverHandoffString, routeDiscovery, ssr } = framework;
  if (typeof manifest.sri === "object")
    throw new Error("Subresource integrity is not written by the store's <Scripts> (app/lib/scripts.tsx)");
  const lazyDiscovery = routeDiscovery.mode === "lazy" && ssr;
  const context = staticContext
    ? `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`
    : " ";
  const page: PageModules = {
    preloads: [
      ...new Set([
        ...(lazyDiscovery ? [] : [manifest.url]),
        manifest.entry.module,
        ...manifest.entry.imports,
        ...moduleHrefs(matches, manifest),
        ...viewModules,
      ]),
    ],
    manifest: lazyDiscovery ? null : manifest.url,
    routes: matches.map((match) => [match.route.id, routeModules(manifest, match.route.id)]),
    entry: manifest.entry.module,
    waitMs: FIRST_PAINT_WAIT_MS,
  };
  const routeManifest = lazyDiscovery ? `window.__reactRouterManifest = ${js(partialManifest(manifest, router))};\n` : "";
  return { context, start: `${routeManifest}(${START_MODULES})(${js(page)});` };
};

/** What the browser needs to start a page's modules. */
export interface PageModules {
  /** Every module of the page, preloaded at once. */
  preloads: string[];
  /** The route manifest's module, when routes are not discovered as links appear. */
  manifest: string | null;
  /** Each route of the page, by id, with its modules (their exports merged: the route module). */
  routes: [string, string[]][];
  /** The client entry, which hydrates the page. */
  entry: string;
  /** The longest to wait for the first paint. */
  waitMs: number;
}

/**
 * Runs in the browser, written into the page (so it refers to nothing outside itself): once the page
 * has been painted (the first contentful paint the browser reports; the next frame where it reports
 * none; at once in a hidden tab, which draws nothing; after `waitMs` in any case), adds a preload for
 * every module at once (the module graph arrives in one round trip, not one per level of imports),
 * imports the route modules and then the client entry.
 */
export function startModules(page: PageModules): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of page.preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    if (page.manifest) void import(/* @vite-ignore */ page.manifest);
    Promise.all(
      page.routes.map(([, modules]) =>
        Promise.all(modules.map((m) => import(/* @vite-ignore */ m))).then((parts) => Object.assign({}, ...parts) as unknown),
      ),
    )
      .then((routes) => {
        (window as unknown as { __reactRouterRouteModules: Record<string, unknown> }).__reactRouterRouteModules = Object.fromEntries(
          page.routes.map(([id], i) => [id, routes[i]]),
        );
        return import(/* @vite-ignore */ page.entry);
      })
      .catch((error: unknown) => console.error("Loading the page's scripts failed", error));
  };
  if (document.visibilityState !== "visible") return start();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return void requestAnimationFrame(() => setTimeout(start, 0));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", start, { once: true });
  setTimeout(start, page.waitMs);
}

const START_MODULES = startModules.toString();

/** A route's modules, whose exports together are the route module: its client action, loader and middleware, hydrate fallback and module. */
function routeModules(manifest: UNSAFE_AssetsManifest, id: string): string[] {
  const route = manifest.routes[id];
  if (!route) throw new Error(`Route ${id} is not in the manifest`);
  const modules = [
    route.clientActionModule,
    route.clientLoaderModule,
    route.clientMiddlewareModule,
    route.hydrateFallbackModule,
    route.module,
  ];
  return modules.filter((m): m is string => typeof m === "string");
}

/** Every module a page's routes need: each route's module first, its other modules, their imports (the caller drops repeats). */
function moduleHrefs(matches: DataRouteMatch[], manifest: UNSAFE_AssetsManifest): string[] {
  return matches.flatMap(({ route: { id } }) => [
    manifest.routes[id]!.module,
    ...routeModules(manifest, id),
    ...(manifest.routes[id]!.imports ?? []),
  ]);
}

/**
 * The routes the browser starts with when routes are discovered as links appear: those of this page and
 * of every path above it (as React Router's own `<Scripts>` writes them).
 */
function partialManifest(
  { sri, ...manifest }: UNSAFE_AssetsManifest,
  router: Parameters<PageScriptsWriter>[1]["router"],
): UNSAFE_AssetsManifest {
  const ids = new Set(router.state.matches.map((m) => m.route.id));
  const segments = router.state.location.pathname.split("/").filter(Boolean);
  segments.pop();
  const paths = ["/"];
  for (; segments.length > 0; segments.pop()) paths.push(`/${segments.join("/")}`);
  for (const path of paths) for (const m of router.match(path) ?? []) ids.add(m.route.id);
  const routes = Object.fromEntries([...ids].flatMap((id) => (manifest.routes[id] ? [[id, manifest.routes[id]]] : [])));
  return { ...manifest, routes, sri: sri ? true : undefined } as UNSAFE_AssetsManifest;
}
