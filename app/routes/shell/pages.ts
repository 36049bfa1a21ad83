import type { PageRoute } from "../regional.ts";

export const shellPages: PageRoute[] = [{ path: "", file: "routes/shell/home.tsx" }];

/** The catch-all content page (lowest priority). */
export const contentPage: PageRoute = { path: "*", file: "routes/shell/content.tsx" };
