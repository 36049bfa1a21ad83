import { useEffect } from "react";
import { useNavigate } from "react-router";
import { focusReturnKey, returnFocusAfter } from "./focus-return.ts";

/**
 * Opens the store's links (`<Link>` of app/components/ui/Link.tsx, marked `data-link`) in the page,
 * with one listener for the whole document. A click opens the link in the page when React Router's
 * `<Link>` would: the main button without a modifier key, no other target window, no download, and
 * nothing before (a component's own click handler) has prevented it. A link to the page already open
 * replaces its history entry; a link to a place on the same page is left to the browser, which
 * scrolls to it. A link that can be found again in the page it opens (`data-focus-id`, or names
 * where focus goes back: `data-focus-return`) keeps the keyboard's place (app/lib/focus-return.ts).
 */
export function useLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-link][href]") : null;
      if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      const to = url.pathname + url.search + url.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      const navigation = navigate(to, {
        // Following a link to the page already open adds no history entry (as React Router's <Link>).
        replace: anchor.hasAttribute("data-replace") || to === here,
        preventScrollReset: anchor.hasAttribute("data-keep-scroll"),
      });
      returnFocusAfter(navigation, focusReturnKey(anchor), anchor);
    };
    // On the window, so that it runs after React's handlers (on the document) have had their say.
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}
