import { regionPath, splitRegionPath } from "../../../core/regions.ts";
import {
  formatCataloguePath,
  parseCataloguePath,
  type GemstoneEngagementRingRoute,
  type LabGrownEngagementRingRoute,
} from "../../../core/urls/catalogue.ts";
import type { MetalCode } from "../../../core/vocabulary/metals.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type { RequestContext } from "../../../server/context.ts";
import { ringWithMadeToOrderStone, type MadeToOrderStone } from "../../../server/services/ring-builder/index.ts";
import type { ProductData } from "./documents.ts";

type RingRoute = LabGrownEngagementRingRoute | GemstoneEngagementRingRoute;

function stoneOf(route: RingRoute): MadeToOrderStone {
  return route.kind === "labGrownEngagementRing"
    ? { kind: "LAB_GROWN_DIAMOND", shape: route.shape, colour: route.colour, clarity: route.clarity, carat: route.caratWeight }
    : { kind: "GEMSTONE", shape: route.shape, crystal: route.crystal, colour: route.colour, colourGrade: route.colourGrade, clarity: route.clarity, carat: route.caratWeight, cut: null };
}

/**
 * A setting with the made-to-order centre stone a lab-grown or gemstone ring URL names:
 * - its one address: the setting's own slug, metal and suffix with the stone's grades in lower case
 *   and its weight with two decimals (another spelling moves there);
 * - null when the setting cannot hold the stone (a weight outside the setting's range) or the stone
 *   cannot be made in these grades;
 * - the price of the setting and the stone together (the ring builder's rule,
 *   server/services/ring-builder), for the ring and for every metal and shape it switches to, whose
 *   links keep the chosen stone.
 */
export async function ringWithStone(ctx: RequestContext, route: RingRoute, setting: ProductData): Promise<{ path: string; product: ProductData } | null> {
  const settingRoute = parseCataloguePath(splitRegionPath(setting.url).path);
  if (!settingRoute || settingRoute.kind !== "engagementRing") return null;
  const canonical: RingRoute = { ...route, slug: settingRoute.slug, metal: settingRoute.metal, suffixSlug: settingRoute.suffixSlug };
  const weight = setting.centreStoneConstraints?.weight ?? { min: null, max: null };
  const ring = await ringWithMadeToOrderStone(ctx, stoneOf(canonical), { weight });
  if (!ring) return null;
  // A made-to-order stone costs the same whatever its shape: every shape the ring switches to adds the same price.
  const withStone = (amount: number, _shape: ShapeCode) => ring.withStone({ amount, currency: ctx.currency }).amount;
  const href = (r: RingRoute) => regionPath(ctx.region, formatCataloguePath(r));

  return {
    path: formatCataloguePath(canonical),
    product: {
      ...setting,
      salePrice: { ...setting.salePrice, amount: withStone(setting.salePrice.amount, canonical.shape) },
      metals: setting.metals.map((m) => ({
        ...m,
        url: href({ ...canonical, metal: m.metal.systemCode as MetalCode }),
        salePrice: { ...m.salePrice, amount: withStone(m.salePrice.amount, canonical.shape) },
      })),
      shapes: setting.shapes.map((s) => ({
        ...s,
        url: href({ ...canonical, shape: s.shape.systemCode as ShapeCode }),
        salePrice: { ...s.salePrice, amount: withStone(s.salePrice.amount, s.shape.systemCode as ShapeCode) },
      })),
    },
  };
}
