import type { Route } from "./+types/your-ring";
import { YourRing } from "../../components/ring-builder/YourRing.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { loadYourRing } from "./ring-builder.server.ts";

/**
 * Step 3: /engagement-rings/your-ring[?from=...], the ring as a full-screen dialog; closing it
 * returns to `from` (the page it was opened on), else to the setting's page.
 */
export function loader(args: Route.LoaderArgs) {
  return loadYourRing(args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function YourRingPage({ loaderData }: Route.ComponentProps) {
  return <YourRing ring={loaderData.ring} closeTo={loaderData.closeTo} />;
}
