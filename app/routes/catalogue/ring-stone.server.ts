import { regionPath, type Region } from "../../../core/regions.ts";
import { formatCataloguePath, type GemstoneEngagementRingRoute, type LabGrownEngagementRingRoute } from "../../../core/urls/catalogue.ts";
import { formatCaratUrl } from "../../../core/carat.ts";
import type { MetalCode } from "../../../core/vocabulary/metals.ts";
import type { Translate } from "../../lib/intl.tsx";
import { vocabularyMessageId } from "../../i18n/vocabulary.ts";
import type { ProductData, ProductInput } from "./documents.ts";

type RingRoute = LabGrownEngagementRingRoute | GemstoneEngagementRingRoute;

/**
 * The made-to-order centre stone a lab-grown or gemstone ring's address names, as `catalogueProduct`
 * takes it: the API answers the ring with it, priced with the stone (the setting's price plus the
 * stone's), its links keeping the stone, and not found when the setting cannot hold it.
 */
export function madeToOrderStoneInput(route: RingRoute): Pick<ProductInput, "labGrownDiamond" | "gemstone"> {
  const { shape, caratWeight } = route;
  return route.kind === "labGrownEngagementRing"
    ? { labGrownDiamond: { shape, caratWeight, colour: route.colour, clarity: route.clarity } }
    : {
        gemstone: {
          shape,
          caratWeight,
          crystal: route.crystal,
          colour: route.colour,
          colorGrade: route.colourGrade,
          clarity: route.clarity,
        },
      };
}

/**
 * A ring with the made-to-order centre stone its address names, as its page shows it (the API has
 * priced it and made its links):
 * - a description that says which stone the ring is set with and that its price includes it (the
 *   page, its description for search engines and its structured data read it);
 * - the setting's own page as the canonical address: every weight and grade of stone makes another
 *   address of the same setting, and the setting's page is the one to index.
 */
export function ringWithStone(
  route: RingRoute,
  ring: ProductData,
  region: Region,
  t: Translate,
): { canonical: string; product: ProductData } {
  const setting = {
    kind: "engagementRing",
    slug: ring.slug,
    metal: ring.primaryMetal.systemCode as MetalCode,
    shape: route.shape,
    suffixSlug: ring.suffixSlug ?? "",
  } as const;
  return {
    canonical: regionPath(region, formatCataloguePath(setting)),
    product: {
      ...ring,
      description: t("cat_made_to_order_description", { stone: madeToOrderStoneWords(route, t), description: ring.description }),
    },
  };
}

/** The made-to-order stone a ring's address names, in words ("a 1.50ct oval lab-grown diamond, F colour, VS1 clarity"). */
export function madeToOrderStoneWords(route: RingRoute, t: Translate): string {
  const carat = formatCaratUrl(route.caratWeight);
  const shape = t(vocabularyMessageId("stone_shape", route.shape)).toLowerCase();
  if (route.kind === "labGrownEngagementRing")
    return t("cat_made_to_order_lab_grown", { carat, shape, colour: route.colour, clarity: route.clarity });
  const grades = gemstoneGrades(route, t);
  return t("cat_made_to_order_gemstone", {
    carat,
    shape,
    colour: grades.colour.toLowerCase(),
    gemstone: grades.gemstone.toLowerCase(),
    colourGrade: grades.colourGrade.toLowerCase(),
    clarity: grades.clarity.toLowerCase(),
  });
}

/** A made-to-order gemstone's variety and grades its address names, as the vocabularies name them ("Royal Blue", "Sapphire", ...). */
export function gemstoneGrades(
  route: GemstoneEngagementRingRoute,
  t: Translate,
): { colour: string; gemstone: string; colourGrade: string; clarity: string } {
  return {
    colour: t(vocabularyMessageId("stone_gemstone_colour", route.colour)),
    gemstone: t(vocabularyMessageId("stone_gemstone_type", route.crystal)),
    colourGrade: t(vocabularyMessageId("stone_colour_grade", route.colourGrade)),
    clarity: t(vocabularyMessageId("stone_gemstone_clarity", route.clarity)),
  };
}
