import { createContext, useContext, type ReactElement } from "react";

/**
 * Markup the server renders once and keeps: the HTML of `render()`, the same for every page whose
 * `keys` (objects of one site-data snapshot, such as a menu entry and the page's messages) and
 * `variant` (such as the region its links are for) are the same. For parts the browser keeps as the
 * server's markup and does not hydrate (the main menu's panels, app/components/shell/MegaMenu.tsx):
 * React renders their hundreds of elements once per snapshot instead of at every page.
 */
export type RenderOnce = (keys: readonly object[], variant: string, render: () => ReactElement) => string;

/** Given to the server's render by entry.server.tsx (app/lib/static-markup.server.tsx); null in the browser. */
export const StaticMarkupContext = createContext<RenderOnce | null>(null);

/** The server's RenderOnce, or null in the browser (and in tests that render without it). */
export function useRenderOnce(): RenderOnce | null {
  return useContext(StaticMarkupContext);
}
