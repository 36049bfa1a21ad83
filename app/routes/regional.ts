import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { REGIONS, DEFAULT_REGION } from "../../core/regions.ts";

export interface PageRoute {
  /** Path without the region prefix ("" is the home page). */
  path: string;
  file: string;
}

/**
 * Every route exists once per region (docs/product.md#region-prefix): unprefixed for the default region and under
 * "/{region}" for the others. The region is read from the URL, never from route params.
 */
export function regional(pages: PageRoute[]): RouteConfigEntry[] {
  const prefixes = ["", ...REGIONS.filter((r) => r !== DEFAULT_REGION).map((r) => r.toLowerCase())];
  return prefixes.flatMap((prefix) =>
    pages.map((page) => {
      // Ids follow the path (unique by construction), so one module can serve several patterns.
      const id = `${prefix || "default"}:/${page.path}`;
      const path = [prefix, page.path].filter(Boolean).join("/");
      return path === "" ? index(page.file, { id }) : route(path, page.file, { id });
    }),
  );
}
