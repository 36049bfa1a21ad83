import { createContext, lazy, memo, Suspense, useContext, useEffect, type ComponentType, type ReactNode } from "react";
import { ModulePreloadsContext } from "./scripts.tsx";

/**
 * The scripts of each lazily loaded view, by its source path (app/lib/view-chunks.server.ts): given by
 * entry.server.tsx to the server render only, null in the browser.
 */
export const ViewChunksContext = createContext<Readonly<Record<string, readonly string[]>> | null>(null);

/** A view loaded with its page rather than with its route (lazyView). */
export type LazyView<P> = ComponentType<P> & { load: () => Promise<unknown> };

/**
 * A view of a route that renders one of several kinds of page (a product or a listing, a content
 * page), in a script of its own, so that a page loads the view it shows and not the others:
 *
 * - the server renders it at once (every view is loaded as the server starts) and adds its scripts
 *   to the page's module preloads (app/lib/scripts.tsx), so the browser fetches them beside the
 *   route's own scripts, not after them;
 * - in the browser the page hydrates the server's markup once the view's script has run (React waits
 *   for it: nothing is drawn again or replaced); a later page of another kind loads its view before it
 *   is shown, the current page staying until then.
 *
 * `src` is the view module's path from the project root, as the build's manifest names it
 * ("app/components/catalogue/ProductView.tsx"); `load` imports it.
 */
export function lazyView<P extends object>(src: string, load: () => Promise<ComponentType<P>>): LazyView<P> {
  const { Lazy, start } = loader(load);
  function View(props: P) {
    const chunks = useContext(ViewChunksContext);
    const preloads = useContext(ModulePreloadsContext);
    if (chunks && preloads) for (const href of chunks[src] ?? []) preloads.add(href);
    return <Lazy {...props} />;
  }
  View.displayName = `LazyView(${src.slice(src.lastIndexOf("/") + 1)})`;
  return Object.assign(View, { load: start });
}

/**
 * A part of every page of its kind that the page does not need to be used at first: below the fold
 * (the footer, a product's reviews) or drawn only on demand. The page's scripts do not include it:
 *
 * - the server renders it with the page (every deferred part is loaded as the server starts);
 * - in the browser the page hydrates without it, its markup staying as the server drew it (its links
 *   work as plain links), and its script is fetched once the rest of the page has hydrated; then it
 *   hydrates too. An update that reaches it before then (the browser's own site data, a transition)
 *   waits for it. A later page draws it once its script has run, `fallback` until then.
 *
 * It is a boundary of its own, redrawn only when its props change.
 */
export function deferredView<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): LazyView<P> {
  const { Lazy, start } = loader(load);
  function View(props: P) {
    useEffect(() => void start().catch((error: unknown) => console.error("Loading a part of the page failed", error)), []);
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(memo(View) as unknown as ComponentType<P>, { load: start });
}

/** A component's module, loaded once for every view made with the same `load` function. */
interface Loading<P> {
  loaded: ComponentType<P> | undefined;
  start: () => Promise<ComponentType<P>>;
}
const loadings = new WeakMap<() => Promise<unknown>, Loading<never>>();

/**
 * The loading of `load`, shared by every view made with it (a part loaded with some pages and deferred
 * on others is two views of one function: once either has loaded it, both draw at once). The server
 * starts it at once.
 */
function loadingOf<P extends object>(load: () => Promise<ComponentType<P>>): Loading<P> {
  const known = loadings.get(load) as Loading<P> | undefined;
  if (known) return known;
  let pending: Promise<ComponentType<P>> | undefined;
  const loading: Loading<P> = {
    loaded: undefined,
    start: () =>
      (pending ??= load().then(
        (view) => (loading.loaded = view),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
  loadings.set(load, loading as unknown as Loading<never>);
  if (typeof document === "undefined") void loading.start().catch(() => undefined);
  return loading;
}

/** A component loaded by `load`: at once on the server, when first drawn or `start`ed in the browser. */
function loader<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loading = loadingOf(load);
  // A view already loaded is given to React at once (a thenable that answers synchronously), so that
  // rendering it does not suspend: always on the server, and in the browser once its script has run.
  const Lazy = lazy(() => {
    const view = loading.loaded;
    if (view)
      return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: view }) } as unknown as Promise<{
        default: ComponentType<P>;
      }>;
    return loading.start().then((view) => ({ default: view }));
  });
  return { Lazy, start: loading.start };
}
