import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";
import { catalogueProducts, catalogueReviews, catalogueVariants, readyToGoItems } from "../db/schema/catalogue.ts";
import type { CatalogueKind } from "../../core/vocabulary/catalogue.ts";
import { METALS, type MetalCode } from "../../core/vocabulary/metals.ts";
import { SHAPES, type ShapeCode } from "../../core/vocabulary/shapes.ts";
import type { DesignFeatureCode, DesignStyleCode, RingStyleCode } from "../../core/vocabulary/engagement.ts";
import type { WeddingStyleCode } from "../../core/vocabulary/wedding.ts";
import {
  JEWELLERY_GEMSTONES,
  JEWELLERY_STYLES,
  JEWELLERY_TYPES,
  type JewelleryDesignStyleCode,
  type JewelleryGemstoneCode,
  type JewelleryStyleCode,
  type JewelleryTypeCode,
} from "../../core/vocabulary/jewellery.ts";
import { RING_SIZES } from "../../core/ring-size.ts";
import { materialisePrices, retailRound } from "../services/pricing.ts";
import { fromMajorUnits } from "../../core/money.ts";

/**
 * The demo catalogue: engagement ring designs in every metal and centre shape they allow, ladies'
 * and men's wedding rings, ready-to-go rings in stock and fine jewellery, with reviews. Generated
 * from a seeded random sequence, so every run writes the same rows. Prices follow the trade's
 * shape: platinum > 18k > 14k > 9k > silver, wider and heavier bands and halos or pavé cost more,
 * and engagement rings are priced as settings without their centre stone.
 */

export interface CatalogueSize {
  engagement: number;
  wedding: number;
  readyToGo: number;
  jewellery: number;
}

export const FULL_CATALOGUE: CatalogueSize = { engagement: 100, wedding: 48, readyToGo: 32, jewellery: 84 };

type ProductColumns = typeof catalogueProducts.$inferSelect;
type StockColumns = typeof readyToGoItems.$inferSelect;

export interface SeedProduct {
  catalogueCode: string;
  kind: CatalogueKind;
  productName: string;
  slug: string;
  suffixSlug: string;
  description: string;
  ringStyles: ProductColumns["ringStyles"];
  categories: ProductColumns["categories"];
  designStyles: ProductColumns["designStyles"];
  designFeatures: ProductColumns["designFeatures"];
  productType: ProductColumns["productType"];
  productStyles: ProductColumns["productStyles"];
  gemstones: ProductColumns["gemstones"];
  bandWidth: number | null;
  centreStoneShapes: ProductColumns["centreStoneShapes"];
  centreStoneWeightMin: number | null;
  centreStoneWeightMax: number | null;
  deliveryDays: number;
  expressEligible: boolean;
  sku: string;
  recommendedRank: number;
  defaultMetal: ProductColumns["defaultMetal"];
  defaultShape: ProductColumns["defaultShape"];
  createdAt: Date;
  variants: SeedVariant[];
  reviews: SeedReview[];
}

export interface SeedVariant {
  metal: MetalCode;
  /** Null for pieces without a centre or set stone. */
  shape: ProductColumns["defaultShape"];
  sku: string;
  listPrice: number;
  displayRank: number;
  stock: SeedStock[];
}

export interface SeedStock {
  sku: string;
  stoneShape: StockColumns["stoneShape"];
  stoneCarat: number;
  stoneColour: StockColumns["stoneColour"];
  stoneClarity: StockColumns["stoneClarity"];
  ringSize: string;
  quantity: number;
  readyToShip: boolean;
}

