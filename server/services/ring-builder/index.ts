/**
 * The ring builder (docs/product.md#ring-builder): a setting (mount) and a centre stone made into one
 * ring. The state is a row per builder, reached through the visitor's signed `ring-builder` cookie or
 * owned by a signed-in customer (docs/decisions/0650-ring-builder-state.md). A change the rules refuse
 * (a stone the setting cannot hold, a sold stone, a metal the design is not made in, ...) is answered
 * as a typed failure with the builder unchanged; bad input is a validation error.
 */
import { and, eq, isNull } from "drizzle-orm";
import { resolveMarket, type Market, type MarketInput } from "../../../core/market.ts";
import type { Money } from "../../../core/money.ts";
import {
  centreStoneKind,
  centreStoneKindsTaken,
  hasSignatureStone,
  lastAddedOf,
  positionsOf,
  signatureStoneNotOffered,
} from "../../../core/ring-builder.ts";
import type { CaratRange } from "../../../core/carat.ts";
import { settingTakesStone } from "../../../core/stone-kind.ts";
import { isRingSizeOffered, ringSizeById, ringSizeLabel } from "../../../core/ring-size.ts";
import type { RingBuilderItem } from "../../../core/vocabulary/ring-builder.ts";
import type { RequestContext } from "../../context.ts";
import { ringBuilders } from "../../db/schema/index.ts";
import { engagementSetting, type Setting } from "../catalogue/index.ts";
import { currentRates, salePrice } from "../pricing.ts";
import { fromZod, ok, type Result } from "../result.ts";
import { stoneByIdentifier } from "../stones/index.ts";
import { madeToOrderStone, ringBuilderSetInput, type ParsedSetInput, type RingBuilderSetInput } from "./input.ts";
import { madeToOrderGrid, quoteMadeToOrder, ringPrice, type MadeToOrderStone } from "./prices.ts";
import { readRingBuilderCookie } from "./cookie.ts";
import {
  NO_MOUNT,
  NO_STONE,
  builderOfUser,
  cookieBuilder,
  currentBuilder,
  lockBuilder,
  pointCookieAt,
  stateOf,
  writeState,
  type RingBuilderRow,
  type RingBuilderState,
} from "./store.ts";
import {
  pairingRefusal,
  resolveMount,
  ringBuilderView,
  stoneFactsOf,
  type KnownStones,
  type RingBuilderError,
  type RingBuilderView,
} from "./view.ts";

export type { RingBuilderSetInput } from "./input.ts";
export {
  gemstone as madeToOrderGemstoneInput,
  labGrownDiamond as madeToOrderLabGrownDiamondInput,
  madeToOrderStone,
  ringSize as ringSizeInput,
} from "./input.ts";
export type { MadeToOrderStone } from "./prices.ts";
export type {
  Certificate,
  CentreStoneConstraints,
  CentreStoneView,
  EngagementRingView,
  MountView,
  RingBuilderError,
  RingBuilderItemView,
  RingBuilderView,
  UnavailableStone,
} from "./view.ts";

/** The request's ring builder in a market: the customer's, else the cookie's, else a fresh empty one. */
export async function ringBuilder(ctx: RequestContext, market: MarketInput = {}, now: Date = new Date()): Promise<RingBuilderView> {
  const row = await currentBuilder(ctx);
  return ringBuilderView(ctx, row, stateOf(row), resolveMarket(ctx, market), { now });
}

export interface RingBuilderSetOutcome {
  ringBuilder: RingBuilderView;
  /** Why the change was refused (the builder is as it was); null when it was made. */
  failure: { errors: RingBuilderError[] } | null;
}

type Refusal = Omit<RingBuilderError, "position">;
type StoneColumns = Pick<
  RingBuilderState,
  | "stoneKind"
  | "stoneIdentifier"
  | "stoneCategory"
  | "stoneCertificateLab"
  | "stoneCertificateNumber"
  | "stoneShape"
  | "stoneCarat"
  | "stoneColour"
  | "stoneClarity"
  | "stoneCut"
  | "stoneGemstoneType"
  | "stoneGemstoneColour"
  | "stoneColourGrade"
  | "stoneGemstoneClarity"
>;

const refuse = (item: RingBuilderItem, code: Refusal["code"], message: string): Refusal => ({ item, code, message });

