import { regionPath, splitRegionPath } from "../../../core/regions.ts";
import {
  formatCataloguePath,
  parseCataloguePath,
  type GemstoneEngagementRingRoute,
  type LabGrownEngagementRingRoute,
} from "../../../core/urls/catalogue.ts";
import { formatCaratUrl } from "../../../core/carat.ts";
import type { MetalCode } from "../../../core/vocabulary/metals.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type { RequestContext } from "../../../server/context.ts";
import type { Translate } from "../../lib/intl.tsx";
import { vocabularyMessageId } from "../../i18n/vocabulary.ts";
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
 *   links keep the chosen stone;
 * - a description that says which stone the ring is set with and that its price includes it (the
 *   page, its description for search engines and its structured data read it);
 * - the setting's own page as the canonical address: every weight and grade of stone makes another
 *   address of the same setting, and the setting's page is the one to index.
 */
export async function ringWithStone(
  ctx: RequestContext,
  route: RingRoute,
  setting: ProductData,
  t: Translate,
): Promise<{ path: string; canonical: string; product: ProductData } | null> {
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
    canonical: setting.url,
    product: {
      ...setting,
      description: t("cat_made_to_order_description", { stone: madeToOrderStoneWords(canonical, t), description: setting.description }),
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

/** The made-to-order stone a ring's address names, in words ("a 1.50ct oval lab-grown diamond, F colour, VS1 clarity"). */
export function madeToOrderStoneWords(route: RingRoute, t: Translate): string {
  const word = (vocabulary: string, code: string) => t(vocabularyMessageId(vocabulary, code)).toLowerCase();
  const carat = formatCaratUrl(route.caratWeight);
  const shape = word("stone_shape", route.shape);
  if (route.kind === "labGrownEngagementRing") return t("cat_made_to_order_lab_grown", { carat, shape, colour: route.colour, clarity: route.clarity });
  return t("cat_made_to_order_gemstone", {
    carat,
    shape,
    colour: word("stone_gemstone_colour", route.colour),
    gemstone: word("stone_gemstone_type", route.crystal),
    colourGrade: word("stone_colour_grade", route.colourGrade),
    clarity: word("stone_gemstone_clarity", route.clarity),
  });
}