export interface SeedReview {
  author: string;
  rating: number;
  title: string;
  body: string;
  reviewedOn: string;
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Dice {
  constructor(private readonly next: () => number) {}
  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.float(min, max + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }
  /** k distinct items, in list order. */
  some<T>(list: readonly T[], k: number): T[] {
    const idx = list.map((_, i) => i);
    for (let i = idx.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [idx[i], idx[j]] = [idx[j]!, idx[i]!];
    }
    return idx
      .slice(0, Math.min(k, list.length))
      .sort((a, b) => a - b)
      .map((i) => list[i]!);
  }
  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// Names and words

const LADIES_NAMES = [
  "Aurelia",
  "Seraphine",
  "Isolde",
  "Celeste",
  "Ophelia",
  "Valentina",
  "Elowen",
  "Margaux",
  "Rosalind",
  "Beatrix",
  "Genevieve",
  "Amara",
  "Eloise",
  "Clementine",
  "Juliette",
  "Anouk",
  "Delphine",
  "Odette",
  "Sabine",
  "Leonie",
  "Florence",
  "Imogen",
  "Evangeline",
  "Lucienne",
  "Marguerite",
  "Noelle",
  "Ottilie",
  "Rosamund",
  "Solene",
  "Theodora",
  "Vivienne",
  "Adeline",
  "Bianca",
  "Cordelia",
  "Emmeline",
  "Fleur",
  "Giselle",
  "Henrietta",
  "Ines",
  "Josephine",
  "Katarina",
  "Liliana",
  "Mirabel",
  "Nerissa",
  "Orla",
  "Philippa",
  "Aurora",
  "Calla",
  "Daphne",
  "Esme",
  "Freya",
  "Iris",
  "Luna",
  "Maia",
  "Camille",
  "Arabella",
  "Elodie",
  "Romilly",
  "Sienna",
  "Tallulah",
] as const;
const MENS_NAMES = [
  "Harrison",
  "Alistair",
  "Barnaby",
  "Caspian",
  "Dorian",
  "Everett",
  "Fitzroy",
  "Gideon",
  "Hugo",
  "Jasper",
  "Laurence",
  "Montague",
  "Oberon",
  "Peregrine",
  "Rupert",
  "Sebastian",
  "Tobias",
  "Wilfred",
  "Ambrose",
  "Benedict",
] as const;
const REVIEWERS = [
  "Sophie H.",
  "James W.",
  "Charlotte B.",
  "Oliver P.",
  "Amelia R.",
  "Thomas K.",
  "Emily S.",
  "Daniel M.",
  "Grace T.",
  "Henry L.",
  "Isabella C.",
  "Jack D.",
  "Chloe F.",
  "William G.",
  "Hannah J.",
  "Lucas N.",
  "Ella V.",
  "Samuel O.",
  "Mia A.",
  "Noah E.",
  "Ava Q.",
  "George Y.",
  "Lily Z.",
  "Ethan U.",
  "Zara I.",
  "Leo X.",
] as const;
const REVIEW_TEXT: Record<number, { title: string; body: string }[]> = {
  5: [
    {
      title: "Absolutely stunning",
      body: "The ring is even more beautiful in person. The craftsmanship is exquisite and it catches the light from every angle.",
    },
    {
      title: "She said yes!",
      body: "From the first consultation to the proposal, everything was perfect. The setting holds the stone beautifully.",
    },
    {
      title: "Exceeded every expectation",
      body: "Our consultant guided us through every choice and the finished piece arrived ahead of schedule, beautifully packaged.",
    },
    {
      title: "Worth every penny",
      body: "The quality of the metalwork is superb and the finish is flawless. I could not be happier with it.",
    },
    {
      title: "A true heirloom",
      body: "Elegant, comfortable to wear every day and exactly as pictured. We will treasure it for a lifetime.",
    },
  ],
  4: [
    {
      title: "Beautiful ring",
      body: "Lovely design and very well made. Delivery took a little longer than I hoped, but it was worth the wait.",
    },
    { title: "Very happy", body: "Sits comfortably next to my engagement ring and looks elegant. Resizing was quick and free." },
    {
      title: "Great service",
      body: "Helpful advice throughout and a beautiful piece. I would have liked a few more photos during production.",
    },
  ],
  3: [
    {
      title: "Pretty, but smaller than expected",
      body: "A well-made piece, though it looks more delicate in person than in the pictures.",
    },
  ],
  2: [{ title: "Delivery was slow", body: "The ring itself is nice but it arrived a week after the date we were given." }],
  1: [{ title: "Not for me", body: "The style did not suit me in the end; the return was handled without fuss." }],
};

function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

// ---------------------------------------------------------------------------------------------
// Metals and prices

const GOLDS_18: MetalCode[] = ["WHITE_GOLD_18K", "YELLOW_GOLD_18K", "ROSE_GOLD_18K"];
const GOLDS_14: MetalCode[] = ["WHITE_GOLD_14K", "YELLOW_GOLD_14K", "ROSE_GOLD_14K"];
const GOLDS_9: MetalCode[] = ["WHITE_GOLD_9K", "YELLOW_GOLD_9K", "ROSE_GOLD_9K"];

function metalFactor(metal: MetalCode): number {
  return METALS.get(metal).priceFactor;
}

const SHAPE_FACTOR: Partial<Record<ShapeCode, number>> = {
  ROUND: 1,
  OVAL: 1.03,
  CUSHION: 1.02,
  EMERALD: 1.05,
  PEAR: 1.05,
  PRINCESS: 1,
  RADIANT: 1.04,
  MARQUISE: 1.05,
  ASSCHER: 1.05,
  HEART: 1.08,
};
const shapeFactor = (shape: string) => SHAPE_FACTOR[shape as ShapeCode] ?? 1.07;

const POPULAR_SHAPES = SHAPES.slice(0, 10).map((s) => s.code);
const RARE_SHAPES: ShapeCode[] = ["ELONGATED_CUSHION", "OLD_MINE", "HEXAGONAL", "KITE", "TRILLION", "OLD_EUROPEAN", "ELONGATED_RADIANT"];

function variantRank(metals: readonly string[], shapes: readonly string[], metal: string, shape: string): number {
  return metals.indexOf(metal) * 40 + Math.max(0, shapes.indexOf(shape));
}

function reviewsFor(dice: Dice, count: number): SeedReview[] {
  const out: SeedReview[] = [];
  for (let i = 0; i < count; i++) {
    const r = dice.float(0, 1);
    const rating = r < 0.62 ? 5 : r < 0.88 ? 4 : r < 0.95 ? 3 : r < 0.98 ? 2 : 1;
    const text = dice.pick(REVIEW_TEXT[rating]!);
    const day = new Date(Date.UTC(2023, 0, 1) + dice.int(0, 900) * 86_400_000);
    out.push({ author: dice.pick(REVIEWERS), rating, title: text.title, body: text.body, reviewedOn: day.toISOString().slice(0, 10) });
  }
  return out.sort((a, b) => b.reviewedOn.localeCompare(a.reviewedOn));
}

// ---------------------------------------------------------------------------------------------
// Engagement rings

interface StylePlan {
  style: RingStyleCode;
  share: number;
  name: (n: string) => string;
  base: [number, number];
  shapes: [number, number];
  designStyles: DesignStyleCode[];
  features: DesignFeatureCode[];
  words: string;
}

const ENGAGEMENT_PLANS: StylePlan[] = [
  {
    style: "SOLITAIRE",
    share: 0.3,
    name: (n) => `The ${n}`,
    base: [780, 1450],
    shapes: [6, 10],
    designStyles: ["CLASSIC", "MINIMALIST", "MODERN", "DELICATE", "GEOMETRIC"],
    features: [
      "CLAW_SETTING",
      "BEZEL_SETTING",
      "TAPERED_BAND",
      "CATHEDRAL_SETTING",
      "HIDDEN_HALO",
      "EAST_WEST",
      "TWISTED_BAND",
      "SPLIT_SHANK",
      "MILGRAIN",
    ],
    words: "A single centre stone held high in a refined setting",
  },
  {
    style: "HALO",
    share: 0.22,
    name: (n) => `${n} Halo`,
    base: [1450, 2350],
    shapes: [5, 7],
    designStyles: ["VINTAGE", "ART_DECO", "CLASSIC", "STATEMENT", "FLORAL"],
    features: ["CLAW_SETTING", "MILGRAIN", "DIAMOND_BAND", "BEAD_SETTING", "SPLIT_SHANK", "HAND_ENGRAVING"],
    words: "A glittering frame of diamonds encircles the centre stone",
  },
  {
    style: "TRILOGY",
    share: 0.16,
    name: (n) => `${n} Trilogy`,
    base: [1350, 2400],
    shapes: [4, 6],
    designStyles: ["CLASSIC", "VINTAGE", "ART_DECO", "STATEMENT"],
    features: ["CLAW_SETTING", "SIDE_STONES", "MILGRAIN", "TAPERED_BAND"],
    words: "Three stones for past, present and future",
  },
  {
    style: "PAVE",
    share: 0.16,
    name: (n) => `${n} Pavé`,
    base: [1200, 2050],
    shapes: [5, 8],
    designStyles: ["CLASSIC", "DELICATE", "MODERN", "VINTAGE"],
    features: ["BEAD_SETTING", "DIAMOND_BAND", "CLAW_SETTING", "HIDDEN_HALO", "CATHEDRAL_SETTING"],
    words: "A band set with tiny diamonds leads the eye to the centre stone",
  },
  {
    style: "TOI_MOI",
    share: 0.08,
    name: (n) => `${n} Toi et Moi`,
    base: [1150, 1900],
    shapes: [3, 4],
    designStyles: ["MODERN", "STATEMENT", "ORGANIC", "NATURE_INSPIRED"],
    features: ["CLAW_SETTING", "EAST_WEST", "TWISTED_BAND"],
    words: "Two stones side by side: you and me",
  },
  {
    style: "GEMSTONE_SIDES",
    share: 0.08,
    name: (n) => `${n} Sapphire`,
    base: [1550, 2650],
    shapes: [3, 5],
    designStyles: ["VINTAGE", "ART_DECO", "STATEMENT", "CLASSIC"],
    features: ["SAPPHIRE_COLOURS", "SIDE_STONES", "CLAW_SETTING", "MILGRAIN"],
    words: "Coloured gemstones flank the centre diamond",
  },
];

const ACCENT_GEMS = ["SAPPHIRE", "RUBY", "EMERALD"] as const;

function engagementRings(dice: Dice, count: number, rankOf: (i: number) => number): SeedProduct[] {
  const out: SeedProduct[] = [];
  const plans: StylePlan[] = [];
  for (const plan of ENGAGEMENT_PLANS) for (let i = 0; i < Math.max(1, Math.round(plan.share * count)); i++) plans.push(plan);
  while (plans.length > count) plans.splice(plans.length - 1, 1);
  while (plans.length < count) plans.push(ENGAGEMENT_PLANS[plans.length % ENGAGEMENT_PLANS.length]!);
  const usedNames = new Map<RingStyleCode, Set<string>>();
  const petite: { slug: string; name: string; plan: StylePlan }[] = [];
  plans.forEach((planned, i) => {
    let plan = planned;
    let productName: string;
    let slug: string;
    let suffixSlug = "";
    // Every tenth design is a petite version of an earlier one: same slug, a suffix tells them apart.
    const twin = i % 10 === 9 ? (petite.find((p) => p.plan.style === plan.style) ?? petite[0]) : undefined;
    if (twin) plan = twin.plan;
    const used = usedNames.get(plan.style) ?? new Set<string>();
    usedNames.set(plan.style, used);
    if (twin) {
      petite.splice(petite.indexOf(twin), 1);
      productName = `${twin.name} Petite`;
      slug = twin.slug;
      suffixSlug = "petite";
    } else {
      let name = dice.pick(LADIES_NAMES);
      for (let k = 0; used.has(name) && k < LADIES_NAMES.length; k++)
        name = LADIES_NAMES[(LADIES_NAMES.indexOf(name) + 1) % LADIES_NAMES.length]!;
      used.add(name);
      productName = plan.name(name);
      slug = slugify(productName);
      petite.push({ slug, name: productName, plan });
    }
    const metals: MetalCode[] = ["PLATINUM", ...GOLDS_18];
    if (dice.chance(0.55)) metals.push(...GOLDS_14);
    if (dice.chance(0.25)) metals.push(...GOLDS_9);
    const shapeCount = dice.int(plan.shapes[0], plan.shapes[1]);
    let shapes: ShapeCode[] =
      plan.style === "TOI_MOI"
        ? dice.some(["ROUND", "OVAL", "PEAR", "EMERALD", "CUSHION"], shapeCount)
        : dice.some(POPULAR_SHAPES, shapeCount);
    if (dice.chance(0.15)) shapes.push(dice.pick(RARE_SHAPES));
    shapes = [...new Set(shapes)];
    if (!shapes.includes("ROUND") && dice.chance(0.7)) shapes.unshift("ROUND");
    const defaultShape = shapes.includes("ROUND") ? "ROUND" : shapes[0]!;
    shapes = [defaultShape, ...shapes.filter((s) => s !== defaultShape)];
    const defaultMetal = dice.pick(["PLATINUM", "WHITE_GOLD_18K", "YELLOW_GOLD_18K", "ROSE_GOLD_18K"] as const);
    const metalOrder = [defaultMetal, ...metals.filter((m) => m !== defaultMetal)];
    const bandWidth = Math.round(dice.float(1.6, 2.6) * 10) / 10;
    const features = new Set<DesignFeatureCode>(dice.some(plan.features, dice.int(1, 3)));
    if (plan.style === "SOLITAIRE" && features.has("BEZEL_SETTING")) features.delete("CLAW_SETTING");
    if (plan.style === "PAVE") features.add("DIAMOND_BAND");
    const gemstones = plan.style === "GEMSTONE_SIDES" ? [dice.pick(ACCENT_GEMS)] : [];
    const base = dice.float(plan.base[0], plan.base[1]) * (1 + (bandWidth - 2) * 0.18);
    const code = `ER-${1001 + i}`;
    const variants: SeedVariant[] = [];
    for (const metal of metalOrder)
      for (const shape of shapes)
        variants.push({
          metal,
          shape,
          sku: `${code}-${metal}-${shape}`,
          listPrice: retailRound(base * metalFactor(metal) * shapeFactor(shape)),
          displayRank: variantRank(metalOrder, shapes, metal, shape),
          stock: [],
        });
    const weightMin = [0.3, 0.5, 0.7][dice.int(0, 2)]!;
    const weightMax = plan.style === "TOI_MOI" ? 2 : [3, 4, 5][dice.int(0, 2)]!;
    const designStyles = dice.some(plan.designStyles, dice.int(1, 2));
    out.push({
      catalogueCode: code,
      kind: "ENGAGEMENT_RING",
      productName,
      slug,
      suffixSlug,
      description: `${plan.words}. ${productName} is handcrafted in our London workshop${suffixSlug ? " on a finer scale" : ""}, with a ${bandWidth.toFixed(1)} mm band${features.has("MILGRAIN") ? " finished with milgrain detailing" : ""}. It takes a centre diamond or gemstone of ${weightMin.toFixed(2)} to ${weightMax.toFixed(2)} carats.`,
      ringStyles: [plan.style],
      categories: [],
      designStyles,
      designFeatures: [...features],
      productType: null,
      productStyles: [],
      gemstones,
      bandWidth: suffixSlug ? Math.max(1.4, bandWidth - 0.3) : bandWidth,
      centreStoneShapes: shapes,
      centreStoneWeightMin: weightMin,
      centreStoneWeightMax: weightMax,
      deliveryDays: dice.int(15, 25),
      expressEligible: dice.chance(0.45),
      sku: code,
      recommendedRank: rankOf(i),
      defaultMetal,
      defaultShape,
      createdAt: new Date(Date.UTC(2022, 0, 1) + dice.int(0, 1200) * 86_400_000),
      variants,
      reviews: dice.chance(0.7) ? reviewsFor(dice, dice.int(1, 9)) : [],
    });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Wedding rings

const LADIES_WEDDING: { style: WeddingStyleCode; extra: [number, number]; width: [number, number] }[] = [
  { style: "PLAIN", extra: [0, 0], width: [1.5, 3] },
  { style: "PAVE", extra: [650, 1350], width: [1.5, 2.5] },
  { style: "DIAMOND", extra: [350, 900], width: [1.8, 2.6] },
  { style: "CHANNEL_SET", extra: [700, 1500], width: [2, 3] },
  { style: "BEZEL_SET", extra: [550, 1200], width: [1.8, 2.6] },
  { style: "BAGUETTE", extra: [900, 1900], width: [2, 3] },
  { style: "CHEVRON", extra: [250, 800], width: [1.5, 2.2] },
  { style: "CURVED", extra: [200, 700], width: [1.5, 2.2] },
  { style: "SAPPHIRE", extra: [600, 1300], width: [1.8, 2.6] },
  { style: "TWISTED", extra: [150, 450], width: [2, 3] },
];
const MENS_WEDDING: { style: WeddingStyleCode; extra: [number, number]; width: [number, number] }[] = [
  { style: "PLAIN", extra: [0, 0], width: [4, 8] },
  { style: "PLAIN", extra: [0, 0], width: [4, 8] },
  { style: "DIAMOND", extra: [450, 1100], width: [4, 6] },
  { style: "CHANNEL_SET", extra: [900, 1800], width: [5, 7] },
  { style: "BAGUETTE", extra: [1200, 2400], width: [5, 7] },
  { style: "TWISTED", extra: [200, 500], width: [4, 6] },
];
const PROFILES = ["Court", "Flat Court", "D-Shape", "Brushed Court", "Bevelled"] as const;
const WEDDING_STYLE_WORDS: Record<WeddingStyleCode, string> = {
  PLAIN: "Band",
  DIAMOND: "Diamond Band",
  PAVE: "Pavé Band",
  CHANNEL_SET: "Channel Set Band",
  BEZEL_SET: "Bezel Set Band",
  BAGUETTE: "Baguette Band",
  CHEVRON: "Chevron Band",
  CURVED: "Curved Band",
  SAPPHIRE: "Sapphire Band",
  TWISTED: "Twisted Band",
};

function weddingRings(dice: Dice, count: number, rankOf: (i: number) => number): SeedProduct[] {
  const out: SeedProduct[] = [];
  const mens = Math.round(count * 0.42);
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const isMens = i >= count - mens;
    const plan = isMens ? MENS_WEDDING[i % MENS_WEDDING.length]! : LADIES_WEDDING[i % LADIES_WEDDING.length]!;
    const names: readonly string[] = isMens ? MENS_NAMES : LADIES_NAMES;
    let name: string = dice.pick(names);
    for (let k = 0; used.has(name) && k < names.length; k++) name = names[(names.indexOf(name) + 1) % names.length]!;
    used.add(name);
    const width = Math.round(dice.float(plan.width[0], plan.width[1]) * 2) / 2;
    const profile = plan.style === "PLAIN" ? dice.pick(PROFILES) : "";
    const productName = isMens
      ? `The ${name} ${profile ? `${profile} ` : ""}${WEDDING_STYLE_WORDS[plan.style]}`.replace(/\s+/g, " ")
      : `${name} ${profile ? `${profile} ` : ""}${WEDDING_STYLE_WORDS[plan.style]}`;
    const slug = slugify(productName);
    const metals: MetalCode[] = ["PLATINUM", ...GOLDS_18, ...(dice.chance(0.4) ? GOLDS_14 : []), ...GOLDS_9];
    const defaultMetal = isMens
      ? dice.pick(["PLATINUM", "YELLOW_GOLD_18K", "WHITE_GOLD_18K"] as const)
      : dice.pick(["PLATINUM", "YELLOW_GOLD_18K", "ROSE_GOLD_18K"] as const);
    const order = [defaultMetal, ...metals.filter((m) => m !== defaultMetal)];
    // Plain bands are priced by weight (width); set bands add their stones.
    const metalCost = (isMens ? 170 : 190) + width * (isMens ? 175 : 165);
    const extra = dice.float(plan.extra[0], plan.extra[1]);
    const code = `WR-${2001 + i}`;
    const features: DesignFeatureCode[] = [];
    if (plan.style === "PLAIN" && dice.chance(0.3)) features.push("MILGRAIN");
    if (plan.style === "PAVE" || plan.style === "DIAMOND") features.push(dice.pick(["BEAD_SETTING", "CLAW_SETTING"] as const));
    if (plan.style === "BEZEL_SET") features.push("BEZEL_SETTING");
    if (plan.style === "SAPPHIRE") features.push("SAPPHIRE_COLOURS");
    out.push({
      catalogueCode: code,
      kind: "WEDDING_RING",
      productName,
      slug,
      suffixSlug: "",
      description: `A ${width.toFixed(1)} mm ${isMens ? "men's" : "ladies'"} ${WEDDING_STYLE_WORDS[plan.style].toLowerCase()}${profile ? ` with a ${profile.toLowerCase()} profile` : ""}, made to order in your size and polished by hand. Comfortable to wear every day and designed to sit beautifully beside an engagement ring.`,
      ringStyles: [plan.style],
      categories: isMens ? ["MENS"] : plan.style === "PLAIN" && dice.chance(0.3) ? ["LADIES", "MENS"] : ["LADIES"],
      designStyles: [],
      designFeatures: features,
      productType: null,
      productStyles: [],
      gemstones: plan.style === "SAPPHIRE" ? ["SAPPHIRE"] : [],
      bandWidth: width,
      centreStoneShapes: [],
      centreStoneWeightMin: null,
      centreStoneWeightMax: null,
      deliveryDays: dice.int(10, 20),
      expressEligible: dice.chance(0.55),
      sku: code,
      recommendedRank: rankOf(i),
      defaultMetal,
      defaultShape: null,
      createdAt: new Date(Date.UTC(2022, 0, 1) + dice.int(0, 1200) * 86_400_000),
      variants: order.map((metal) => ({
        metal,
        shape: null,
        sku: `${code}-${metal}`,
        listPrice: retailRound(metalCost * metalFactor(metal) + extra),
        displayRank: order.indexOf(metal),
        stock: [],
      })),
      reviews: dice.chance(0.6) ? reviewsFor(dice, dice.int(1, 7)) : [],
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Ready-to-go rings: concrete rings with a set centre stone, in stock

const RTG_COLOURS = ["D", "E", "F", "G", "H"] as const;
const RTG_CLARITIES = ["VVS1", "VVS2", "VS1", "VS2", "SI1"] as const;

function readyToGo(dice: Dice, count: number, designs: SeedProduct[], rankOf: (i: number) => number): SeedProduct[] {
  const out: SeedProduct[] = [];
  const sources = designs.filter((d) => d.suffixSlug === "");
  const sizes = RING_SIZES.filter((s) => s.id >= "H" && s.id <= "Q");
  for (let i = 0; i < count; i++) {
    const design = sources[(i * 7) % Math.max(1, sources.length)];
    if (!design) break;
    const shape = dice.pick(design.centreStoneShapes);
    const carat =
      Math.round(dice.float(Math.max(0.5, design.centreStoneWeightMin ?? 0.5), Math.min(2.6, design.centreStoneWeightMax ?? 2)) * 100) /
      100;
    const colour = dice.pick(RTG_COLOURS);
    const clarity = dice.pick(RTG_CLARITIES);
    const shapeLabel = SHAPES.find((s) => s.code === shape)!.label;
    const cut = shape === "ROUND" ? "Round Brilliant" : `${shapeLabel} Cut`;
    const productName = `${design.productName} with a ${carat.toFixed(2)}ct ${cut} Diamond`;
    const slug = slugify(`${design.slug} ${carat.toFixed(2)}ct ${shape} ${colour} ${clarity}`);
    const metals = dice.some(
      design.variants.map((v) => v.metal).filter((m, k, all) => all.indexOf(m) === k),
      dice.int(1, 2),
    );
    const code = `RTG-${3001 + i}`;
    // Stone price per carat rises with weight, colour and clarity.
    const perCarat =
      3200 * Math.pow(carat, 0.85) * (1 + (4 - RTG_COLOURS.indexOf(colour)) * 0.06) * (1 + (4 - RTG_CLARITIES.indexOf(clarity)) * 0.05);
    const stonePrice = perCarat * carat;
    const variants: SeedVariant[] = metals.map((metal, k) => {
      const setting = design.variants.find((v) => v.metal === metal && v.shape === shape) ?? design.variants[0]!;
      const items = dice.int(1, 2);
      return {
        metal,
        shape,
        sku: `${code}-${metal}`,
        listPrice: retailRound(setting.listPrice + stonePrice),
        displayRank: k,
        stock: Array.from({ length: items }, (_, n) => ({
          sku: `${code}-${metal}-${n + 1}`,
          stoneShape: shape,
          stoneCarat: carat,
          stoneColour: colour,
          stoneClarity: clarity,
          ringSize: dice.pick(sizes).id,
          quantity: dice.int(1, 3),
          readyToShip: dice.chance(0.5),
        })),
      };
    });
    out.push({
      ...design,
      catalogueCode: code,
      kind: "READY_TO_GO",
      productName,
      slug,
      suffixSlug: "",
      description: `${design.productName} set with a ${carat.toFixed(2)} carat ${shapeLabel.toLowerCase()} diamond, ${colour} colour, ${clarity} clarity. Finished and waiting in our London workshop, so it can be with you within days; resized free of charge.`,
      centreStoneShapes: [shape],
      centreStoneWeightMin: carat,
      centreStoneWeightMax: carat,
      deliveryDays: dice.int(2, 4),
      expressEligible: false,
      sku: code,
      recommendedRank: rankOf(i),
      defaultMetal: metals[0]!,
      defaultShape: shape,
      variants,
      reviews: dice.chance(0.4) ? reviewsFor(dice, dice.int(1, 4)) : [],
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Jewellery

interface JewelleryPlan {
  type: JewelleryTypeCode;
  styles: JewelleryStyleCode[];
  base: [number, number];
}
const JEWELLERY_PLANS: JewelleryPlan[] = [
  {
    type: "NECKLACE",
    styles: ["PENDANT", "PENDANT", "DROP", "TENNIS", "CHOKER", "CHAIN", "CLUSTER", "LARIAT", "CHARM"],
    base: [450, 2400],
  },
  { type: "EARRINGS", styles: ["STUDS", "STUDS", "HOOPS", "DROP", "CLUSTER", "CLIMBER"], base: [380, 2200] },
  { type: "BRACELET", styles: ["TENNIS", "BANGLE", "CHAIN", "CUFF", "CHARM", "ETERNITY"], base: [550, 3800] },
  { type: "RING", styles: ["COCKTAIL", "STACKABLE", "SIGNET", "PROMISE", "CLUSTER", "ETERNITY"], base: [420, 2600] },
];
const JEWELLERY_GEMS: { gem: JewelleryGemstoneCode; factor: number; weight: number }[] = [
  { gem: "DIAMOND", factor: 1.6, weight: 6 },
  { gem: "LAB_GROWN_DIAMOND", factor: 0.7, weight: 2 },
  { gem: "SAPPHIRE", factor: 1.3, weight: 3 },
  { gem: "RUBY", factor: 1.4, weight: 2 },
  { gem: "EMERALD", factor: 1.35, weight: 2 },
  { gem: "PEARL", factor: 0.6, weight: 3 },
  { gem: "AQUAMARINE", factor: 0.8, weight: 1 },
  { gem: "AMETHYST", factor: 0.55, weight: 1 },
  { gem: "GARNET", factor: 0.55, weight: 1 },
  { gem: "TANZANITE", factor: 0.95, weight: 1 },
  { gem: "PERIDOT", factor: 0.55, weight: 1 },
  { gem: "TOPAZ", factor: 0.55, weight: 1 },
  { gem: "MORGANITE", factor: 0.75, weight: 1 },
  { gem: "OPAL", factor: 0.7, weight: 1 },
  { gem: "CITRINE", factor: 0.5, weight: 1 },
];
const BIRTHSTONE_GEMS = new Set<JewelleryGemstoneCode>([
  "GARNET",
  "AMETHYST",
  "AQUAMARINE",
  "EMERALD",
  "RUBY",
  "PERIDOT",
  "SAPPHIRE",
  "OPAL",
  "TOPAZ",
  "TANZANITE",
  "PEARL",
]);
const JEWELLERY_DESIGN_FOR: Record<JewelleryStyleCode, JewelleryDesignStyleCode[]> = {
  PENDANT: ["CLASSIC", "MINIMALIST", "HEART", "CELESTIAL", "VINTAGE"],
  CHAIN: ["MINIMALIST", "CLASSIC", "GEOMETRIC"],
  CHOKER: ["ART_DECO", "GEOMETRIC", "BRIDAL"],
  TENNIS: ["CLASSIC", "BRIDAL", "ART_DECO"],
  LARIAT: ["MINIMALIST", "NATURE_INSPIRED", "CELESTIAL"],
  STUDS: ["CLASSIC", "MINIMALIST", "BRIDAL", "FLORAL"],
  HOOPS: ["CLASSIC", "MINIMALIST", "GEOMETRIC", "ART_DECO"],
  DROP: ["VINTAGE", "BRIDAL", "ART_DECO", "FLORAL"],
  CLIMBER: ["CELESTIAL", "NATURE_INSPIRED", "BUTTERFLY"],
  CLUSTER: ["FLORAL", "VINTAGE", "NATURE_INSPIRED", "BUTTERFLY"],
  BANGLE: ["MINIMALIST", "CLASSIC", "GEOMETRIC"],
  CUFF: ["GEOMETRIC", "ART_DECO", "NATURE_INSPIRED"],
  CHARM: ["HEART", "CELESTIAL", "BUTTERFLY"],
  SIGNET: ["CLASSIC", "VINTAGE", "GEOMETRIC"],
  STACKABLE: ["MINIMALIST", "GEOMETRIC", "CELESTIAL"],
  COCKTAIL: ["ART_DECO", "VINTAGE", "FLORAL"],
  PROMISE: ["HEART", "MINIMALIST", "CLASSIC"],
  ETERNITY: ["CLASSIC", "BRIDAL", "ART_DECO"],
};

/** Names that read better than "{style} {type}". */
const STYLE_WORDS: Partial<Record<JewelleryStyleCode, string>> = {
  STUDS: "Stud Earrings",
  HOOPS: "Hoop Earrings",
  CLIMBER: "Ear Climbers",
  BANGLE: "Bangle",
  CUFF: "Cuff",
  SIGNET: "Signet Ring",
  LARIAT: "Lariat Necklace",
};

function jewellery(dice: Dice, count: number, rankOf: (i: number) => number): SeedProduct[] {
  const out: SeedProduct[] = [];
  const gemBag = JEWELLERY_GEMS.flatMap((g) => Array.from({ length: g.weight }, () => g));
  const slugs = new Set<string>();
  for (let i = 0; i < count; i++) {
    const plan = JEWELLERY_PLANS[i % JEWELLERY_PLANS.length]!;
    const style = plan.styles[Math.floor(i / JEWELLERY_PLANS.length) % plan.styles.length]!;
    const g = dice.pick(gemBag);
    const gem = style === "CHAIN" || style === "BANGLE" || style === "CUFF" ? (dice.chance(0.5) ? null : g) : g;
    const typeEntry = JEWELLERY_TYPES.get(plan.type);
    const styleLabel = JEWELLERY_STYLES.get(style).label;
    const gemLabel = gem ? JEWELLERY_GEMSTONES.get(gem.gem).label : "Gold";
    let name = dice.pick(LADIES_NAMES);
    let slug = slugify(`${name} ${gemLabel} ${styleLabel}`);
    for (let k = 1; slugs.has(slug); k++) {
      name = LADIES_NAMES[(LADIES_NAMES.indexOf(name) + k) % LADIES_NAMES.length]!;
      slug = slugify(`${name} ${gemLabel} ${styleLabel}`);
    }
    slugs.add(slug);
    const productName = `${name} ${gemLabel} ${STYLE_WORDS[style] ?? `${styleLabel} ${typeEntry.singular}`}`;
    const silver = dice.chance(0.18);
    const metals: MetalCode[] = silver
      ? ["SILVER", ...(dice.chance(0.5) ? GOLDS_9 : [])]
      : [
          ...GOLDS_18,
          ...(dice.chance(0.6) ? GOLDS_9 : []),
          ...(dice.chance(0.3) ? GOLDS_14 : []),
          ...(dice.chance(0.25) ? (["PLATINUM"] as MetalCode[]) : []),
        ];
    const defaultMetal = metals[dice.int(0, Math.min(2, metals.length - 1))]!;
    const order = [defaultMetal, ...metals.filter((m) => m !== defaultMetal)];
    const designStyles = new Set<JewelleryDesignStyleCode>(dice.some(JEWELLERY_DESIGN_FOR[style], dice.int(1, 2)));
    if (gem && BIRTHSTONE_GEMS.has(gem.gem) && dice.chance(0.5)) designStyles.add("BIRTHSTONE");
    const base =
      dice.float(plan.base[0], plan.base[1]) * (gem ? gem.factor : 0.8) * (style === "TENNIS" ? 1.9 : style === "ETERNITY" ? 1.4 : 1);
    const code = `JW-${4001 + i}`;
    out.push({
      catalogueCode: code,
      kind: "JEWELLERY",
      productName,
      slug,
      suffixSlug: "",
      description: `${productName}: ${gem ? `${gemLabel.toLowerCase()}${gem.gem === "PEARL" ? "" : "s"} hand-set in` : "crafted in"} recycled precious metal and finished by hand in our London workshop. Presented in our signature gift box.`,
      ringStyles: [],
      categories: [],
      designStyles: [...designStyles],
      designFeatures: [],
      productType: plan.type,
      productStyles: [style],
      gemstones: gem ? [gem.gem] : [],
      bandWidth: plan.type === "RING" ? Math.round(dice.float(1.5, 3) * 10) / 10 : null,
      centreStoneShapes: [],
      centreStoneWeightMin: null,
      centreStoneWeightMax: null,
      deliveryDays: dice.int(5, 15),
      expressEligible: dice.chance(0.5),
      sku: code,
      recommendedRank: rankOf(i),
      defaultMetal,
      defaultShape: null,
      createdAt: new Date(Date.UTC(2022, 0, 1) + dice.int(0, 1200) * 86_400_000),
      variants: order.map((metal, k) => ({
        metal,
        shape: null,
        sku: `${code}-${metal}`,
        listPrice: retailRound(base * (metal === "SILVER" ? 0.35 : metalFactor(metal))),
        displayRank: k,
        stock: [],
      })),
      reviews: dice.chance(0.55) ? reviewsFor(dice, dice.int(1, 6)) : [],
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

/** The demo catalogue as rows (pure; same output for the same size). */
export function buildCatalogue(size: CatalogueSize = FULL_CATALOGUE, seed = 77): SeedProduct[] {
  const dice = new Dice(prng(seed));
  const ranks = (n: number) => {
    const order = new Dice(prng(seed + n)).shuffle(Array.from({ length: n }, (_, i) => i + 1));
    return (i: number) => order[i]!;
  };
  const engagement = engagementRings(dice, size.engagement, ranks(size.engagement));
  const wedding = weddingRings(dice, size.wedding, ranks(size.wedding));
  const rtg = readyToGo(dice, size.readyToGo, engagement, ranks(size.readyToGo));
  const jewels = jewellery(dice, size.jewellery, ranks(size.jewellery));
  return [...engagement, ...wedding, ...rtg, ...jewels];
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Writes a catalogue (built by buildCatalogue) in batches and materialises its prices. */
export async function insertCatalogue(db: Db, products: readonly SeedProduct[]): Promise<void> {
  const ids = new Map<string, number>();
  for (const batch of chunks(products, 200)) {
    const rows = await db
      .insert(catalogueProducts)
      .values(
        batch.map((p) => {
          const ratings = p.reviews.map((r) => r.rating);
          return {
            catalogueCode: p.catalogueCode,
            kind: p.kind,
            productName: p.productName,
            slug: p.slug,
            suffixSlug: p.suffixSlug,
            description: p.description,
            ringStyles: p.ringStyles,
            categories: p.categories,
            designStyles: p.designStyles,
            designFeatures: p.designFeatures,
            productType: p.productType,
            productStyles: p.productStyles,
            gemstones: p.gemstones,
            bandWidth: p.bandWidth,
            centreStoneShapes: p.centreStoneShapes,
            centreStoneWeightMin: p.centreStoneWeightMin,
            centreStoneWeightMax: p.centreStoneWeightMax,
            deliveryDays: p.deliveryDays,
            expressEligible: p.expressEligible,
            sku: p.sku,
            recommendedRank: p.recommendedRank,
            defaultMetal: p.defaultMetal,
            defaultShape: p.defaultShape,
            reviewCount: ratings.length,
            ratingAverage: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : null,
            createdAt: p.createdAt,
          };
        }),
      )
      .returning({ id: catalogueProducts.id, code: catalogueProducts.catalogueCode });
    for (const r of rows) ids.set(r.code, r.id);
  }
  const variants = products.flatMap((p) => p.variants.map((v) => ({ ...v, productId: ids.get(p.catalogueCode)! })));
  const variantIds = new Map<string, number>();
  for (const batch of chunks(variants, 1000)) {
    const rows = await db
      .insert(catalogueVariants)
      .values(
        batch.map((v) => ({
          productId: v.productId,
          metal: v.metal,
          shape: v.shape,
          sku: v.sku,
          listPriceMinor: fromMajorUnits(v.listPrice, "GBP").minor,
          displayRank: v.displayRank,
        })),
      )
      .returning({ id: catalogueVariants.id, sku: catalogueVariants.sku });
    for (const r of rows) variantIds.set(r.sku, r.id);
  }
  const stock = variants.flatMap((v) => v.stock.map((s) => ({ ...s, variantId: variantIds.get(v.sku)! })));
  for (const batch of chunks(stock, 1000)) await db.insert(readyToGoItems).values(batch);
  const reviews = products.flatMap((p) => p.reviews.map((r) => ({ ...r, productId: ids.get(p.catalogueCode)! })));
  for (const batch of chunks(reviews, 1000)) await db.insert(catalogueReviews).values(batch);
  await materialisePrices(db, [...variantIds.values()]);
}

/** Seeds the demo catalogue (or a smaller one for tests). */
export async function seedCatalogue(database: Database | Db, size: CatalogueSize = FULL_CATALOGUE): Promise<SeedProduct[]> {
  const db = "driver" in database && "close" in database ? database.db : database;
  const products = buildCatalogue(size);
  await insertCatalogue(db, products);
  await db.execute(sql`analyze catalogue_products, catalogue_variants, product_prices`);
  return products;
}
