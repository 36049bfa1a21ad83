import type { Route } from "./+types/your-ring";
import { YourRing } from "../../components/ring-builder/YourRing.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { loadYourRing, ringBuilderAction } from "./ring-builder.server.ts";

/**
 * Step 3: /engagement-rings/your-ring[?from=...], the ring as a full-screen dialog; closing it
 * returns to `from` (the page it was opened on), else to the setting's page. The ring builder's forms
 * post here (choose a setting, add a stone, remove either, the ring size): a change made leads on, a
 * change refused shows this page with the reasons.
 */
export function loader(args: Route.LoaderArgs) {
  return loadYourRing(args);
}

export function action(args: Route.ActionArgs) {
  return ringBuilderAction(args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function YourRingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <YourRing ring={loaderData.ring} closeTo={loaderData.closeTo} failed={actionData?.failed ?? null} />;
}
