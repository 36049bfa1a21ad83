import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { emptySearchState, emptyFilters } from "../../../core/urls/stones.ts";
import type { RingBuilderFieldsFragment, StoneRowFragment } from "../../graphql/graphql.ts";
import { mergeMessages } from "../../i18n/index.ts";
import { IntlRoot, createTranslator } from "../../lib/intl.tsx";
import { toRingBuilderView } from "../../routes/ring-builder/documents.ts";
import { ringSteps } from "./model.ts";
import { afterMountAdded, afterStoneAdded, emptyRingView } from "./ring-links.ts";
import { constrainedSearch, isBuilding, keptRingSize, settingTakes } from "./ring-state.ts";
import { SoldStone } from "./SoldStone.tsx";
import { RING_BUILDER_ERROR_CODES } from "../../../core/vocabulary/ring-builder.ts";
import { enGb } from "../../i18n/en-gb.ts";
import type { RingMount } from "./types.ts";
import { money } from "../../../core/money.ts";

const image = { id: "i", alt: "", urlTemplate: "/m/{size}.{format}" };
const t = createTranslator("en-gb", mergeMessages({}));
const gbp = (amount: string) => ({ amount, currency: "GBP" as const });

const mount: RingMount = {
  catalogueCode: "ER-1",
  name: "Orla",
  href: "/orla-platinum-engagement-ring-oval-diamond",
  metal: { code: "PLATINUM", label: "Platinum" },
  shape: { code: "OVAL", label: "Oval" },
  price: money(120_000, "GBP"),
  image,
  constraints: { shapes: ["OVAL", "PEAR"], weight: { min: 0.5, max: 2 }, kinds: ["NATURAL_DIAMONDS", "LAB_GROWN_DIAMONDS", "GEMSTONES"] },
  deliveryDate: "2026-12-10",
};

function stoneRow(overrides: Partial<StoneRowFragment> = {}): StoneRowFragment {
  return {
    identifier: "AB12CD3",
    category: "DIAMOND",
    shape: "OVAL",
    caratWeight: 1.02,
    colour: "F",
    clarity: "VS1",
    cut: "EXCELLENT",
    polish: "EXCELLENT",
    symmetry: "EXCELLENT",
    fluorescence: "NONE",
    girdle: null,
    fancyColour: null,
    intensity: null,
    gemstoneType: null,
    gemstoneColour: null,
    colourGrade: null,
    gemstoneClarity: null,
    grade: null,
    crystal: null,
    depthPercent: null,
    tablePercent: null,
    length: null,
    width: null,
    depth: null,
    ratio: null,
    originCountry: null,
    shippingFromCountry: null,
    deliveryDays: 5,
    deliveryDate: "2026-12-01",
    expressDeliveryDate: null,
    price: gbp("4000.00"),
    photo: image,
    video: null,
    report: null,
    express: false,
    isTreated: false,
    canadaMark: false,
    knownOrigin: false,
    dtlReport: false,
    inStock: true,
    certificates: { gia: { number: "1234567", url: "https://gia.example/1234567" }, igi: null, gcal: null },
    feedIdentifier: "aurum",
    externalId: "N1",
    dtlUrl: null,
    ...overrides,
  } as StoneRowFragment;
}

function apiRing(overrides: Partial<RingBuilderFieldsFragment> = {}): RingBuilderFieldsFragment {
  return {
    id: "r1",
    lastAdded: "CENTRE_STONE",
    image,
    salePrice: { total: gbp("5200.00"), taxType: "INCLUSIVE" },
    financeOptions: [{ provider: "Klarna", instalments: 3, amount: gbp("1733.33"), firstAmount: gbp("1733.34") }],
    ringSize: { id: "M", label: "M", type: "RingSize", value: "RingSize|M" },
    deliveryDate: "2026-12-10",
    mount: {
      catalogueCode: "ER-1",
      productName: "Orla",
      url: "/orla-platinum-engagement-ring-oval-diamond",
      metal: { systemCode: "PLATINUM", label: "Platinum" },
      shape: { systemCode: "OVAL", label: "Oval" },
      centreStoneShapes: [{ systemCode: "OVAL" }],
      caratRange: { min: 0.5, max: 2 },
      engagementRing: { centreStoneConstraints: { stoneKinds: ["NATURAL_DIAMONDS", "LAB_GROWN_DIAMONDS", "GEMSTONES"] } },
      image,
      price: gbp("1200.00"),
      deliveryDate: "2026-12-10",
    },
    centreStone: {
      uri: "/diamond-search/aurum-N1-GIA-1234567",
      availability: "AVAILABLE",
      gemsApiIdentifier: "AB12CD3",
      category: "DIAMOND",
      title: "1.02ct Oval Natural Diamond",
      shape: { systemCode: "OVAL", label: "Oval" },
      caratWeight: 1.02,
      image,
      price: gbp("4000.00"),
      deliveryDate: "2026-12-01",
      stone: { __typename: "Stone", ...stoneRow() },
    },
    unavailableStone: null,
    similarStones: [],
    ...overrides,
  } as RingBuilderFieldsFragment;
}