/** The centre stone an input names, as the columns it is stored in; a refusal when it cannot be had. */
async function incomingStone(
  ctx: RequestContext,
  input: NonNullable<ParsedSetInput["centreStone"]>,
  market: Market,
  known: KnownStones,
): Promise<StoneColumns | Refusal> {
  if (input.gemsApiIdentifier) {
    const id = input.gemsApiIdentifier;
    const lookup = await stoneByIdentifier(ctx, id, market);
    known.set(id, lookup);
    if (lookup.kind === "notAvailable") {
      return lookup.reason === "NOT_FOUND"
        ? refuse("CENTRE_STONE", "STONE_NOT_FOUND", `No stone has the identifier ${id}.`)
        : refuse("CENTRE_STONE", "STONE_UNAVAILABLE", `Stone ${id} has been sold or is no longer listed.`);
    }
    const s = lookup.stone;
    const certificate = s.certificates.gia ?? s.certificates.igi ?? s.certificates.gcal;
    return {
      stoneKind: "CATALOGUE",
      stoneIdentifier: s.identifier,
      stoneCategory: s.category,
      stoneCertificateLab: certificate?.lab ?? null,
      stoneCertificateNumber: certificate?.number ?? null,
      stoneShape: s.shape,
      stoneCarat: Number(s.caratWeight),
      stoneColour: s.colour,
      stoneClarity: s.clarity,
      stoneCut: s.cut,
      stoneGemstoneType: s.gemstoneType,
      stoneGemstoneColour: s.gemstoneColour,
      stoneColourGrade: s.colourGrade,
      stoneGemstoneClarity: s.gemstoneClarity,
    };
  }
  const stone = madeToOrderStone({ labGrownDiamond: input.nonSkuLabGrownDiamond, gemstone: input.nonSkuGemstone })!;
  if (!quoteMadeToOrder(await madeToOrderGrid(ctx.db), stone)) {
    return refuse("CENTRE_STONE", "PRICE_NOT_AVAILABLE", "This stone cannot be made to order in these grades.");
  }
  const lab = stone.kind === "LAB_GROWN_DIAMOND";
  return {
    stoneKind: stone.kind,
    stoneIdentifier: null,
    stoneCategory: lab ? "LAB_GROWN_DIAMOND" : "GEMSTONE",
    stoneCertificateLab: null,
    stoneCertificateNumber: null,
    stoneShape: stone.shape,
    stoneCarat: stone.carat,
    stoneColour: lab ? stone.colour : null,
    stoneClarity: lab ? stone.clarity : null,
    stoneCut: lab ? null : stone.cut,
    stoneGemstoneType: lab ? null : stone.crystal,
    stoneGemstoneColour: lab ? null : stone.colour,
    stoneColourGrade: lab ? null : stone.colourGrade,
    stoneGemstoneClarity: lab ? null : stone.clarity,
  };
}

interface Incoming {
  setting: Setting | null;
  stone: StoneColumns | Refusal | null;
  /** Settings looked up by catalogue code (null: no engagement ring has it): the one in the builder is among them. */
  settings: ReadonlyMap<string, Setting | null>;
}

/** What the signature stone's refusal says of the part the design does not offer. */
const SIGNATURE_STONE_PART = { crystal: "that gemstone", colour: "that colour of it", width: "that width" } as const;

/**
 * The state a change makes of the builder as it is, or why it is refused. What the input names, and
 * the setting the builder holds, were looked up beforehand (`incoming`): the builder is locked while
 * this runs, and nothing here reads the database.
 */
