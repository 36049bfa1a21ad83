import { describe, expect, it } from "vitest";
import type { Region } from "../../../core/regions.ts";
import { signatureStoneColours, signatureStoneCrystals } from "../../../core/ring-builder.ts";
import { recommendedRingSize, ringSizesFor } from "../../../core/ring-size.ts";
import { GEMSTONE_COLOURS, GEMSTONE_TYPES } from "../../../core/vocabulary/stones.ts";
import { useSmallCatalogue, type SeedProduct } from "../../../tests/helpers/catalogue.ts";
import { testContext } from "../../../tests/integration/site-context.ts";
import { ringBuilder, ringBuilderSet, type RingBuilderSetInput, type RingBuilderView } from "./index.ts";

/**
 * A change to the ring builder as its callers see it (docs/product.md#ring-builder): the item added
 * last is one the ring holds, positions follow the order items were added in (a replaced item keeps
 * its place), ring sizes are the region's, the signature stone is one the design offers, and a change
 * the rules refuse leaves the ring as it was with the refusal at the position its item would hold.
 */

const store = useSmallCatalogue();

/** A visitor's browser: its ring-builder cookie kept between calls, in any region. */
function browser() {
  const cookies = new Map<string, string>();
  const ctx = (region: Region) => testContext(store.database, { region, cookies });
  return {
    async set(input: RingBuilderSetInput, region: Region = "UK") {
      const result = await ringBuilderSet(ctx(region), input);
      if (!result.ok) throw new Error(`not a change: ${JSON.stringify(result.errors)}`);
      return result.value;
    },
    read: (region: Region = "UK") => ringBuilder(ctx(region)),
  };
}

const engagement = () => store.products.filter((p) => p.kind === "ENGAGEMENT_RING");
/** A design without side gemstones that takes a round centre stone of 1ct. */
const plain = () =>
  engagement().find(
    (p) =>
      p.gemstones.length === 0 &&
      !p.ringStyles.includes("GEMSTONE_SIDES") &&
      p.centreStoneShapes.includes("ROUND") &&
      (p.centreStoneWeightMin ?? 0) <= 1 &&
      (p.centreStoneWeightMax ?? 100) >= 1,
  )!;
const withSignatureStone = () => engagement().find((p) => p.gemstones.length > 0)!;
const diamondsOnly = () => engagement().find((p) => p.ringStyles.includes("GEMSTONE_SIDES") && p.centreStoneShapes.includes("ROUND"))!;

const mountOf = (p: SeedProduct, extra: Record<string, unknown> = {}): RingBuilderSetInput => ({
  mount: {
    engagementRing: {
      catalogueCode: p.catalogueCode,
      metal: p.variants.find((v) => v.shape === "ROUND")?.metal ?? p.variants[0]!.metal,
      shape: "ROUND",
      ...extra,
    },
  },
});
const labDiamond = (caratWeight = 1): RingBuilderSetInput => ({
  centreStone: { nonSkuLabGrownDiamond: { shape: "ROUND", caratWeight, colour: "F", clarity: "VS1" } },
});
const gemstone = (): RingBuilderSetInput => ({
  centreStone: {
    nonSkuGemstone: { shape: "ROUND", caratWeight: 1, crystal: "SAPPHIRE", colour: "BLUE", colorGrade: "MEDIUM", clarity: "EYE_CLEAN" },
  },
});

/** Which item holds which position, and which was added last. */
const order = (view: RingBuilderView) => ({ items: view.items.map((i) => `${i.position}:${i.item}`), lastAdded: view.lastAdded });

describe("the item added last and the positions", () => {
  it("follow the order items were added in, the last added always one the ring holds", async () => {
    const b = browser();
    const p = plain();
    expect(order((await b.set(mountOf(p))).ringBuilder)).toEqual({ items: ["1:MOUNT"], lastAdded: "MOUNT" });
    expect(order((await b.set(labDiamond())).ringBuilder)).toEqual({ items: ["1:MOUNT", "2:CENTRE_STONE"], lastAdded: "CENTRE_STONE" });
    // Removing the last added makes the other the last added.
    expect(order((await b.set({ removeCentreStone: true })).ringBuilder)).toEqual({ items: ["1:MOUNT"], lastAdded: "MOUNT" });
    await b.set(labDiamond());
    // A replaced mount keeps its place and becomes the last added.
    const otherMetal = p.variants.find((v) => v.shape === "ROUND" && v.metal !== mountOf(p).mount!.engagementRing.metal)!.metal;
    expect(order((await b.set(mountOf(p, { metal: otherMetal }))).ringBuilder)).toEqual({
      items: ["1:MOUNT", "2:CENTRE_STONE"],
      lastAdded: "MOUNT",
    });
    // With the mount removed the stone is first and last.
    expect(order((await b.set({ removeMount: true })).ringBuilder)).toEqual({ items: ["1:CENTRE_STONE"], lastAdded: "CENTRE_STONE" });
    expect(order(await b.read())).toEqual({ items: ["1:CENTRE_STONE"], lastAdded: "CENTRE_STONE" });
  });
});

