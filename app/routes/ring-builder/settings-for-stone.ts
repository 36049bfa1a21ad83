import type { Currency, Locale, Region } from "../../../core/regions.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type { StoneCategory } from "../../../core/vocabulary/stones.ts";
import { graphql } from "../../graphql/index.ts";
import type { CatalogueListingInput } from "../../graphql/graphql.ts";

/**
 * How many settings take a stone: the count of the listing a stone's "Add to a ring" leads to (the
 * ring builder's recommended settings of the stone's shape, holding its weight, taking its kind:
 * app/components/ring-builder/ring-state.ts `withRingStone`). The server asks it for the stone a page
 * opens on; the browser for a stone chosen in a search kept in the hash.
 */
export const SETTINGS_FOR_STONE_QUERY = graphql(`
  query RingBuilderSettingsForStone($input: CatalogueListingInput!) {
    catalogueListing(input: $input) { total }
  }
`);

export function settingsForStoneInput(
  stone: { shape: ShapeCode; caratWeight: number; category: StoneCategory },
  market: { region: Region; currency: Currency; locale?: Locale },
): CatalogueListingInput {
  return {
    kind: "ENGAGEMENT_RING",
    region: market.region,
    currency: market.currency,
    ...(market.locale ? { locale: market.locale } : {}),
    recommendations: true,
    shape: stone.shape,
    centreStoneCarat: stone.caratWeight,
    centreStoneCategory: stone.category,
    pageSize: 1,
  };
}