function applyChange(
  before: RingBuilderState,
  input: ParsedSetInput,
  incoming: Incoming,
  market: Market,
  now: Date,
): { state: RingBuilderState; refusals: Refusal[] } {
  let state: RingBuilderState = { ...before };
  const refusals: Refusal[] = [];
  if (input.removeMount) state = { ...state, ...NO_MOUNT };
  if (input.removeCentreStone) state = { ...state, ...NO_STONE };

  if (input.mount) {
    const { engagementRing: ring, signatureStone, uri } = input.mount;
    const setting = incoming.setting;
    const notOffered = setting && signatureStone ? signatureStoneNotOffered(setting.gemstones, signatureStone) : null;
    if (!setting) {
      refusals.push(refuse("MOUNT", "DESIGN_NOT_FOUND", `No engagement ring design has the code ${ring.catalogueCode}.`));
    } else if (signatureStone && !hasSignatureStone(setting)) {
      refusals.push(refuse("MOUNT", "SIGNATURE_STONE_NOT_OFFERED", `${setting.productName} has no signature stone to choose.`));
    } else if (notOffered) {
      refusals.push(
        refuse(
          "MOUNT",
          "SIGNATURE_STONE_NOT_OFFERED",
          `${setting.productName} is not made with ${SIGNATURE_STONE_PART[notOffered]} as its signature stone.`,
        ),
      );
    } else {
      state = {
        ...state,
        mountCatalogueCode: setting.catalogueCode,
        mountMetal: ring.metal,
        mountShape: ring.shape ?? null,
        signatureStoneColour: signatureStone?.colour ?? null,
        signatureStoneCrystal: signatureStone?.crystal ?? null,
        signatureStoneWidth: signatureStone?.width ?? null,
        mountUri: uri ?? null,
        // A replaced item keeps its place.
        mountAddedAt: before.mountAddedAt ?? now,
        lastAdded: "MOUNT",
      };
    }
  }

  if (input.centreStone) {
    const stone = incoming.stone;
    if (!stone) throw new Error("a centre stone to set was not looked up");
    if ("code" in stone) refusals.push(stone);
    else
      state = {
        ...state,
        ...stone,
        stoneUri: input.centreStone.uri ?? null,
        stoneAddedAt: before.stoneAddedAt ?? now,
        lastAdded: "CENTRE_STONE",
      };
  }
  // The last added is an item the ring holds: removing it makes the other one the last added.
  state.lastAdded = lastAddedOf({ MOUNT: state.mountAddedAt, CENTRE_STONE: state.stoneAddedAt }, state.lastAdded);

  const size = input.ringSize ?? input.mount?.engagementRing.ringSize ?? null;
  if (size) {
    if (!isRingSizeOffered(size, market.region))
      refusals.push(
        refuse(
          "MOUNT",
          "RING_SIZE_NOT_OFFERED",
          `Ring size ${ringSizeLabel(ringSizeById(size)!, market.region)} is not offered in this region.`,
        ),
      );
    else state = { ...state, ringSize: size, ringSizePersisted: true };
  }

  // The setting and the stone as they would be together.
  if (!refusals.length && (input.mount || input.centreStone) && state.mountCatalogueCode && state.mountMetal) {
    const setting = input.mount ? incoming.setting : incoming.settings.get(state.mountCatalogueCode);
    if (setting === undefined) throw new Error(`the setting ${state.mountCatalogueCode} in the builder was not looked up`);
    const facts = stoneFactsOf(state);
    const changed: RingBuilderItem = input.centreStone ? "CENTRE_STONE" : "MOUNT";
    if (setting) {
      const resolved = resolveMount(setting, state.mountMetal, state.mountShape, facts?.shape ?? null);
      if (!("setting" in resolved)) refusals.push(refuse("MOUNT", resolved.code, resolved.message));
      else if (facts) {
        const refusal = pairingRefusal(resolved, facts);
        if (refusal) refusals.push(refuse(changed, refusal.code, refusal.message));
      }
    }
  }
  return { state, refusals };
}

/** Each refusal with the position its item holds, or would hold once added, in the builder. */
function positioned(refusals: Refusal[], before: RingBuilderState, now: Date): RingBuilderError[] {
  return refusals.map((r) => {
    const added: Record<RingBuilderItem, Date | null> = { MOUNT: before.mountAddedAt, CENTRE_STONE: before.stoneAddedAt };
    added[r.item] ??= now;
    return { ...r, position: positionsOf(added).indexOf(r.item) + 1 };
  });
}

/** Rounds of reading the builder again: only when it was replaced, adopted, or given a setting not yet looked up meanwhile. */
const ATTEMPTS = 16;

type Attempt =
  | { kind: "made"; row: RingBuilderRow }
  | { kind: "refused"; row: RingBuilderRow | null; before: RingBuilderState; refusals: Refusal[] }
  /** Read the builder again (`row`: as it now is, when known) and try again. */
  | { kind: "again"; row: RingBuilderRow | null };