describe("the ring size", () => {
  const ukOnly = ringSizesFor("UK").find((s) => s.id !== recommendedRingSize().id && !ringSizesFor("US").some((u) => u.id === s.id))!;

  it("is one the region makes: another region's size is refused and the ring keeps its size", async () => {
    const b = browser();
    await b.set(mountOf(plain()), "US");
    const offered = ringSizesFor("US")[4]!;
    expect((await b.set({ ringSize: offered.id }, "US")).ringBuilder.ringSize?.id).toBe(offered.id);
    const refused = await b.set({ ringSize: ukOnly.id }, "US");
    expect(refused.failure?.errors).toEqual([
      {
        code: "RING_SIZE_NOT_OFFERED",
        item: "MOUNT",
        position: 1,
        message: expect.stringMatching(/^Ring size .+ is not offered in this region\.$/),
      },
    ]);
    expect(refused.ringBuilder.ringSize?.id).toBe(offered.id);
    expect((await b.read("US")).ringSize?.id).toBe(offered.id);
  });

  it("chosen in a region that makes it is not answered in one that does not, and is answered again where it is made", async () => {
    const b = browser();
    await b.set({ ...mountOf(plain()), ringSize: ukOnly.id }, "UK");
    expect((await b.read("UK")).ringSize).toMatchObject({ id: ukOnly.id, value: `RingSize|${ukOnly.id}` });
    expect((await b.read("US")).ringSize).toBeNull();
    expect((await b.read("UK")).ringSize?.id).toBe(ukOnly.id);
  });
});

describe("the signature stone", () => {
  it("is one the design offers: its variety, a colour that variety comes in, a width offered", async () => {
    const p = withSignatureStone();
    const [crystal] = signatureStoneCrystals(p.gemstones);
    const colour = signatureStoneColours(crystal!)[0]!;
    const otherVariety = GEMSTONE_TYPES.codes.find((c) => !signatureStoneCrystals(p.gemstones).includes(c));
    const otherColour = GEMSTONE_COLOURS.codes.find((c) => !signatureStoneColours(crystal!).includes(c))!;
    const b = browser();
    const refusals: [Record<string, unknown>, string][] = [
      [{ crystal, colour: otherColour, width: 2 }, "that colour of it"],
      [{ crystal, colour, width: 2.25 }, "that width"],
    ];
    if (otherVariety) refusals.push([{ crystal: otherVariety, colour: signatureStoneColours(otherVariety)[0], width: 2 }, "that gemstone"]);
    for (const [signatureStone, part] of refusals) {
      const answer = await b.set({ mount: { ...mountOf(p).mount!, signatureStone } as NonNullable<RingBuilderSetInput["mount"]> });
      expect(answer.failure?.errors).toEqual([
        {
          code: "SIGNATURE_STONE_NOT_OFFERED",
          item: "MOUNT",
          position: 1,
          message: `${p.productName} is not made with ${part} as its signature stone.`,
        },
      ]);
      expect(answer.ringBuilder.items).toEqual([]);
    }
    const made = await b.set({ mount: { ...mountOf(p).mount!, signatureStone: { crystal: crystal!, colour, width: 2.5 } } });
    expect(made.failure).toBeNull();
    expect(made.ringBuilder.items[0]).toMatchObject({ item: "MOUNT", signatureStone: { crystal, colour, width: 2.5 } });
  });

  it("is refused for a design that has none", async () => {
    const p = plain();
    const answer = await browser().set({
      mount: { ...mountOf(p).mount!, signatureStone: { crystal: "SAPPHIRE", colour: "BLUE", width: 2 } },
    });
    expect(answer.failure?.errors.map((e) => e.message)).toEqual([`${p.productName} has no signature stone to choose.`]);
    expect(answer.ringBuilder.items).toEqual([]);
  });
});

describe("a change the rules refuse", () => {
  it("leaves the ring as it was, the refusal naming the item at the position it would hold", async () => {
    const b = browser();
    const p = diamondsOnly();
    const before = (await b.set(mountOf(p))).ringBuilder;
    const kind = await b.set(gemstone());
    expect(kind.failure?.errors).toEqual([
      {
        code: "STONE_KIND_NOT_TAKEN",
        item: "CENTRE_STONE",
        position: 2,
        message: expect.stringContaining("choose a natural or lab-grown diamond"),
      },
    ]);
    expect(order(kind.ringBuilder)).toEqual(order(before));
    expect(order(await b.read())).toEqual(order(before));

    const light = Math.max(0.1, (p.centreStoneWeightMin ?? 0.5) - 0.1);
    const weight = await b.set(labDiamond(light));
    expect(weight.failure?.errors.map((e) => `${e.position}:${e.item}:${e.code}`)).toEqual(["2:CENTRE_STONE:CARAT_OUT_OF_RANGE"]);
    expect(order(await b.read())).toEqual(order(before));
  });

  it("that brings a setting to a stone it cannot hold refuses the setting, at the position after the stone", async () => {
    const b = browser();
    await b.set(gemstone());
    const answer = await b.set(mountOf(diamondsOnly()));
    expect(answer.failure?.errors.map((e) => `${e.position}:${e.item}:${e.code}`)).toEqual(["2:MOUNT:STONE_KIND_NOT_TAKEN"]);
    expect(order(await b.read())).toEqual({ items: ["1:CENTRE_STONE"], lastAdded: "CENTRE_STONE" });
  });
});
