import { createContext, useContext, useEffect, useMemo } from "react";
import {
  Scripts as RouterScripts,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
  type UNSAFE_AssetsManifest,
  type DataRouteMatch,
  type DataRouter,
} from "react-router";

/** A value as JavaScript inside a `<script>` element (no `</script>` can end it early). */
const js = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The scripts of the views the server drew for this page (app/lib/lazy-view.tsx), collected as it
 * renders them and preloaded with the route's own: one set per server render, null in the browser.
 */
export const ModulePreloadsContext = createContext<Set<string> | null>(null);

/** The longest the scripts wait for the page's first paint. */
const FIRST_PAINT_WAIT_MS = 3000;

/** Set once the page has hydrated: from then on the scripts' elements are no longer rendered. */
let hydrated = false;

/**
 * The page's scripts, as React Router's `<Scripts>` writes them (its data for the browser, the
 * manifest of the routes around this page, the route modules, the client entry), except that the
 * browser is told to fetch the modules only once it has painted the page. A `modulepreload` link in
 * the document is fetched at high priority beside the document, its fonts and its main image, so on
 * a slow mobile line the first paint would wait for the scripts' transfer as well
 * (docs/decisions/0018-scripts-after-the-first-paint.md).
 *
 * - What starts them: the page's first contentful paint as the browser reports it (the frame on
 *   screen, not the one the page's code saw begin); where the browser does not report paints, the
 *   frame after this script; in a hidden tab, which draws nothing, at once; in any case after
 *   FIRST_PAINT_WAIT_MS.
 * - Then every preload is added to the head at once (the module graph arrives in one round trip, not
 *   one per level of imports), the route modules are imported, and then the client entry, which
 *   hydrates the page.
 * - The views the page drew (ModulePreloadsContext) are preloaded with the route's modules: this
 *   renders after them, at the end of the body.
 *
 * The development server's pages use React Router's own `<Scripts>` (its module reloading).
 */
export function Scripts({ nonce }: { nonce?: string | undefined }) {
  if (import.meta.env.DEV) return <RouterScripts nonce={nonce} />;
  return <DeferredScripts nonce={nonce} />;
}

function DeferredScripts({ nonce }: { nonce?: string | undefined }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const routerContext = useContext(UNSAFE_DataRouterContext);
  const matches = useContext(UNSAFE_DataRouterStateContext)?.matches;
  const viewModules = useContext(ModulePreloadsContext);
  if (!framework || !routerContext || !matches) throw new Error("<Scripts> renders inside React Router's framework");
  if (framework.renderMeta) framework.renderMeta.didRenderScripts = true;
  useEffect(() => {
    hydrated = true;
  }, []);

  const { manifest, serverHandoffString, routeDiscovery, ssr } = framework;
  const { router, staticContext } = routerContext;
  // What the browser runs is fixed by the first render (the server's); hydration keeps it as it is.
  const scripts = useMemo(() => {
    const lazyDiscovery = routeDiscovery.mode === "lazy" && ssr;
    const context = staticContext
      ? `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`
      : " ";
    const preloads = [...new Set([...(lazyDiscovery ? [] : [manifest.url]), manifest.entry.module, ...manifest.entry.imports, ...moduleHrefs(matches, manifest), ...(viewModules ?? [])])];
    const routeModules = matches.map((match) => {
      const route = manifest.routes[match.route.id];
      if (!route) throw new Error(`Route ${match.route.id} is not in the manifest`);
      const modules = [route.clientActionModule, route.clientLoaderModule, route.clientMiddlewareModule, route.hydrateFallbackModule, route.module].filter(
        (m): m is string => typeof m === "string",
      );
      return { id: match.route.id, modules };
    });
    const start = [
      `const preloads = ${js(preloads)};`,
      lazyDiscovery ? `window.__reactRouterManifest = ${js(partialManifest(manifest, router))};` : "",
      `const start = () => {`,
      `  for (const href of preloads) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
      lazyDiscovery ? "" : `  import(${js(manifest.url)});`,
      `  Promise.all([${routeModules.map((r) => `Promise.all([${r.modules.map((m) => `import(${js(m)})`).join(",")}]).then((parts) => Object.assign({}, ...parts))`).join(",")}])`,
      `    .then((routes) => { window.__reactRouterRouteModules = {${routeModules.map((r, i) => `${js(r.id)}: routes[${i}]`).join(",")}}; return import(${js(manifest.entry.module)}); })`,
      `    .catch((error) => console.error("Loading the page's scripts failed", error));`,
      `};`,
      `let started = false;`,
      `const once = () => { if (!started) { started = true; start(); } };`,
      `if (document.visibilityState !== "visible") once();`,
      `else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {`,
      `  new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); once(); } }).observe({ type: "paint", buffered: true });`,
      `  document.addEventListener("visibilitychange", once, { once: true });`,
      `  setTimeout(once, ${FIRST_PAINT_WAIT_MS});`,
      `} else requestAnimationFrame(() => setTimeout(once, 0));`,
    ]
      .filter(Boolean)
      .join("\n");
    const integrity = typeof manifest.sri === "object" ? manifest.sri : null;
    return (
      <>
        {integrity ? <script nonce={nonce} rr-importmap="" type="importmap" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: js({ integrity }) }} /> : null}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: context }} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: start }} type="module" async />
      </>
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as React Router's own: written once
  }, []);
  return hydrated ? null : scripts;
}

/** Every module a page's routes need: each route's module, its client loader and action, their imports. */
function moduleHrefs(matches: DataRouteMatch[], manifest: UNSAFE_AssetsManifest): string[] {
  return matches.flatMap((match) => {
    const route = manifest.routes[match.route.id];
    if (!route) return [];
    return [route.module, route.clientActionModule, route.clientLoaderModule, route.hydrateFallbackModule, ...(route.imports ?? [])].filter(
      (m): m is string => typeof m === "string",
    );
  });
}

/**
 * The routes the browser starts with when routes are discovered as links appear: those of this page and
 * of every path above it (as React Router's own `<Scripts>` writes them).
 */
function partialManifest({ sri, ...manifest }: UNSAFE_AssetsManifest, router: DataRouter): UNSAFE_AssetsManifest {
  const ids = new Set(router.state.matches.map((m) => m.route.id));
  const segments = router.state.location.pathname.split("/").filter(Boolean);
  segments.pop();
  const paths = ["/"];
  for (; segments.length > 0; segments.pop()) paths.push(`/${segments.join("/")}`);
  for (const path of paths) for (const m of router.match(path) ?? []) ids.add(m.route.id);
  const routes = Object.fromEntries([...ids].flatMap((id) => (manifest.routes[id] ? [[id, manifest.routes[id]]] : [])));
  return { ...manifest, routes, sri: sri ? true : undefined } as UNSAFE_AssetsManifest;
}
