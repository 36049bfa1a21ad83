import { ringSizeLabel, ringSizeOptions } from "../../../core/ring-size.ts";
import { regionPath, type Region } from "../../../core/regions.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type { RingBuilderErrorCode } from "../../../core/vocabulary/ring-builder.ts";
import { graphql } from "../../graphql/index.ts";
import type { RingBuilderFieldsFragment, RingBuilderSetInput, RingBuilderSetMutation } from "../../graphql/graphql.ts";
import { runMutation, type GraphQLClient as Client } from "../../lib/graphql-client.ts";
import type {
  MadeToOrderStoneChoice,
  RingBuilderChange,
  RingBuilderMarket,
  RingBuilderSummary,
  RingBuilderView,
} from "../../components/ring-builder/types.ts";
import { stoneDetailPath } from "../../../core/urls/stones.ts";
import type { Translate } from "../../lib/intl.tsx";
import { stoneTitle } from "../../components/stones/labels.ts";
import { linkTarget } from "../../components/stones/types.ts";
import { toStoneView } from "../stones/stone-view.ts";
import { ringLinks } from "../../components/ring-builder/ring-links.ts";
import { moneyOf } from "../../lib/money.ts";

/**
 * The ring builder's GraphQL documents (docs/product.md#ring-builder) and their mapping to what the
 * pages show. The server renderer runs the query in process with the visitor's cookie; the browser
 * sends the changes (`ringBuilderSet`) through its client, one at a time (request-queue.ts). Result
 * types are generated from the schema (app/graphql/, `npm run codegen`).
 */

graphql(`
  fragment RingBuilderFields on RingBuilder {
    id
    lastAdded
    image { ...SiteImage }
    salePrice { total { amount currency } taxType }
    financeOptions { provider instalments amount { amount currency } firstAmount { amount currency } }
    ringSize { id label type value }
    deliveryDate
    mount {
      catalogueCode
      productName
      url
      metal { systemCode label }
      shape { systemCode label }
      centreStoneShapes { systemCode }
      caratRange { min max }
      engagementRing { centreStoneConstraints { stoneKinds } }
      image { ...SiteImage }
      price { amount currency }
      deliveryDate
    }
    centreStone {
      uri
      availability
      gemsApiIdentifier
      category
      title
      shape { systemCode label }
      caratWeight
      image { ...SiteImage }
      price { amount currency }
      deliveryDate
      stone { __typename ...StoneRow }
    }
    unavailableStone { gemsApiIdentifier message }
    similarStones { ...StoneRow }
  }
`);

export const RING_BUILDER_QUERY = graphql(`
  query RingBuilder($region: Region, $currency: Currency, $locale: Locale) {
    ringBuilder(region: $region, currency: $currency, locale: $locale) { ...RingBuilderFields }
  }
`);

export const RING_BUILDER_SET = graphql(`
  mutation RingBuilderSet($region: Region, $currency: Currency, $locale: Locale, $input: RingBuilderSetInput!) {
    ringBuilderSet(region: $region, currency: $currency, locale: $locale, input: $input) {
      ringBuilder {
        id
        mount { catalogueCode }
        centreStone { availability shape { systemCode } }
      }
      failure { errors { code message item } }
    }
  }
`);

/**
 * The answer of a change: what the ring holds now (the pages then load it whole, as their loaders do),
 * or the reasons it was refused (the ring unchanged).
 */
export interface RingBuilderChangeResult {
  ring: RingBuilderSummary | null;
  /** Why the change was refused (the page words each reason: `rb_error_*` messages). */
  errors: RingBuilderErrorCode[];
}

/**
 * The API's ring builder as the pages show it, in the region's ring sizes, its stones named in the
 * visitor's words (`t`) and linked: a listed stone is named from its facts, a stone made to order by
 * the API; so the pages showing the step bar or a sold stone's notice load neither the stone words nor
 * the stone URL grammar.
 */
