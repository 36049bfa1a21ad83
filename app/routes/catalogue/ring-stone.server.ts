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
import { currentRates } from "../../../server/services/pricing.ts";
import { madeToOrderListPrice, priceFn, type MadeToOrderStone } from "../../../server/services/stones/prices.ts";
import type { ProductData } from "./documents.ts";

type RingRoute = LabGrownEngagementRingRoute | GemstoneEngagementRingRoute;

function stoneOf(route: RingRoute): MadeToOrderStone {
  return route.kind === "labGrownEngagementRing"
    ? { kind: "LAB_GROWN_DIAMOND", shape: route.shape, colour: route.colour, clarity: route.clarity, carat: route.caratWeight }
    : { kind: "GEMSTONE", crystal: route.crystal, colourGrade: route.colourGrade, clarity: route.clarity, carat: route.caratWeight };
}

/**
 * A setting with the made-to-order centre stone a lab-grown or gemstone ring URL names:
 * - its one address: the setting's own slug, metal and suffix with the stone's grades in lower case
 *   and its weight with two decimals (another spelling moves there);
 * - null when the setting cannot hold the stone (a weight outside the setting's range);
 * - the price of the setting and the stone together, for the ring and for every metal and shape
 *   it switches to, whose links keep the chosen stone.
 */
export async function ringWithStone(ctx: RequestContext, route: RingRoute, setting: ProductData): Promise<{ path: string; product: ProductData } | null> {
  const settingRoute = parseCataloguePath(splitRegionPath(setting.url).path);
  if (!settingRoute || settingRoute.kind !== "engagementRing") return null;
  const weight = setting.centreStoneConstraints?.weight;
  if (weight && ((weight.min !== null && route.caratWeight < weight.min) || (weight.max !== null && route.caratWeight > weight.max))) return null;

  const canonical: RingRoute = { ...route, slug: settingRoute.slug, metal: settingRoute.metal, suffixSlug: settingRoute.suffixSlug };
  const price = priceFn(ctx.currency, ctx.region, await currentRates(ctx.db));
  const stonePrice = (shape: ShapeCode) => price(madeToOrderListPrice(stoneOf({ ...canonical, shape })));
  const withStone = (amount: number, shape: ShapeCode) => amount + stonePrice(shape);
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
