import { useEffect, useState, type RefObject } from "react";

/** False on the server and in the first browser render, true once the page is interactive. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Marks a page's element `data-hydrated` once the page is interactive (browser tests wait for it),
 * without rendering the page again as `useHydrated()` would.
 */
export function useHydratedMark(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (ref.current) ref.current.dataset["hydrated"] = "true";
  }, [ref]);
}
