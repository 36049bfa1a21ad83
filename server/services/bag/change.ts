import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { isStoneIdentifier } from "../../../core/carat.ts";
import { resolveMarket, type MarketInput } from "../../../core/market.ts";
import { isRingSizeOffered } from "../../../core/ring-size.ts";
import { MAX_LINE_QUANTITY, type BagRefusalReason } from "../../../core/vocabulary/bag.ts";
import { METALS } from "../../../core/vocabulary/metals.ts";
import { SHAPE_CODES } from "../../../core/vocabulary/shapes.ts";
import type { RequestContext } from "../../context.ts";
import { bagLines, bags } from "../../db/schema/index.ts";
import { readyToGoBySku, readyToGoForLines, variantIdOf, variantKind, variantsForLines } from "../catalogue/index.ts";
import { fail, fromZod, invalid, ok, type Result } from "../result.ts";
import { builderRing, ringColumnsOf, ringSizeInput } from "../ring-builder/index.ts";
import { stoneByIdentifier } from "../stones/index.ts";
import { priceBag, sameThing, type PricedBag } from "./index.ts";
import { normalPromoCode } from "./promo.ts";
import { linesOf, lockRequestBag, requestBag, touch } from "./store.ts";

/** Changes to the bag: each made with the bag's row locked, one after another. */

