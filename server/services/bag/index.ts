/**
 * The bag (docs/product.md#the-bag): what a visitor means to buy, kept as what was chosen (a ring
 * from the ring builder, a catalogue piece in a metal and size, a ready-to-go ring, a loose stone)
 * and priced every time it is shown, in the visitor's market. An anonymous visitor's bag is reached
 * through the signed `bag` cookie and given to the customer at sign-in, merged into theirs
 * (docs/decisions/0700-the-bag.md). Checkout makes an order of it (`priceBag`, `emptyBag`).
 */
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { deliveryDate, expressDeliveryDate } from "../../../core/delivery.ts";
import { resolveMarket, type Market, type MarketInput } from "../../../core/market.ts";
import { fromMajorUnits, multiply, subtract, sum, zero, type Money } from "../../../core/money.ts";
import { ringSizeById, ringSizeLabel } from "../../../core/ring-size.ts";
import type { LineUnavailableReason, PromoRefusal } from "../../../core/vocabulary/bag.ts";
import { SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import type { MetalCode } from "../../../core/vocabulary/metals.ts";
import type { LineKind } from "../../../core/vocabulary/orders.ts";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { bagLines, bags, promoCodes, promoRedemptions, stoneHolds, stones } from "../../db/schema/index.ts";
import type { ImageRecord } from "../../media/registry.ts";
import { readyToGoForLines, variantsForLines } from "../catalogue/index.ts";
import { currentRates, salePrice } from "../pricing.ts";
import { ringOfColumns, type RingColumns } from "../ring-builder/index.ts";
import { searchStones, stoneByIdentifier, type StoneView } from "../stones/index.ts";
import { readBagCookie } from "./cookie.ts";
import { evaluatePromo, normalPromoCode, type PromoRule, type PromoUsage } from "./promo.ts";
import { bagById, bagOfUser, cookieBag, linesOf, type BagLineRow, type BagRow } from "./store.ts";

export { evaluatePromo, normalPromoCode, type PromoBag, type PromoEvaluation, type PromoRule, type PromoUsage } from "./promo.ts";
export {
  addToBag,
  applyPromoCode,
  removeFromBag,
  removePromoCode,
  setBagLineQuantity,
  type AddToBagInput,
  type BagChange,
  type BagRefusal,
} from "./change.ts";

export interface BagLineView {
  id: string;
  kind: LineKind;
  quantity: number;
  /** "The Amelia, 18k White Gold" / "1.02ct Round Diamond, E VS1". */
  name: string;
  /** Detail lines (the stone, the size). */
  description: string[];
  image: ImageRecord | null;
  /** The product, stone or setting page. */
  href: string | null;
  unitPrice: Money;
  /** The unit's price before a sale, when it is on sale. */
  unitListPrice: Money | null;
  total: Money;
  deliveryDays: number;
  expressAvailable: boolean;
  available: boolean;
  unavailableReason: LineUnavailableReason | null;
  /** For a line whose stone was sold: stones like it on sale now. */
  similarStones: StoneView[];
  /** What an order line copies. */
  variantId: number | null;
  readyToGoItemId: number | null;
  stoneId: number | null;
  stoneIdentifier: string | null;
  catalogueCode: string | null;
  metal: MetalCode | null;
  ringSize: string | null;
  ring: RingColumns | null;
  /** The snapshot an order line keeps. */
  details: Record<string, unknown>;
}

export interface BagPromo {
  code: string;
  applied: boolean;
  reason: PromoRefusal | null;
  discount: Money;
  lineDiscounts: Record<string, Money>;
  promoCodeId: number | null;
}

export interface PricedBag {
  /** Null for a visitor with no bag yet. */
  id: string | null;
  market: Market;
  lines: BagLineView[];
  /** Pieces in the bag (the lines' quantities). */
  count: number;
  /** The available lines' totals. */
  subtotal: Money;
  promo: BagPromo | null;
  /** Subtotal less the promo's discount (sales tax in the US and Canada is added at checkout). */
  total: Money;
  deliveryDate: string | null;
  /** When every line can go express: the date, and its price. */
  expressDeliveryDate: string | null;
  expressPrice: Money | null;
  /** At least one line, and every line available. */
  checkoutable: boolean;
}

/**
 * Express delivery's price, as a GBP list price converted and rounded like every other price (the one
 * place it is set): free insured shipping is standard.
 */
export const EXPRESS_LIST_PRICE = fromMajorUnits(45, "GBP");

/** The request's bag id: the signed-in customer's, else the anonymous one of the cookie; null when there is none. */
export async function currentBagId(ctx: RequestContext): Promise<string | null> {
  if (ctx.user) return (await bagOfUser(ctx.db, ctx.user.id))?.id ?? null;
  return (await cookieBag(ctx))?.id ?? null;
}

/** Whether the request carries a bag cookie the store signed. */
export function hasBagCookie(ctx: RequestContext): boolean {
  return readBagCookie(ctx) !== null;
}

/** Takes every line and the promo code out of a bag (checkout, in its own transaction `db`). */
export async function emptyBag(db: Db, bagId: string): Promise<void> {
  await db.delete(bagLines).where(eq(bagLines.bagId, bagId));
  await db
    .update(bags)
    .set({ promoCode: null, version: sql`${bags.version} + 1`, updatedAt: new Date() })
    .where(eq(bags.id, bagId));
}

/**
 * At sign-in: the anonymous bag of the cookie becomes the customer's. When the customer has a bag,
 * the anonymous one's lines are added to it (a listed stone already in it is not added twice) and
 * its promo code kept when the customer's has none; the anonymous bag is then gone.
 */
export async function adoptBag(ctx: RequestContext, userId: string): Promise<void> {
  const anonymous = await cookieBag(ctx);
  if (!anonymous) return;
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(bags).where(eq(bags.id, anonymous.id)).for("update");
    if (!locked || locked.userId !== null) return;
    const own = await bagOfUser(tx, userId);
    if (!own) {
      await tx
        .update(bags)
        .set({ userId, version: locked.version + 1, updatedAt: new Date() })
        .where(eq(bags.id, locked.id));
      return;
    }
    const [mine] = await tx.select().from(bags).where(eq(bags.id, own.id)).for("update");
    const theirs = await linesOf(tx, locked.id);
    const kept = await linesOf(tx, own.id);
    for (const line of theirs) {
      const { id: _id, bagId: _bag, ...columns } = line;
      if (line.stoneIdentifier && kept.some((k) => k.stoneIdentifier === line.stoneIdentifier)) continue;
      const same = kept.find((k) => sameThing(k, line));
      if (same && (line.kind === "PRODUCT" || line.kind === "READY_TO_GO")) {
        const quantity = Math.min(10, same.quantity + line.quantity);
        await tx.update(bagLines).set({ quantity }).where(eq(bagLines.id, same.id));
        same.quantity = quantity;
        continue;
      }
      await tx
        .insert(bagLines)
        .values({ ...columns, bagId: own.id })
        .onConflictDoNothing();
    }
    await tx
      .update(bags)
      .set({ promoCode: mine!.promoCode ?? locked.promoCode, version: mine!.version + 1, updatedAt: new Date() })
      .where(eq(bags.id, own.id));
    await tx.delete(bags).where(eq(bags.id, locked.id));
  });
}