/**
 * Sets the mount, the centre stone or the ring size, or removes an item; any of them at once.
 * Changes to one builder are made one after another: each locks the builder's row in a transaction
 * (`SELECT ... FOR UPDATE`), checks the change against the builder as it is, writes it and commits,
 * while the next waits for the lock; so every change is made, over the state the one before it left
 * (docs/decisions/0650-ring-builder-state.md). What the change names (the setting, the stone, the
 * made-to-order price) and the setting already in the builder are looked up before the lock, through
 * the shared memos, so the lock is held over a read and a write only.
 */
export async function ringBuilderSet(
  ctx: RequestContext,
  raw: RingBuilderSetInput,
  marketInput: MarketInput = {},
  now: Date = new Date(),
): Promise<Result<RingBuilderSetOutcome>> {
  const parsed = ringBuilderSetInput.safeParse(raw);
  if (!parsed.success) return fromZod(parsed.error);
  const input = parsed.data;
  const market = resolveMarket(ctx, marketInput);
  const known: KnownStones = new Map();
  // The first read of the builder goes out with the lookups of what the input names.
  const [setting, stone, first] = await Promise.all([
    input.mount ? engagementSetting(ctx, input.mount.engagementRing.catalogueCode.toUpperCase(), market) : null,
    input.centreStone ? incomingStone(ctx, input.centreStone, market, known) : null,
    currentBuilder(ctx),
  ]);
  const settings = new Map<string, Setting | null>();
  let current = first;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0 && !current) current = await currentBuilder(ctx);
    // The setting the builder holds (a stone is checked against it), unless the change replaces it.
    const held = current?.mountCatalogueCode;
    if (held && !input.mount && !settings.has(held)) settings.set(held, await engagementSetting(ctx, held, market));
    const read = current;
    const outcome = await ctx.db.transaction(async (tx): Promise<Attempt> => {
      const row = read ? await lockBuilder(tx, read.id) : null;
      // Gone, or adopted by a customer since it was found: find the request's builder again.
      if (read && (!row || row.userId !== read.userId)) return { kind: "again", row: null };
      const code = row?.mountCatalogueCode;
      if (code && !input.mount && !settings.has(code)) return { kind: "again", row };
      const before = stateOf(row);
      const { state, refusals } = applyChange(before, input, { setting, stone, settings }, market, now);
      if (refusals.length) return { kind: "refused", row, before, refusals };
      const written = await writeState(ctx, row, state, tx);
      // Only a new builder can be beaten to it (the customer's, made by another change): read it.
      return written ? { kind: "made", row: written } : { kind: "again", row: null };
    });
    if (outcome.kind === "again") {
      current = outcome.row;
      continue;
    }
    if (outcome.kind === "refused") {
      const errors = positioned(outcome.refusals, outcome.before, now);
      return ok({
        ringBuilder: await ringBuilderView(ctx, outcome.row, outcome.before, market, { failure: errors, now, known }),
        failure: { errors },
      });
    }
    pointCookieAt(ctx, outcome.row);
    return ok({ ringBuilder: await ringBuilderView(ctx, outcome.row, stateOf(outcome.row), market, { now, known }), failure: null });
  }
  throw new Error(`the ring builder was replaced under ${ATTEMPTS} attempts in a row`);
}

const hasItems = (row: RingBuilderRow) => row.mountAddedAt !== null || row.stoneAddedAt !== null;

/** Whether the request carries a ring builder cookie the store signed (any other is ignored, as if absent). */
export function hasRingBuilderCookie(ctx: RequestContext): boolean {
  return readRingBuilderCookie(ctx) !== null;
}

/** Whether the signed-in customer has a ring in the builder (the catalogue and stone pages show it). */
export async function hasRingBuilder(ctx: RequestContext): Promise<boolean> {
  return ctx.user !== null && (await builderOfUser(ctx.db, ctx.user.id)) !== null;
}

/**
 * At sign-in: the builder the request's cookie names becomes the customer's. When the customer
 * already had one, the cookie's builder replaces it if it holds anything (the visitor's latest
 * work), else the customer's own is kept and the cookie pointed at it. Answers the id of the
 * customer's builder now, or null when there is none.
 */