describe("ring builder rules the pages share", () => {
  it("narrows a stone search to the setting's shape and keeps the visitor's carats inside its range", () => {
    const wide = {
      ...emptySearchState(),
      filters: { ...emptyFilters(), shapes: ["ROUND" as const], carat: { min: 0.3, max: 5 } },
      stoneId: "AB12CD3",
    };
    const narrowed = constrainedSearch(wide, mount);
    expect(narrowed.filters.shapes).toEqual(["OVAL"]);
    expect(narrowed.filters.carat).toEqual({ min: 0.5, max: 2 });
    expect(narrowed.stoneId).toBeNull();
    expect(constrainedSearch({ ...wide, filters: { ...wide.filters, carat: { min: 1, max: 1.5 } } }, mount).filters.carat).toEqual({
      min: 1,
      max: 1.5,
    });
    expect(constrainedSearch(emptySearchState(), { ...mount, shape: null }).filters.shapes).toEqual(["OVAL", "PEAR"]);
  });

  it("says whether a setting takes a stone", () => {
    expect(settingTakes(mount, { shape: "OVAL", caratWeight: 1 })).toBe(true);
    expect(settingTakes(mount, { shape: "ROUND", caratWeight: 1 })).toBe(false);
    expect(settingTakes(mount, { shape: "OVAL", caratWeight: 2.01 })).toBe(false);
    // Weights compared at six decimals, as the ring builder compares them.
    expect(settingTakes(mount, { shape: "OVAL", caratWeight: 2.0000004 })).toBe(true);
    // A setting that takes diamonds only does not take a sapphire of its shape and weight.
    const diamondsOnly = {
      ...mount,
      constraints: { ...mount.constraints, kinds: ["NATURAL_DIAMONDS" as const, "LAB_GROWN_DIAMONDS" as const] },
    };
    expect(settingTakes(diamondsOnly, { shape: "OVAL", caratWeight: 1, category: "GEMSTONE" })).toBe(false);
    expect(settingTakes(diamondsOnly, { shape: "OVAL", caratWeight: 1, category: "LAB_GROWN_DIAMOND" })).toBe(true);
  });

  it("keeps a chosen ring size only while the options offer it", () => {
    const options = [{ value: "RingSize|M" }, { value: "RingSize|N" }];
    expect(keptRingSize("RingSize|M", options)).toBe("RingSize|M");
    expect(keptRingSize("RingSize|Z", options)).toBe("");
    expect(keptRingSize(null, options)).toBe("");
  });

  it("leads each step to the chosen item, or to where it is chosen", () => {
    const ring = toRingBuilderView(apiRing(), "US", t);
    const steps = ringSteps(ring, { region: "US", current: 2, from: "/us/diamonds/natural/oval" });
    expect(steps.map((s) => s.href)).toEqual([
      "/orla-platinum-engagement-ring-oval-diamond",
      "/us/diamond-search/aurum-N1-GIA-1234567",
      "/us/engagement-rings/your-ring?from=%2Fus%2Fdiamonds%2Fnatural%2Foval",
    ]);
    expect(steps.map((s) => s.chosen?.price)).toEqual([money(120_000, "GBP"), money(400_000, "GBP"), money(520_000, "GBP")]);
    // The listed stone is named from its facts, in the visitor's words.
    expect(steps[1]?.chosen?.name).toBe("1.02ct Oval Natural Diamond");
    expect(steps.map((s) => s.current)).toEqual([false, true, false]);
    expect(steps.map((s) => s.lastAdded)).toEqual([false, true, false]);
    const empty = ringSteps(emptyRingView("UK"), { region: "UK", current: null, from: "/" });
    expect(empty.map((s) => [s.href, s.chosen])).toEqual([
      ["/engagement-rings", null],
      ["/diamonds/natural/all-shapes", null],
      ["/engagement-rings/your-ring?from=%2F", null],
    ]);
    expect(isBuilding(emptyRingView("UK"))).toBe(false);
    expect(isBuilding(ring)).toBe(true);
  });

  it("goes on from a stone to the settings that take it, and to the ring once both are chosen", () => {
    expect(afterStoneAdded({ hasMount: false, stoneShape: "OVAL" }, "/x")).toBe(
      "/engagement-rings/all-metals/all-styles/oval?recommendations=yes",
    );
    expect(afterStoneAdded({ hasMount: true, stoneShape: "OVAL" }, "/x")).toBe("/engagement-rings/your-ring?from=%2Fx");
    expect(afterMountAdded({ hasMount: true, stoneShape: null }, "/x")).toBe("/engagement-rings/stone-recommendations/natural-diamonds");
    expect(afterMountAdded({ hasMount: true, stoneShape: "OVAL" }, "/x")).toBe("/engagement-rings/your-ring?from=%2Fx");
  });
});

