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
 * change land below it (see `scroll-margin-top` in global.css). Route changes scroll to the
 * top smoothly through ScrollRestoration and `scroll-behavior: smooth` (reduced-motion aware).
 */
export function HeaderOffset() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(".site-header");
    if (!header) return;
    const apply = () => document.documentElement.style.setProperty("--header-offset", `${header.offsetHeight}px`);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return null;
}
