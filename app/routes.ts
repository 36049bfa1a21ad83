import type { RouteConfig } from "@react-router/dev/routes";
import { regional } from "./routes/regional.ts";
import { cataloguePages } from "./routes/catalogue/pages.ts";
import { stonePages } from "./routes/stones/pages.ts";
import { ringBuilderPages } from "./routes/ring-builder/pages.ts";
import { accountPages } from "./routes/accounts/pages.ts";
import { shellPages, segmentPage, contentPage } from "./routes/shell/pages.ts";

// Every domain lists its pages; one-segment addresses are shared by the catalogue and content pages
// (routes/segment.tsx); the generic content page is the catch-all, lowest priority.
export default regional([...shellPages, ...cataloguePages, ...stonePages, ...ringBuilderPages, ...accountPages, segmentPage, contentPage]) satisfies RouteConfig;