export async function adoptRingBuilder(ctx: RequestContext, userId: string): Promise<{ ringBuilderId: string | null }> {
  const [anonymous, own] = await Promise.all([cookieBuilder(ctx), builderOfUser(ctx.db, userId)]);
  if (anonymous && (hasItems(anonymous) || !own)) {
    const adopted = await ctx.db.transaction(async (tx) => {
      if (own) await tx.delete(ringBuilders).where(eq(ringBuilders.id, own.id));
      const [row] = await tx
        .update(ringBuilders)
        .set({ userId, version: anonymous.version + 1, updatedAt: new Date() })
        .where(and(eq(ringBuilders.id, anonymous.id), isNull(ringBuilders.userId)))
        .returning();
      return row ?? null;
    });
    if (adopted) {
      pointCookieAt(ctx, adopted);
      return { ringBuilderId: adopted.id };
    }
  }
  const mine = own ?? (await builderOfUser(ctx.db, userId));
  if (mine) pointCookieAt(ctx, mine);
  return { ringBuilderId: mine?.id ?? null };
}

/**
 * A setting with a made-to-order centre stone (the lab-grown and gemstone ring pages, in the
 * stone's shape): null when the setting does not take the stone (its kind, or its weight compared
 * at six decimals: the ring builder's rule) or the stone cannot be priced; else the stone's price in
 * the market, and the ring's: a setting's price plus the stone's.
 */
export async function ringWithMadeToOrderStone(
  ctx: RequestContext,
  stone: MadeToOrderStone,
  setting: { weight: CaratRange; ringStyles: readonly string[] },
  marketInput: MarketInput = {},
): Promise<{ stonePrice: Money; withStone: (settingPrice: Money) => Money } | null> {
  const kind = centreStoneKind({ madeToOrder: stone.kind });
  if (
    !settingTakesStone(
      { shapes: [], weight: setting.weight, kinds: centreStoneKindsTaken(setting.ringStyles) },
      { shape: stone.shape, carat: stone.carat, kind },
    )
  )
    return null;
  const market = resolveMarket(ctx, marketInput);
  const [grid, rates] = await Promise.all([madeToOrderGrid(ctx.db), currentRates(ctx.db)]);
  const quote = quoteMadeToOrder(grid, stone);
  if (!quote) return null;
  const stonePrice = salePrice(quote.listPrice, market.currency, market.taxType, rates);
  return { stonePrice, withStone: (settingPrice) => ringPrice({ setting: settingPrice, centreStone: stonePrice }, market.currency) };
}

/** A ring's setting and centre stone as the typed columns a bag or order line copies (mountColumns, stoneColumns). */
export type RingColumns = Omit<RingBuilderState, "ringSize" | "ringSizePersisted" | "lastAdded" | "mountAddedAt" | "stoneAddedAt">;

/** The columns of a ring, taken from a row that has them (a builder, a bag line, an order line). */
export function ringColumnsOf(row: RingColumns): RingColumns {
  const columns = {} as Record<string, unknown>;
  for (const key of Object.keys({ ...NO_MOUNT, ...NO_STONE }) as (keyof typeof NO_MOUNT | keyof typeof NO_STONE)[]) {
    if (key === "mountAddedAt" || key === "stoneAddedAt") continue;
    columns[key] = row[key as keyof RingColumns] ?? null;
  }
  return columns as RingColumns;
}

/**
 * The ring in the request's builder, as a bag takes it: its columns and ring size when it holds a
 * setting and a centre stone; null when it does not hold both.
 */
export async function builderRing(
  ctx: RequestContext,
): Promise<{ columns: RingColumns; ringSize: string | null; builderId: string } | null> {
  const row = await currentBuilder(ctx);
  if (!row || !row.mountCatalogueCode || !row.stoneKind) return null;
  return { columns: ringColumnsOf(row), ringSize: row.ringSizePersisted ? row.ringSize : null, builderId: row.id };
}

/**
 * A ring held elsewhere (a bag line) as the ring builder shows it, in a market: priced by the same
 * rules (`ringPrice`), with the stone's availability and, for a listed stone no longer on sale, the
 * stones nearest to it.
 */
export async function ringOfColumns(
  ctx: RequestContext,
  columns: RingColumns,
  ringSize: string | null,
  market: Market,
  now: Date = new Date(),
): Promise<RingBuilderView> {
  const state: RingBuilderState = {
    ...ringColumnsOf(columns),
    ringSize,
    ringSizePersisted: ringSize !== null,
    lastAdded: "CENTRE_STONE",
    mountAddedAt: new Date(0),
    stoneAddedAt: new Date(1),
  };
  return ringBuilderView(ctx, null, state, market, { now });
}