const quantity = z
  .number()
  .int("Must be a whole number")
  .min(1, "Must be at least 1")
  .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY}`);

const addToBagInput = z
  .object({
    /** The ring in the visitor's ring builder. */
    ring: z.object({ ringSize: ringSizeInput.nullish() }).strict().nullish(),
    product: z
      .object({
        variantId: z.number().int().positive().nullish(),
        catalogueCode: z
          .string()
          .trim()
          .min(1)
          .max(60)
          .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "Not a catalogue code")
          .nullish(),
        metal: z.enum(METALS.codes).nullish(),
        shape: z.enum(SHAPE_CODES).nullish(),
        ringSize: ringSizeInput.nullish(),
        quantity: quantity.nullish(),
      })
      .strict()
      .superRefine((p, ctx) => {
        if (p.variantId == null && p.catalogueCode == null)
          ctx.addIssue({ code: "custom", path: ["catalogueCode"], message: "Name a variant, or a catalogue code and a metal" });
        if (p.variantId == null && p.catalogueCode != null && p.metal == null)
          ctx.addIssue({ code: "custom", path: ["metal"], message: "Choose a metal" });
      })
      .nullish(),
    readyToGo: z
      .object({
        sku: z.string().trim().min(1).max(60).nullish(),
        id: z.number().int().positive().nullish(),
        quantity: quantity.nullish(),
      })
      .strict()
      .refine((r) => r.sku != null || r.id != null, { path: ["sku"], message: "Name the ring by its SKU or id" })
      .nullish(),
    stone: z
      .object({
        identifier: z
          .string()
          .trim()
          .refine((v) => isStoneIdentifier(v.toUpperCase()), "Not a stone identifier"),
      })
      .strict()
      .nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const named = (["ring", "product", "readyToGo", "stone"] as const).filter((k) => v[k] != null);
    if (named.length !== 1)
      ctx.addIssue({
        code: "custom",
        path: named.length ? [named[1]!] : [],
        message: "Name one thing to add: ring, product, readyToGo or stone",
      });
  });

export type AddToBagInput = z.input<typeof addToBagInput>;

/** Why an addition was refused (the bag as it was). */
export interface BagRefusal {
  refused: BagRefusalReason;
  message: string;
  /** For OUT_OF_STOCK: how many can be had. */
  available?: number;
}

/** A change made (the bag after it, and the line it touched), or refused. */
export type BagChange = { bag: PricedBag; lineId: string | null } | BagRefusal;

const refusal = (refused: BagRefusalReason, message: string, available?: number): BagRefusal =>
  available === undefined ? { refused, message } : { refused, message, available };

type NewLine = Omit<typeof bagLines.$inferInsert, "bagId">;

/** What the input names, as a line to add; a refusal when it cannot be had; bad input as errors. */
async function lineOf(
  ctx: RequestContext,
  input: z.output<typeof addToBagInput>,
  region: MarketInput["region"],
): Promise<Result<NewLine | BagRefusal>> {
  const market = resolveMarket(ctx, { region });
  if (input.ring) {
    const ring = await builderRing(ctx);
    if (!ring) return fail(invalid(["ring"], "Your ring needs a setting and a centre stone"));
    const size = input.ring.ringSize ?? ring.ringSize;
    if (!size) return fail(invalid(["ring", "ringSize"], "Please select a ring size"));
    if (!isRingSizeOffered(size, market.region)) return fail(invalid(["ring", "ringSize"], "This ring size is not offered here"));
    if (ring.columns.stoneKind === "CATALOGUE" && ring.columns.stoneIdentifier) {
      const stone = await stoneByIdentifier(ctx, ring.columns.stoneIdentifier, market);
      if (stone.kind !== "stone") return ok(refusal("SOLD", `Stone ${ring.columns.stoneIdentifier} has been sold.`));
    }
    return ok({ kind: "RING", quantity: 1, ringSize: size, ...ringColumnsOf(ring.columns) });
  }
  if (input.stone) {
    const identifier = input.stone.identifier.toUpperCase();
    const stone = await stoneByIdentifier(ctx, identifier, market);
    if (stone.kind !== "stone")
      return ok(
        stone.reason === "NOT_FOUND"
          ? refusal("NOT_FOUND", `No stone has the identifier ${identifier}.`)
          : refusal("SOLD", `Stone ${identifier} has been sold.`),
      );
    return ok({ kind: "STONE", quantity: 1, stoneIdentifier: stone.stone.identifier });
  }
  if (input.readyToGo) {
    const r = input.readyToGo;
    const item = r.id != null ? ((await readyToGoForLines(ctx, [r.id])).get(r.id) ?? null) : await readyToGoBySku(ctx, r.sku!);
    if (!item) return ok(refusal("NOT_FOUND", "No ready-to-go ring has this reference."));
    return ok({ kind: "READY_TO_GO", quantity: r.quantity ?? 1, readyToGoItemId: item.id, ringSize: item.ringSize });
  }
  const p = input.product!;
  const found =
    p.variantId != null
      ? await variantKind(ctx, p.variantId).then((kind) => (kind ? { variantId: p.variantId!, kind } : null))
      : await variantIdOf(ctx, p.catalogueCode!, p.metal!, p.shape ?? null);
  if (!found) return ok(refusal("NOT_FOUND", "No piece is made in this metal."));
  if (found.kind === "ENGAGEMENT_RING")
    return fail(invalid(["product"], "An engagement ring setting is added with its centre stone, as a ring"));
  if (found.kind === "READY_TO_GO") return fail(invalid(["product"], "A ready-to-go ring is added as readyToGo"));
  const variant = (await variantsForLines(ctx, [found.variantId], market)).get(found.variantId);
  if (!variant || !variant.price) return ok(refusal("NOT_FOUND", "This piece is no longer offered."));
  if (variant.sized && !p.ringSize) return fail(invalid(["product", "ringSize"], "Please select a ring size"));
  if (!variant.sized && p.ringSize) return fail(invalid(["product", "ringSize"], "This piece has no size"));
  if (p.ringSize && !isRingSizeOffered(p.ringSize, market.region))
    return fail(invalid(["product", "ringSize"], "This ring size is not offered here"));
  return ok({ kind: "PRODUCT", quantity: p.quantity ?? 1, variantId: found.variantId, ringSize: p.ringSize ?? null });
}

/**
 * Adds a ring from the visitor's ring builder (which keeps it), a catalogue piece, a ready-to-go
 * ring or a loose stone to the request's bag, made when there is none. The same piece in the same
 * size adds to its line's quantity (at most ten); a listed stone is in one line at most (adding it
 * again leaves the bag as it is); a ready-to-go ring is never taken above its stock (OUT_OF_STOCK),
 * a sold stone is refused (SOLD).
 */
export async function addToBag(ctx: RequestContext, raw: AddToBagInput, marketInput: MarketInput = {}): Promise<Result<BagChange>> {
  const parsed = addToBagInput.safeParse(raw);
  if (!parsed.success) return fromZod(parsed.error);
  const market = resolveMarket(ctx, marketInput);
  const made = await lineOf(ctx, parsed.data, market.region);
  if (!made.ok) return made;
  const line = made.value;
  if ("refused" in line) return ok(line);
  const outcome = await ctx.db.transaction(async (tx): Promise<Result<{ bagId: string; lineId: string | null } | BagRefusal>> => {
    const bag = await lockRequestBag(ctx, tx);
    const lines = await linesOf(tx, bag.id);
    if (line.stoneIdentifier) {
      const there = lines.find((l) => l.stoneIdentifier === line.stoneIdentifier);
      if (there) return ok({ bagId: bag.id, lineId: there.id });
    }
    const same = lines.find((l) =>
      sameThing(l, {
        kind: line.kind,
        variantId: line.variantId ?? null,
        readyToGoItemId: line.readyToGoItemId ?? null,
        ringSize: line.ringSize ?? null,
      }),
    );
    const wanted = (same?.quantity ?? 0) + (line.quantity ?? 1);
    if (same && wanted > MAX_LINE_QUANTITY) {
      const path = line.kind === "READY_TO_GO" ? "readyToGo" : "product";
      return fail(invalid([path, "quantity"], `At most ${MAX_LINE_QUANTITY} of one piece`));
    }
    if (line.kind === "READY_TO_GO") {
      const stock = (await readyToGoForLines({ ...ctx, db: tx }, [line.readyToGoItemId!])).get(line.readyToGoItemId!);
      if (!stock || stock.quantity < wanted)
        return ok(refusal("OUT_OF_STOCK", `Only ${stock?.quantity ?? 0} in stock.`, stock?.quantity ?? 0));
    }
    let lineId: string;
    if (same) {
      await tx.update(bagLines).set({ quantity: wanted }).where(eq(bagLines.id, same.id));
      lineId = same.id;
    } else {
      const [row] = await tx
        .insert(bagLines)
        .values({ ...line, bagId: bag.id })
        .returning({ id: bagLines.id });
      lineId = row!.id;
    }
    await touch(tx, bag);
    return ok({ bagId: bag.id, lineId });
  });
  if (!outcome.ok) return outcome;
  if ("refused" in outcome.value) return ok(outcome.value);
  return ok({ bag: await priceBag(ctx, market, { bagId: outcome.value.bagId }), lineId: outcome.value.lineId });
}

const lineIdInput = z.string().uuid("Not a line of this bag");

/** The request's bag with a line taken out; a line not in it is bad input. */
export async function removeFromBag(ctx: RequestContext, lineId: string, marketInput: MarketInput = {}): Promise<Result<BagChange>> {
  if (!lineIdInput.safeParse(lineId).success) return fail(invalid(["lineId"], "Not a line of this bag"));
  const market = resolveMarket(ctx, marketInput);
  const current = await requestBag(ctx);
  if (!current) return fail(invalid(["lineId"], "Not a line of this bag"));
  const removed = await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(bagLines)
      .where(and(eq(bagLines.id, lineId), eq(bagLines.bagId, current.id)))
      .returning({ id: bagLines.id });
    if (gone) await touch(tx, current);
    return !!gone;
  });
  if (!removed) return fail(invalid(["lineId"], "Not a line of this bag"));
  return ok({ bag: await priceBag(ctx, market, { bagId: current.id }), lineId: null });
}

/** A line's quantity (one to ten; a listed stone or a ring is one); a ready-to-go ring never above its stock. */
export async function setBagLineQuantity(
  ctx: RequestContext,
  lineId: string,
  wanted: number,
  marketInput: MarketInput = {},
): Promise<Result<BagChange>> {
  if (!lineIdInput.safeParse(lineId).success) return fail(invalid(["lineId"], "Not a line of this bag"));
  const q = quantity.safeParse(wanted);
  if (!q.success) return fail(invalid(["quantity"], q.error.issues[0]!.message));
  const market = resolveMarket(ctx, marketInput);
  const current = await requestBag(ctx);
  if (!current) return fail(invalid(["lineId"], "Not a line of this bag"));
  const outcome = await ctx.db.transaction(async (tx): Promise<Result<BagRefusal | null>> => {
    const [line] = await tx
      .select()
      .from(bagLines)
      .where(and(eq(bagLines.id, lineId), eq(bagLines.bagId, current.id)))
      .for("update");
    if (!line) return fail(invalid(["lineId"], "Not a line of this bag"));
    if ((line.kind === "STONE" || line.kind === "RING") && q.data !== 1) return fail(invalid(["quantity"], "This piece is one of a kind"));
    if (line.kind === "READY_TO_GO") {
      const stock = (await readyToGoForLines({ ...ctx, db: tx }, [line.readyToGoItemId!])).get(line.readyToGoItemId!);
      if (!stock || stock.quantity < q.data)
        return ok(refusal("OUT_OF_STOCK", `Only ${stock?.quantity ?? 0} in stock.`, stock?.quantity ?? 0));
    }
    await tx.update(bagLines).set({ quantity: q.data }).where(eq(bagLines.id, line.id));
    await touch(tx, current);
    return ok(null);
  });
  if (!outcome.ok) return outcome;
  if (outcome.value) return ok(outcome.value);
  return ok({ bag: await priceBag(ctx, market, { bagId: current.id }), lineId });
}

const promoCodeInput = z
  .string()
  .trim()
  .min(3, "Enter a promo code")
  .max(32, "Not a promo code")
  .regex(/^[A-Za-z0-9_-]+$/, "Not a promo code");

/**
 * Keeps a promo code on the request's bag (made when there is none). The bag's answer says whether it
 * applies and, if not, why (`promo.reason`): it is checked again every time the bag is priced.
 */
export async function applyPromoCode(ctx: RequestContext, code: string, marketInput: MarketInput = {}): Promise<Result<PricedBag>> {
  const parsed = promoCodeInput.safeParse(code);
  if (!parsed.success) return fail(invalid(["code"], parsed.error.issues[0]!.message));
  const market = resolveMarket(ctx, marketInput);
  const bagId = await ctx.db.transaction(async (tx) => {
    const bag = await lockRequestBag(ctx, tx);
    await tx
      .update(bags)
      .set({ promoCode: normalPromoCode(parsed.data), version: bag.version + 1, updatedAt: new Date() })
      .where(eq(bags.id, bag.id));
    return bag.id;
  });
  return ok(await priceBag(ctx, market, { bagId }));
}

export async function removePromoCode(ctx: RequestContext, marketInput: MarketInput = {}): Promise<Result<PricedBag>> {
  const market = resolveMarket(ctx, marketInput);
  const current = await requestBag(ctx);
  if (current?.promoCode) {
    await ctx.db
      .update(bags)
      .set({ promoCode: null, version: current.version + 1, updatedAt: new Date() })
      .where(eq(bags.id, current.id));
  }
  return ok(await priceBag(ctx, market, current ? { bagId: current.id } : {}));
}