/** Two lines of the same piece (a variant or ready-to-go ring in the same size). */
export function sameThing(a: BagLineRow, b: Pick<BagLineRow, "kind" | "variantId" | "readyToGoItemId" | "ringSize">): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === "PRODUCT") return a.variantId === b.variantId && a.ringSize === b.ringSize;
  if (a.kind === "READY_TO_GO") return a.readyToGoItemId === b.readyToGoItemId;
  return false;
}

/** Uses of a promo code: by every order, and by the customer's (none for an anonymous visitor). */
export async function promoUsage(db: Db, promoCodeId: number, userId: string | null): Promise<PromoUsage> {
  const [overall] = await db.select({ n: count() }).from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, promoCodeId));
  if (!userId) return { overall: Number(overall?.n ?? 0), byCustomer: 0 };
  const [mine] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)));
  return { overall: Number(overall?.n ?? 0), byCustomer: Number(mine?.n ?? 0) };
}

/** A promo code's rules by its code (any case); null when no code has it. */
export async function promoRuleByCode(db: Db, code: string): Promise<PromoRule | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalPromoCode(code)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentBasisPoints: row.percentBasisPoints,
    amountMinor: row.amountMinor,
    currency: row.currency,
    minSpendMinor: row.minSpendMinor,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    excludedKinds: row.excludedKinds,
    active: row.active,
  };
}