export function toRingBuilderView(data: RingBuilderFieldsFragment, region: Region, t: Translate): RingBuilderView {
  const m = data.mount;
  const c = data.centreStone;
  const listed = c?.stone && c.stone.__typename === "Stone" ? toStoneView(c.stone) : null;
  const finance = data.financeOptions[0];
  const stone: RingBuilderView["stone"] =
    c && c.price && ((c.availability === "AVAILABLE" && listed) || c.availability === "MADE_TO_ORDER")
      ? {
          identifier: listed?.identifier ?? null,
          name: listed ? stoneTitle(t, listed) : c.title,
          category: c.category,
          shape: c.shape.systemCode as ShapeCode,
          caratWeight: c.caratWeight,
          price: moneyOf(c.price),
          image: c.image,
          facts: listed,
          uri: c.uri ?? null,
          deliveryDate: c.deliveryDate ?? null,
        }
      : null;
  const both = Boolean(m && stone);
  const mount: RingBuilderView["mount"] = m
    ? {
        catalogueCode: m.catalogueCode,
        name: m.productName,
        href: m.url,
        metal: { code: m.metal.systemCode, label: m.metal.label },
        shape: { code: m.shape.systemCode as ShapeCode, label: m.shape.label },
        price: m.price ? moneyOf(m.price) : null,
        image: m.image,
        constraints: {
          shapes: m.centreStoneShapes.map((s) => s.systemCode as ShapeCode),
          weight: { min: m.caratRange.min ?? null, max: m.caratRange.max ?? null },
          kinds: m.engagementRing.centreStoneConstraints.stoneKinds,
        },
        deliveryDate: m.deliveryDate,
      }
    : null;
  return {
    mount,
    // A stone that can no longer be had is not in the ring: `unavailableStone` says which it was.
    stone,
    // The item added last is marked while it is in the ring.
    lastAdded: data.lastAdded === "MOUNT" && m ? "mount" : data.lastAdded === "CENTRE_STONE" && stone ? "stone" : null,
    image: both ? (data.image ?? null) : null,
    total: both ? moneyOf(data.salePrice.total) : null,
    taxType: data.salePrice.taxType,
    finance: both && finance ? { count: finance.instalments, amount: moneyOf(finance.amount), first: moneyOf(finance.firstAmount) } : null,
    ringSize: data.ringSize?.value ?? null,
    ringSizes: m
      ? ringSizeOptions(region).map((o) => ({
          value: o.value,
          label: ringSizeLabel(o.size, region),
          recommended: o.type === "RecommendedRingSize",
        }))
      : [],
    deliveryDate: data.deliveryDate ?? null,
    expressDeliveryDate: null,
    unavailableStone: data.unavailableStone ? { identifier: data.unavailableStone.gemsApiIdentifier, title: c?.title ?? null } : null,
    similarStones: data.similarStones.map((row) => {
      const similar = toStoneView(row);
      return {
        identifier: similar.identifier,
        name: stoneTitle(t, similar),
        href: regionPath(region, stoneDetailPath(linkTarget(similar))),
        photo: similar.photo,
        price: similar.price,
      };
    }),
    links: ringLinks(region, mount, stone),
  };
}

/** A made-to-order centre stone as the API takes it. */
function madeToOrderInput(stone: MadeToOrderStoneChoice, uri: string): NonNullable<RingBuilderSetInput["centreStone"]> {
  return stone.kind === "LAB_GROWN_DIAMOND"
    ? {
        nonSkuLabGrownDiamond: {
          shape: stone.shape,
          caratWeight: stone.caratWeight,
          colour: stone.colour as never,
          clarity: stone.clarity as never,
        },
        uri,
      }
    : {
        nonSkuGemstone: {
          shape: stone.shape,
          caratWeight: stone.caratWeight,
          crystal: stone.crystal as never,
          colour: stone.colour as never,
          colorGrade: stone.colourGrade as never,
          clarity: stone.clarity as never,
        },
        uri,
      };
}

/** The API's input for a change (the browser's client and the page's form action send the same). */
export function inputOf(change: RingBuilderChange): RingBuilderSetInput {
  switch (change.kind) {
    case "mount":
      return {
        mount: {
          engagementRing: {
            catalogueCode: change.catalogueCode,
            metal: change.metal as never,
            shape: (change.shape as never) ?? null,
            ringSize: change.ringSize,
          },
          signatureStone: change.signatureStone
            ? {
                crystal: change.signatureStone.crystal as never,
                colour: change.signatureStone.colour as never,
                width: change.signatureStone.width,
              }
            : null,
          uri: change.uri,
        },
        ...(change.madeToOrder
          ? { centreStone: madeToOrderInput(change.madeToOrder, change.uri) }
          : change.replaceStone
            ? { removeCentreStone: true }
            : {}),
      };
    case "stone":
      return {
        centreStone: { gemsApiIdentifier: change.identifier, uri: change.uri },
        ...(change.replaceMount ? { removeMount: true } : {}),
      };
    case "madeToOrderStone":
      return { centreStone: madeToOrderInput(change.stone, change.uri) };
    case "removeMount":
      return { removeMount: true };
    case "removeStone":
      return { removeCentreStone: true };
    case "ringSize":
      return { ringSize: change.ringSize };
  }
}

/** Sends one change from the browser; refused changes answer their reasons, the ring unchanged. */
export async function sendRingBuilderChange(
  client: Client,
  market: RingBuilderMarket,
  change: RingBuilderChange,
): Promise<RingBuilderChangeResult> {
  const { ringBuilderSet } = await runMutation(client, RING_BUILDER_SET, { ...market, input: inputOf(change) });
  return changeResultOf(ringBuilderSet);
}

/** What a change's answer says: the ring now, or why it was refused. */
export function changeResultOf(ringBuilderSet: RingBuilderSetMutation["ringBuilderSet"]): RingBuilderChangeResult {
  const errors = ringBuilderSet.failure?.errors.map((e) => e.code) ?? [];
  const { mount, centreStone } = ringBuilderSet.ringBuilder;
  const stone = centreStone && centreStone.availability !== "UNAVAILABLE" && centreStone.availability !== "NOT_FOUND" ? centreStone : null;
  return {
    ring: errors.length ? null : { hasMount: mount !== null, stoneShape: (stone?.shape.systemCode as ShapeCode | undefined) ?? null },
    errors,
  };
}
