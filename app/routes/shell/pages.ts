import type { PageRoute } from "../regional.ts";

export const shellPages: PageRoute[] = [{ path: "", file: "routes/shell/home.tsx" }];

/**
 * One-segment addresses ("/privacy", "/{slug}-{metal}-engagement-ring-{shape}-diamond"): a catalogue
 * product when the catalogue grammar reads it, otherwise a content page (routes/segment.tsx).
 */
export const segmentPage: PageRoute = { path: ":segment", file: "routes/segment.tsx" };

/** The catch-all content page (lowest priority). */
export const contentPage: PageRoute = { path: "*", file: "routes/shell/content.tsx" };
