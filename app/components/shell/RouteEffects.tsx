import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
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

/** The sticky header's height as last measured ("72px"), and the elements kept right under it. */
let headerHeight: string | null = null;
const followers = new Set<(top: string) => void>();

/**
 * Measures the sticky header, so that anchors scrolled to and elements focused land below it (the
 * root's `scroll-padding-top`) and bars that stay under the header (the ring builder's steps,
 * `useStickyUnderHeader`) sit right below it. Route changes scroll to the top smoothly through
 * ScrollRestoration and `scroll-behavior: smooth` (reduced-motion aware).
 *
 * The height comes from a ResizeObserver, which reports it after the browser's own layout (once when
 * observed, then at each change): reading it as the page starts would force a layout of the whole
 * page in the middle of hydration. It is applied only when it changes, and never as an inherited
 * property (a custom property on the root element would restyle every element of the document): the
 * root's scroll padding is not inherited, and each bar sets its own `top`.
 */
export function HeaderOffset() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(".site-header");
    if (!header) return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? header.offsetHeight;
      const value = `${Math.round(height)}px`;
      if (value === headerHeight) return;
      headerHeight = value;
      document.documentElement.style.scrollPaddingTop = `calc(${value} + var(--space-4))`;
      for (const follow of followers) follow(value);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return null;
}

/** Keeps a sticky element's `top` at the header's measured height (its stylesheet's value until then). */
export function useStickyUnderHeader(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const follow = (top: string) => {
      if (ref.current) ref.current.style.top = top;
    };
    if (headerHeight) follow(headerHeight);
    followers.add(follow);
    return () => {
      followers.delete(follow);
    };
  }, [ref]);
}