/** The number of pieces in the request's bag (the header's count). */
export async function bagCount(ctx: RequestContext): Promise<number> {
  const id = await currentBagId(ctx);
  if (!id) return 0;
  const [row] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${bagLines.quantity}), 0)` })
    .from(bagLines)
    .where(eq(bagLines.bagId, id));
  return Number(row?.n ?? 0);
}

const SIMILAR_SHOWN = 4;

/** Stones on sale like a stone that is gone: its category and shape, nearest in carat. */
async function similarToStone(ctx: RequestContext, identifier: string, market: Market): Promise<StoneView[]> {
  const [row] = await ctx.db
    .select({ category: stones.category, shape: stones.shape, carat: stones.caratWeight })
    .from(stones)
    .where(eq(stones.identifier, identifier))
    .limit(1);
  if (!row) return [];
  const carat = Number(row.carat);
  const found = new Map<string, StoneView>();
  // Nearest first: within a quarter of a carat, then within a carat.
  for (const spread of [0.25, 1]) {
    const result = await searchStones(ctx, {
      categories: [row.category],
      shapes: [row.shape],
      caratMin: Math.max(0.01, carat - spread),
      caratMax: carat + spread,
      currency: market.currency,
      region: market.region,
      pageSize: 24,
    });
    if (result.ok) for (const s of result.value.items) if (s.identifier !== identifier) found.set(s.identifier, s);
    if (found.size >= SIMILAR_SHOWN) break;
  }
  return [...found.values()]
    .sort((a, b) => Math.abs(Number(a.caratWeight) - carat) - Math.abs(Number(b.caratWeight) - carat))
    .slice(0, SIMILAR_SHOWN);
}

async function heldStones(db: Db, identifiers: string[]): Promise<Set<string>> {
  if (!identifiers.length) return new Set();
  const rows = await db
    .select({ identifier: stones.identifier })
    .from(stoneHolds)
    .innerJoin(stones, eq(stones.id, stoneHolds.stoneId))
    .where(inArray(stones.identifier, identifiers));
  return new Set(rows.map((r) => r.identifier));
}

function sizeLine(ringSize: string | null, market: Market): string | null {
  const size = ringSizeById(ringSize);
  return size ? `Ring size ${ringSizeLabel(size, market.region)}` : null;
}

const shapeLabel = (code: string) => SHAPE_VOCABULARY.parse(code)?.label ?? code;

const ringColumnsOfLine = (line: BagLineRow): RingColumns => {
  const {
    id: _id,
    bagId: _bag,
    kind: _kind,
    quantity: _q,
    variantId: _v,
    readyToGoItemId: _r,
    ringSize: _s,
    createdAt: _c,
    ...columns
  } = line;
  return columns;
};

/** One line in a market. */
async function lineView(
  ctx: RequestContext,
  line: BagLineRow,
  market: Market,
  lookups: {
    variants: Awaited<ReturnType<typeof variantsForLines>>;
    stock: Awaited<ReturnType<typeof readyToGoForLines>>;
    held: Set<string>;
    now: Date;
  },
): Promise<BagLineView> {
  const none = zero(market.currency);
  const base = {
    id: line.id,
    kind: line.kind,
    quantity: line.quantity,
    unitListPrice: null,
    similarStones: [] as StoneView[],
    variantId: line.variantId,
    readyToGoItemId: line.readyToGoItemId,
    stoneId: null as number | null,
    stoneIdentifier: line.stoneIdentifier,
    catalogueCode: null as string | null,
    metal: null as MetalCode | null,
    ringSize: line.ringSize,
    ring: null as RingColumns | null,
  };
  const finish = (v: Omit<BagLineView, "total" | "details">): BagLineView => ({
    ...v,
    total: multiply(v.unitPrice, v.quantity),
    details: { name: v.name, description: v.description, href: v.href, imageId: v.image?.id ?? null },
  });

  if (line.kind === "STONE") {
    const identifier = line.stoneIdentifier!;
    const lookup = await stoneByIdentifier(ctx, identifier, market);
    const held = lookup.kind === "stone" && lookups.held.has(identifier);
    if (lookup.kind === "stone" && !held) {
      const s = lookup.stone;
      return finish({
        ...base,
        stoneId: s.id,
        name: s.title,
        description: [s.identifier],
        image: s.photo,
        href: s.url,
        unitPrice: s.price,
        deliveryDays: s.deliveryDays,
        expressAvailable: s.express,
        available: true,
        unavailableReason: null,
      });
    }
    return finish({
      ...base,
      stoneId: lookup.kind === "stone" ? lookup.stone.id : null,
      name: lookup.kind === "stone" ? lookup.stone.title : `Stone ${identifier}`,
      description: [identifier],
      image: lookup.kind === "stone" ? lookup.stone.photo : null,
      href: null,
      unitPrice: none,
      deliveryDays: 0,
      expressAvailable: false,
      available: false,
      unavailableReason: "SOLD",
      similarStones: await similarToStone(ctx, identifier, market),
    });
  }

  if (line.kind === "RING") {
    const columns = ringColumnsOfLine(line);
    const ring = await ringOfColumns(ctx, columns, line.ringSize, market, lookups.now);
    const mount = ring.items.find((i) => i.item === "MOUNT");
    const stone = ring.items.find((i) => i.item === "CENTRE_STONE");
    const stoneHeld = line.stoneIdentifier !== null && lookups.held.has(line.stoneIdentifier);
    const stoneGone = !stone || stone.price === null || stoneHeld;
    const available = !!mount && !stoneGone;
    const description = [stone?.title ?? null, sizeLine(line.ringSize, market)].filter((d): d is string => d !== null);
    return finish({
      ...base,
      ring: columns,
      catalogueCode: line.mountCatalogueCode,
      metal: line.mountMetal,
      stoneId: stone?.item === "CENTRE_STONE" && stone.stone ? stone.stone.id : null,
      name: mount ? `${mount.productName}, ${mount.metal.label}` : (line.mountCatalogueCode ?? ""),
      description,
      image: ring.image,
      href: mount?.url ?? null,
      unitPrice: available ? ring.salePrice.total : none,
      deliveryDays: Math.max(mount?.deliveryDays ?? 0, stone?.deliveryDays ?? 0),
      // A ring is set to order: never express.
      expressAvailable: false,
      available,
      unavailableReason: available ? null : mount ? "SOLD" : "WITHDRAWN",
      similarStones: ring.similarStones.length
        ? ring.similarStones
        : stoneHeld && line.stoneIdentifier
          ? await similarToStone(ctx, line.stoneIdentifier, market)
          : [],
    });
  }

  // A catalogue piece, or a ready-to-go ring.
  const stockItem = line.readyToGoItemId !== null ? lookups.stock.get(line.readyToGoItemId) : undefined;
  const variantId = line.kind === "READY_TO_GO" ? (stockItem?.variantId ?? null) : line.variantId;
  const variant = variantId !== null ? lookups.variants.get(variantId) : undefined;
  const ringSize = line.kind === "READY_TO_GO" ? (stockItem?.ringSize ?? null) : line.ringSize;
  const description: string[] = [];
  if (stockItem) {
    description.push(
      `${stockItem.stoneCarat.toFixed(2)}ct ${shapeLabel(stockItem.stoneShape)} diamond, ${stockItem.stoneColour} ${stockItem.stoneClarity}`,
    );
  }
  const size = sizeLine(ringSize, market);
  if (size) description.push(size);
  const withdrawn = !variant || variant.price === null || (line.kind === "READY_TO_GO" && !stockItem);
  const outOfStock = !withdrawn && line.kind === "READY_TO_GO" && stockItem!.quantity < line.quantity;
  const reason: LineUnavailableReason | null = withdrawn ? "WITHDRAWN" : outOfStock ? "OUT_OF_STOCK" : null;
  const days = stockItem?.readyToShip ? 1 : (variant?.deliveryDays ?? 0);
  return finish({
    ...base,
    variantId,
    ringSize,
    catalogueCode: variant?.catalogueCode ?? null,
    metal: variant?.metal.systemCode ?? null,
    name: variant ? `${variant.productName}, ${variant.metal.label}` : "",
    description,
    image: variant?.image ?? null,
    href: variant?.url ?? null,
    unitPrice: reason || !variant?.price ? none : variant.price,
    deliveryDays: days,
    expressAvailable: !!variant && (variant.expressEligible || !!stockItem?.readyToShip),
    available: reason === null,
    unavailableReason: reason,
  });
}

/**
 * The request's bag (or the bag `bagId`, in the database `db`: checkout's transaction) priced in a
 * market: every line re-priced now, a line whose stone was sold or is held by an order, whose product
 * was withdrawn or whose stock is short said so (and not counted in the subtotal), the promo code
 * checked again, the delivery dates from the slowest line, express when every line allows it.
 */
export async function priceBag(
  ctx: RequestContext,
  market: Market,
  options: { db?: Db; bagId?: string; userId?: string; now?: Date } = {},
): Promise<PricedBag> {
  const db = options.db ?? ctx.db;
  const now = options.now ?? new Date();
  const bag: BagRow | null = options.bagId
    ? await bagById(db, options.bagId)
    : options.userId
      ? await bagOfUser(db, options.userId)
      : ctx.user
        ? await bagOfUser(db, ctx.user.id)
        : await cookieBag(ctx);
  const empty: PricedBag = {
    id: bag?.id ?? null,
    market,
    lines: [],
    count: 0,
    subtotal: zero(market.currency),
    promo: null,
    total: zero(market.currency),
    deliveryDate: null,
    expressDeliveryDate: null,
    expressPrice: null,
    checkoutable: false,
  };
  if (!bag) return empty;
  const rows = await linesOf(db, bag.id);
  const lctx = db === ctx.db ? ctx : { ...ctx, db };
  const stock = await readyToGoForLines(
    lctx,
    rows.flatMap((r) => (r.readyToGoItemId !== null ? [r.readyToGoItemId] : [])),
  );
  const variantIds = [...rows.flatMap((r) => (r.variantId !== null ? [r.variantId] : [])), ...[...stock.values()].map((s) => s.variantId)];
  const [variants, held] = await Promise.all([
    variantsForLines(lctx, [...new Set(variantIds)], market),
    heldStones(
      db,
      rows.flatMap((r) => (r.stoneIdentifier ? [r.stoneIdentifier] : [])),
    ),
  ]);
  const lines = await Promise.all(rows.map((r) => lineView(lctx, r, market, { variants, stock, held, now })));
  const available = lines.filter((l) => l.available);
  const subtotal = sum(
    available.map((l) => l.total),
    market.currency,
  );
  let promo: BagPromo | null = null;
  if (bag.promoCode) {
    const rule = await promoRuleByCode(db, bag.promoCode);
    const userId = options.userId ?? bag.userId ?? null;
    const usage = rule ? await promoUsage(db, rule.id, userId) : { overall: 0, byCustomer: 0 };
    const evaluation = evaluatePromo(
      rule,
      { currency: market.currency, lines: available.map((l) => ({ id: l.id, kind: l.kind, total: l.total })) },
      usage,
      now,
    );
    promo = { code: bag.promoCode, ...evaluation, promoCodeId: rule?.id ?? null };
  }
  const days = lines.length ? Math.max(...lines.map((l) => l.deliveryDays)) : 0;
  const express = lines.length > 0 && lines.every((l) => l.expressAvailable);
  const rates = express ? await currentRates(db) : null;
  return {
    ...empty,
    lines,
    count: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal,
    promo,
    total: promo ? subtract(subtotal, promo.discount) : subtotal,
    deliveryDate: lines.length ? deliveryDate(Math.max(1, days), { now }) : null,
    expressDeliveryDate: express ? expressDeliveryDate(Math.max(1, days), { now }) : null,
    expressPrice: rates ? salePrice(EXPRESS_LIST_PRICE, market.currency, market.taxType, rates) : null,
    checkoutable: lines.length > 0 && lines.every((l) => l.available),
  };
}

/** The request's bag priced in the market an input names (the request's own otherwise). */
export async function bag(ctx: RequestContext, marketInput: MarketInput = {}): Promise<PricedBag> {
  return priceBag(ctx, resolveMarket(ctx, marketInput));
}
