import { createContext, useContext, useEffect } from "react";
import {
  Scripts as RouterScripts,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
  type DataRouteMatch,
} from "react-router";

/**
 * The scripts of the views the server drew for this page (app/lib/lazy-view.tsx), collected as it
 * renders them and preloaded with the route's own: one set per server render, null in the browser.
 */
export const ModulePreloadsContext = createContext<Set<string> | null>(null);

/** The text of the page's script elements (app/lib/scripts.server.ts). */
export interface PageScripts {
  /** React Router's data for the browser. */
  context: string;
  /** What starts the modules once the page has been painted. */
  start: string;
}

export type PageScriptsWriter = (
  framework: NonNullable<React.ContextType<typeof UNSAFE_FrameworkContext>>,
  router: NonNullable<React.ContextType<typeof UNSAFE_DataRouterContext>>,
  matches: DataRouteMatch[],
  viewModules: Iterable<string>,
) => PageScripts;

/** Writes the page's scripts: given by entry.server.tsx to the server render only. */
export const PageScriptsContext = createContext<PageScriptsWriter | null>(null);

/** Set once the page has hydrated: from then on the scripts' elements are no longer rendered. */
let hydrated = false;

/**
 * The page's scripts, as React Router's `<Scripts>` writes them (its data for the browser, the
 * manifest of the routes around this page, the route modules, the client entry), except that the
 * browser is told to fetch the modules only once it has painted the page. A `modulepreload` link in
 * the document is fetched at high priority beside the document, its fonts and its main image, so on
 * a slow mobile line the first paint would wait for the scripts' transfer as well
 * (docs/decisions/0018-scripts-after-the-first-paint.md). What the elements hold is written by the
 * server (app/lib/scripts.server.ts); the browser hydrates them as they are, and they render nothing
 * once the page has hydrated.
 *
 * The development server's pages use React Router's own `<Scripts>` (its module reloading).
 */
export function Scripts({ nonce }: { nonce?: string | undefined }) {
  if (import.meta.env.DEV) return <RouterScripts nonce={nonce} />;
  return <DeferredScripts nonce={nonce} />;
}

function DeferredScripts({ nonce }: { nonce?: string | undefined }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const router = useContext(UNSAFE_DataRouterContext);
  const matches = useContext(UNSAFE_DataRouterStateContext)?.matches;
  const viewModules = useContext(ModulePreloadsContext);
  const write = useContext(PageScriptsContext);
  useEffect(() => {
    hydrated = true;
  }, []);
  if (hydrated) return null;
  let scripts: PageScripts = { context: "", start: "" };
  if (write) {
    if (!framework || !router || !matches) throw new Error("<Scripts> renders inside React Router's framework");
    if (framework.renderMeta) framework.renderMeta.didRenderScripts = true;
    scripts = write(framework, router, matches, viewModules ?? []);
  }
  // In the browser the elements keep what the server wrote (React does not compare a script's text).
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: scripts.context }} />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: scripts.start }} type="module" async />
    </>
  );
}
