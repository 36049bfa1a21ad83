import { Writable } from "node:stream";
import { createElement } from "react";
import type { EntryContext, LoaderFunctionArgs, RouterContextProvider, ServerBuild } from "react-router";
import { publicOrigin } from "../../app/lib/root.server.ts";
import { handleError } from "../../app/entry.server.tsx";
import { storeContext } from "../../server/router-context.ts";

/** What the stub's root loader answers: the canonical origin and path as the store's root builds them, and the request's region. */
export interface StubRoot {
  origin: string;
  path: string;
  region: string;
}

/**
 * A small page build for the real app (server/app.ts): a root whose loader builds the canonical link
 * the way the store's does (publicOrigin), the pages given under it, and a document `render` writes
 * (it may throw, as a page that finds it has nothing to show does). Errors go to the store's own
 * `handleError`.
 */
export function stubBuild(options: {
  assetsDir: string;
  pages: Record<string, { path: string; loader: (args: LoaderFunctionArgs) => unknown }>;
  render: (request: Request, status: number, root: StubRoot) => string;
}): ServerBuild {
  const component = () => createElement("main");
  const route = (id: string, path: string, parentId?: string) => ({ id, parentId, path, index: undefined, caseSensitive: undefined });
  const routes: Record<string, ReturnType<typeof route> & { module: { default: typeof component; loader: (args: never) => unknown } }> = {
    root: {
      ...route("root", ""),
      module: {
        default: component,
        loader: ({ request, context }: { request: Request; context: RouterContextProvider }): StubRoot => ({
          origin: publicOrigin(request),
          path: new URL(request.url).pathname,
          region: context.get(storeContext).region,
        }),
      },
    },
  };
  for (const [id, page] of Object.entries(options.pages))
    routes[id] = { ...route(id, page.path, "root"), module: { default: component, loader: page.loader } };
  const manifestRoutes = Object.fromEntries(
    Object.values(routes).map((r) => [
      r.id,
      {
        id: r.id,
        parentId: r.parentId,
        path: r.path,
        module: `/${r.id}.js`,
        hasAction: false,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
      },
    ]),
  );
  const handleRequest = (request: Request, status: number, headers: Headers, context: EntryContext) => {
    // An address no route matches runs no loader.
    const root = (context.staticHandlerContext.loaderData["root"] as StubRoot | undefined) ?? { origin: "", path: "", region: "" };
    const html = options.render(request, status, root);
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(html, { status, headers });
  };
  return {
    entry: { module: { default: handleRequest, handleError } },
    routes,
    assets: { entry: { module: "/entry.js", imports: [] }, routes: manifestRoutes, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: options.assetsDir,
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** A pino destination that keeps the lines the app logs, parsed. */
export function logCapture(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}