describe("the API's ring as the pages show it", () => {
  it("shows both items, the total, instalments, the later delivery date and the region's ring sizes", () => {
    const ring = toRingBuilderView(apiRing(), "UK", t);
    expect(ring.mount?.name).toBe("Orla");
    expect(ring.stone?.identifier).toBe("AB12CD3");
    expect(ring.total).toEqual(money(520_000, "GBP"));
    expect(ring.finance).toEqual({ count: 3, amount: money(173_333, "GBP"), first: money(173_334, "GBP") });
    expect(ring.deliveryDate).toBe("2026-12-10");
    expect(ring.lastAdded).toBe("stone");
    expect(ring.ringSize).toBe("RingSize|M");
    expect(ring.ringSizes[0]).toMatchObject({ recommended: true });
    expect(ring.ringSizes.some((o) => o.value === "RingSize|M" && o.label === "M")).toBe(true);
    // US sizes are numbers: the same chosen size is labelled in the region's system.
    expect(toRingBuilderView(apiRing(), "US", t).ringSizes.find((o) => o.value === "RingSize|M")?.label).toMatch(/^\d/);
  });

  it("has no total until both items are chosen", () => {
    const ring = toRingBuilderView(apiRing({ centreStone: null, lastAdded: "MOUNT" }), "UK", t);
    expect(ring.stone).toBeNull();
    expect(ring.total).toBeNull();
    expect(ring.finance).toBeNull();
  });

  it("shows a stone made to order by the API's name, linked to the ring page it was chosen on", () => {
    const madeToOrder = apiRing({
      centreStone: {
        ...apiRing().centreStone!,
        availability: "MADE_TO_ORDER",
        category: "LAB_GROWN_DIAMOND",
        gemsApiIdentifier: null,
        title: "1.50ct Oval Lab-Grown Diamond",
        uri: "/orla-platinum-engagement-ring-lab-grown-diamond-oval-e-vs1-1.50ct",
        stone: null,
      },
    });
    const ring = toRingBuilderView(madeToOrder, "UK", t);
    expect(ring.stone).toMatchObject({ identifier: null, name: "1.50ct Oval Lab-Grown Diamond", facts: null });
    expect(ring.total).toEqual(money(520_000, "GBP"));
    const steps = ringSteps(ring, { region: "UK", current: 3, from: "/" });
    expect(steps[1]).toMatchObject({
      href: "/orla-platinum-engagement-ring-lab-grown-diamond-oval-e-vs1-1.50ct",
      chosen: { name: "1.50ct Oval Lab-Grown Diamond" },
    });
  });

  it("takes a sold stone out of the ring, names it and offers the similar stones", () => {
    const sold = apiRing({
      centreStone: { ...apiRing().centreStone!, availability: "UNAVAILABLE", price: null, stone: null },
      unavailableStone: { gemsApiIdentifier: "AB12CD3", message: "sold" },
      similarStones: [stoneRow({ identifier: "ZZ99YY8", caratWeight: 1.05 })],
    });
    const ring = toRingBuilderView(sold, "UK", t);
    expect(ring.stone).toBeNull();
    expect(ring.total).toBeNull();
    expect(ring.unavailableStone).toEqual({ identifier: "AB12CD3", title: "1.02ct Oval Natural Diamond" });
    // The stone was added last, but it is gone: nothing is marked as just added.
    expect(ring.lastAdded).toBeNull();
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <IntlRoot locale="en-gb" messages={mergeMessages({})}>
          <SoldStone ring={ring} />
        </IntlRoot>
      </MemoryRouter>,
    );
    expect(html).toContain("Your stone has just been sold");
    expect(html).toContain("1.02ct Oval Natural Diamond is no longer available");
    expect(html).toContain('href="/diamond-search/aurum-N1-GIA-1234567"');
    expect(html).toContain("1.05ct");
  });
});

describe("refused changes", () => {
  it("have a message for every reason the API gives", () => {
    for (const code of RING_BUILDER_ERROR_CODES) expect(enGb, code).toHaveProperty(`rb_error_${code.toLowerCase()}`);
  });
});
