import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * Fades the page in after a route change (the default transition), not on the first render and
 * not for hash-only changes; no animation for visitors who prefer reduced motion.
 */
export function RouteFade({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const first = useRef(true);
  useIsomorphicLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (prefersReducedMotion() || !ref.current?.animate) return;
    ref.current.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 280, easing: "cubic-bezier(0.22, 1, 0.36, 1)" });
  }, [location.pathname]);
  return (
    <div ref={ref} className="route-fade">
      {children}
    </div>
  );
}

/**
 * Keeps `--header-offset` equal to the sticky header's height, so anchors scrolled to by a hash
 * change land below it (see `scroll-margin-top` in global.css) and bars that stay under the header
 * (the ring builder's steps) sit right below it. Route changes scroll to the top smoothly through
 * ScrollRestoration and `scroll-behavior: smooth` (reduced-motion aware).
 *
 * The height comes from a ResizeObserver, which reports it after the browser's own layout (once when
 * observed, then at each change): reading it as the page starts would force a layout of the whole
 * page in the middle of hydration. The property is set only when the height changes, since a change
 * on the root element restyles the whole document.
 */
export function HeaderOffset() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(".site-header");
    if (!header) return;
    let applied = "";
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? header.offsetHeight;
      const value = `${Math.round(height)}px`;
      if (value === applied) return;
      applied = value;
      document.documentElement.style.setProperty("--header-offset", value);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return null;
}
