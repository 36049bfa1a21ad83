import type { PageRoute } from "../regional.ts";

export const shellPages: PageRoute[] = [{ path: "", file: "routes/shell/home.tsx" }];

/**
 * The catch-all content page (lowest priority): every content page, one-segment ones ("/privacy")
 * included, which the catalogue's products at the root share a shape with (the server keeps their
 * route only for the addresses the catalogue grammar reads: docs/decisions/0020-one-segment-addresses.md).
 */
export const contentPage: PageRoute = { path: "*", file: "routes/shell/content.tsx" };
