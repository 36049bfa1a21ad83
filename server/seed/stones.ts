import type { Logger } from "pino";
import { SHAPES, type ShapeCode } from "../../core/vocabulary/shapes.ts";
import { fromMajorUnits } from "../../core/money.ts";
import {
  isFancyCategory,
  COLOUR_GRADES,
  FANCY_COLOURS,
  GEMSTONE_CLARITIES,
  GEMSTONE_GRADES,
  GEMSTONE_TYPES,
  INTENSITIES,
  type Clarity,
  type Colour,
  type ColourGrade,
  type CutGrade,
  type FancyColour,
  type Fluorescence,
  type GemstoneClarity,
  type GemstoneColour,
  type GemstoneGrade,
  type GemstoneType,
  type Intensity,
  type StoneCategory,
} from "../../core/vocabulary/stones.ts";
import type { Database } from "../db/client.ts";
import { openCopy } from "../db/copy.ts";
import {
  STONE_COPY_COLUMNS,
  stoneCsvLine,
  type StoneRecord,
  fancyShapeFactor,
  gemstoneListPrice,
  labGrownPrice,
  naturalDiamondPrice,
  wholeListPrice,
} from "../services/stones/index.ts";

/**
 * The demo stone inventory: deterministic (a seeded PRNG), with the market's structure. Price per carat
 * jumps at the weight brackets the trade prices by (0.5, 0.7, 0.9, 1, 1.5, 2, 3 ct), rises with colour
 * and clarity, falls with weaker cut and stronger fluorescence; weights cluster just above the
 * "magic" sizes; lab-grown diamonds cost about 10-20% of natural ones; coloured diamonds are priced by
 * hue and intensity; gemstones by variety, colour grade, clarity and treatment.
 */

export const DEFAULT_STONE_COUNT = 100_000;

/** sfc32: a small, fast, well-distributed PRNG. */
export function prng(seed: number): () => number {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ (seed * 31);
  let c = 0xb7e15162;
  let d = seed | 1;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

type Weighted<T> = readonly (readonly [T, number])[];

function picker<T>(table: Weighted<T>): (r: number) => T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  const cumulative = table.map(([, w]) => w / total);
  for (let i = 1; i < cumulative.length; i++) cumulative[i]! += cumulative[i - 1]!;
  return (r) => {
    for (let i = 0; i < cumulative.length; i++) if (r < cumulative[i]!) return table[i]![0];
    return table[table.length - 1]![0];
  };
}

const pickCategory = picker<StoneCategory>([
  ["DIAMOND", 45],
  ["LAB_GROWN_DIAMOND", 33],
  ["FANCY_DIAMOND", 6],
  ["LAB_GROWN_FANCY_DIAMOND", 5],
  ["GEMSTONE", 11],
]);

const POPULAR_SHAPE_WEIGHTS: Partial<Record<ShapeCode, number>> = {
  ROUND: 40,
  OVAL: 12,
  EMERALD: 8,
  CUSHION: 8,
  PEAR: 7,
  PRINCESS: 6,
  RADIANT: 6,
  MARQUISE: 3,
  ASSCHER: 3,
  HEART: 3,
  ELONGATED_CUSHION: 2,
  ELONGATED_RADIANT: 1.5,
};
const pickDiamondShape = picker<ShapeCode>(
  SHAPES.filter((s) => s.code !== "CABOCHON").map((s) => [s.code, POPULAR_SHAPE_WEIGHTS[s.code] ?? 0.15] as const),
);
const pickGemstoneShape = picker<ShapeCode>([
  ["OVAL", 30],
  ["CUSHION", 16],
  ["ROUND", 14],
  ["EMERALD", 10],
  ["PEAR", 8],
  ["RADIANT", 4],
  ["HEART", 3],
  ["OCTAGONAL", 3],
  ["HEXAGONAL", 3],
  ["TRILLION", 2],
  ["ASSCHER", 2],
  ["MARQUISE", 2],
  ["CABOCHON", 3],
]);

/** Length/width ratio range by shape. */
const RATIO: Partial<Record<ShapeCode, readonly [number, number]>> = {
  ROUND: [1, 1.015],
  OLD_EUROPEAN: [1, 1.03],
  OLD_MINE: [1, 1.08],
  ROSE_CUT: [1, 1.05],
  CABOCHON: [1, 1.4],
  OVAL: [1.3, 1.55],
  PEAR: [1.45, 1.75],
  MARQUISE: [1.8, 2.2],
  EMERALD: [1.3, 1.55],
  SQUARE_EMERALD: [1, 1.05],
  ASSCHER: [1, 1.05],
  PRINCESS: [1, 1.05],
  CUSHION: [1, 1.15],
  ELONGATED_CUSHION: [1.2, 1.45],
  RADIANT: [1, 1.15],
  ELONGATED_RADIANT: [1.2, 1.45],
  HEART: [0.9, 1.1],
  BAGUETTE: [2, 3],
  TAPERED_BAGUETTE: [2, 3],
  HALF_MOON: [0.5, 0.6],
  KITE: [1.2, 1.6],
  SHIELD: [1, 1.2],
  BULLET: [1.4, 1.8],
  LOZENGE: [1.6, 2.2],
};

const pickColour = picker<Colour>([
  ["D", 9],
  ["E", 13],
  ["F", 16],
  ["G", 18],
  ["H", 15],
  ["I", 11],
  ["J", 8],
  ["K", 5],
  ["L", 3],
  ["M", 2],
]);
const pickClarity = picker<Clarity>([
  ["FL", 1],
  ["IF", 4],
  ["VVS1", 10],
  ["VVS2", 14],
  ["VS1", 20],
  ["VS2", 22],
  ["SI1", 18],
  ["SI2", 11],
]);
const pickCut = picker<CutGrade>([
  ["IDEAL", 18],
  ["EXCELLENT", 50],
  ["VERY_GOOD", 20],
  ["GOOD", 10],
  ["FAIR", 2],
]);
const pickFinish = picker<CutGrade>([
  ["EXCELLENT", 62],
  ["VERY_GOOD", 28],
  ["GOOD", 9],
  ["FAIR", 1],
]);
const pickFluorescence = picker<Fluorescence>([
  ["NONE", 58],
  ["FAINT", 18],
  ["VERY_SLIGHT", 6],
  ["SLIGHT", 4],
  ["MEDIUM", 9],
  ["STRONG", 4],
  ["VERY_STRONG", 1],
]);
const pickGirdle = picker<string>([
  ["Medium", 30],
  ["Thin to Medium", 20],
  ["Medium to Slightly Thick", 28],
  ["Slightly Thick", 12],
  ["Thick", 6],
  ["Thin", 4],
]);

/** Weights cluster at and just above the sizes the trade prices by. */
const MAGIC: Weighted<number> = [
  [0.3, 8],
  [0.4, 5],
  [0.5, 12],
  [0.6, 4],
  [0.7, 10],
  [0.8, 5],
  [0.9, 7],
  [1, 18],
  [1.2, 6],
  [1.5, 10],
  [1.7, 3],
  [2, 8],
  [2.5, 3],
  [3, 4],
  [4, 1.5],
  [5, 0.8],
];
const pickMagic = picker(MAGIC);
const LAB_MAGIC: Weighted<number> = [
  [0.5, 4],
  [0.7, 5],
  [1, 16],
  [1.5, 14],
  [2, 16],
  [2.5, 9],
  [3, 10],
  [3.5, 4],
  [4, 5],
  [5, 3],
  [6, 1],
];
const pickLabMagic = picker(LAB_MAGIC);

const FANCY_COLOUR_FACTOR: Partial<Record<FancyColour, number>> = {
  YELLOW: 1.25,
  GREENISH_YELLOW: 1.2,
  ORANGE: 3,
  PINK: 12,
  ORANGY_PINK: 8,
  PINKISH_PURPLE: 9,
  PURPLE: 9,
  BLUE: 15,
  GREEN: 9,
  YELLOWISH_GREEN: 5,
  RED: 25,
  VIOLET: 10,
  BROWN: 0.45,
  CHAMPAGNE: 0.5,
  COGNAC: 0.55,
  OLIVE: 0.6,
  GREY: 0.7,
  BLACK: 0.25,
  WHITE: 0.9,
  CHAMELEON: 3,
};
const pickFancyColour = picker<FancyColour>(
  FANCY_COLOURS.codes.map(
    (c) =>
      [
        c,
        c === "YELLOW"
          ? 30
          : c === "PINK"
            ? 12
            : c === "BROWN" || c === "CHAMPAGNE" || c === "COGNAC"
              ? 8
              : c === "BLUE"
                ? 6
                : c === "RED"
                  ? 0.5
                  : 3,
      ] as const,
  ),
);
const pickLabFancyColour = picker<FancyColour>([
  ["PINK", 30],
  ["BLUE", 25],
  ["YELLOW", 25],
  ["GREEN", 8],
  ["ORANGE", 5],
  ["PURPLE", 4],
  ["RED", 3],
]);
const pickIntensity = picker<Intensity>(INTENSITIES.codes.map((c, i) => [c, [3, 6, 8, 14, 22, 22, 12, 8, 5][i]!] as const));
const INTENSITY_FACTOR: Record<Intensity, number> = {
  FAINT: 0.35,
  VERY_LIGHT: 0.45,
  LIGHT: 0.6,
  FANCY_LIGHT: 0.8,
  FANCY: 1,
  FANCY_INTENSE: 1.6,
  FANCY_VIVID: 2.8,
  FANCY_DEEP: 1.7,
  FANCY_DARK: 0.9,
};

interface GemProfile {
  colours: Weighted<GemstoneColour>;
  origins: Weighted<string>;
  treatedShare: number;
}
const GEMS: Record<GemstoneType, GemProfile> = {
  SAPPHIRE: {
    colours: [
      ["BLUE", 30],
      ["ROYAL_BLUE", 12],
      ["CORNFLOWER_BLUE", 8],
      ["TEAL", 8],
      ["PINK", 10],
      ["YELLOW", 6],
      ["PADPARADSCHA", 4],
      ["PURPLE", 5],
      ["WHITE", 6],
      ["GREEN", 4],
      ["ORANGE", 3],
      ["PEACH", 4],
    ],
    origins: [
      ["LK", 40],
      ["MG", 25],
      ["MM", 8],
      ["AU", 12],
      ["TH", 7],
      ["US", 8],
    ],
    treatedShare: 0.35,
  },
  RUBY: {
    colours: [
      ["RED", 70],
      ["PIGEON_BLOOD_RED", 12],
      ["PINK", 18],
    ],
    origins: [
      ["MM", 35],
      ["MZ", 45],
      ["TH", 12],
      ["MG", 8],
    ],
    treatedShare: 0.4,
  },
  EMERALD: {
    colours: [["GREEN", 100]],
    origins: [
      ["CO", 50],
      ["ZM", 40],
      ["BR", 10],
    ],
    treatedShare: 0.6,
  },
  AQUAMARINE: {
    colours: [
      ["BLUE", 80],
      ["TEAL", 20],
    ],
    origins: [
      ["BR", 70],
      ["MZ", 20],
      ["NG", 10],
    ],
    treatedShare: 0.3,
  },
  MORGANITE: {
    colours: [
      ["PINK", 55],
      ["PEACH", 45],
    ],
    origins: [
      ["BR", 70],
      ["MG", 30],
    ],
    treatedShare: 0.2,
  },
  SPINEL: {
    colours: [
      ["RED", 20],
      ["PINK", 20],
      ["HOT_PINK", 12],
      ["BLUE", 12],
      ["GREY", 14],
      ["PURPLE", 12],
      ["BLACK", 10],
    ],
    origins: [
      ["MM", 50],
      ["TZ", 30],
      ["VN", 20],
    ],
    treatedShare: 0,
  },
  TANZANITE: {
    colours: [
      ["VIOLET", 50],
      ["BLUE", 30],
      ["PURPLE", 20],
    ],
    origins: [["TZ", 100]],
    treatedShare: 0.9,
  },
  TOURMALINE: {
    colours: [
      ["GREEN", 30],
      ["PINK", 30],
      ["TEAL", 15],
      ["MULTICOLOUR", 10],
      ["BLUE", 15],
    ],
    origins: [
      ["BR", 50],
      ["MZ", 20],
      ["NG", 15],
      ["AF", 15],
    ],
    treatedShare: 0.1,
  },
  GARNET: {
    colours: [
      ["RED", 50],
      ["ORANGE", 25],
      ["GREEN", 25],
    ],
    origins: [
      ["MZ", 30],
      ["KE", 30],
      ["IN", 20],
      ["TZ", 20],
    ],
    treatedShare: 0,
  },
  ALEXANDRITE: {
    colours: [["COLOUR_CHANGE", 100]],
    origins: [
      ["BR", 50],
      ["LK", 30],
      ["RU", 20],
    ],
    treatedShare: 0,
  },
  AMETHYST: {
    colours: [
      ["PURPLE", 90],
      ["VIOLET", 10],
    ],
    origins: [
      ["BR", 60],
      ["UY", 40],
    ],
    treatedShare: 0.05,
  },
  TOPAZ: {
    colours: [
      ["BLUE", 60],
      ["WHITE", 20],
      ["YELLOW", 20],
    ],
    origins: [
      ["BR", 80],
      ["LK", 20],
    ],
    treatedShare: 0.7,
  },
  PERIDOT: {
    colours: [["GREEN", 100]],
    origins: [
      ["PK", 50],
      ["US", 30],
      ["MM", 20],
    ],
    treatedShare: 0,
  },
  OPAL: {
    colours: [
      ["WHITE", 40],
      ["BLACK", 25],
      ["MULTICOLOUR", 35],
    ],
    origins: [
      ["AU", 80],
      ["ET", 20],
    ],
    treatedShare: 0.05,
  },
};
const pickGemType = picker<GemstoneType>([
  ["SAPPHIRE", 34],
  ["RUBY", 10],
  ["EMERALD", 12],
  ["AQUAMARINE", 6],
  ["MORGANITE", 6],
  ["SPINEL", 6],
  ["TANZANITE", 6],
  ["TOURMALINE", 5],
  ["GARNET", 4],
  ["ALEXANDRITE", 2],
  ["AMETHYST", 3],
  ["TOPAZ", 2],
  ["PERIDOT", 2],
  ["OPAL", 2],
]);
const gemColourPickers = Object.fromEntries(Object.entries(GEMS).map(([k, v]) => [k, picker(v.colours)])) as Record<
  GemstoneType,
  (r: number) => GemstoneColour
>;
const gemOriginPickers = Object.fromEntries(Object.entries(GEMS).map(([k, v]) => [k, picker(v.origins)])) as Record<
  GemstoneType,
  (r: number) => string
>;
const pickColourGrade = picker<ColourGrade>(COLOUR_GRADES.codes.map((c, i) => [c, [4, 10, 18, 26, 20, 10, 4, 8][i]!] as const));
const pickGemClarity = picker<GemstoneClarity>(GEMSTONE_CLARITIES.codes.map((c, i) => [c, [45, 30, 18, 7][i]!] as const));
const pickGemGrade = picker<GemstoneGrade>(GEMSTONE_GRADES.codes.map((c, i) => [c, [5, 30, 45, 20][i]!] as const));

const pickDiamondOrigin = picker<string>([
  ["BW", 30],
  ["RU", 18],
  ["CA", 14],
  ["ZA", 10],
  ["NA", 8],
  ["AU", 6],
  ["AO", 6],
  ["SL", 4],
  ["CD", 4],
]);
const pickLabOrigin = picker<string>([
  ["IN", 55],
  ["US", 20],
  ["CN", 15],
  ["SG", 10],
]);
const pickShipping = picker<readonly [string, number, number]>([
  [["GB", 3, 7], 28],
  [["BE", 6, 10], 22],
  [["US", 8, 12], 22],
  [["IN", 12, 16], 16],
  [["IL", 9, 13], 6],
  [["HK", 10, 14], 6],
]);

function digits(rand: () => number, n: number): string {
  let s = String(1 + Math.floor(rand() * 9));
  while (s.length < n) s += String(Math.floor(rand() * 10));
  return s;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Feeds of the demo inventory, one per kind of stone. */
export const DEMO_FEEDS: Record<StoneCategory, string> = {
  DIAMOND: "aurum",
  LAB_GROWN_DIAMOND: "lumen",
  FANCY_DIAMOND: "aurum",
  LAB_GROWN_FANCY_DIAMOND: "lumen",
  GEMSTONE: "chroma",
};

/** The `index`-th demo stone of a seed: the same arguments always give the same stone. */
export function* generateStones(count: number, seed = 1): Generator<StoneRecord> {
  const rand = prng(seed);
  const between = (lo: number, hi: number) => lo + rand() * (hi - lo);
  for (let index = 0; index < count; index++) {
    const category = pickCategory(rand());
    const lab = category === "LAB_GROWN_DIAMOND" || category === "LAB_GROWN_FANCY_DIAMOND";
    const gem = category === "GEMSTONE";
    const fancy = isFancyCategory(category);
    const shape = gem ? pickGemstoneShape(rand()) : pickDiamondShape(rand());

    // Weight: mostly at or just above a magic size, otherwise log-normal around 1 ct.
    let carat: number;
    if (gem) carat = Math.exp(between(Math.log(0.5), Math.log(6)));
    else if (rand() < 0.7) carat = (lab ? pickLabMagic(rand()) : pickMagic(rand())) + Math.floor(rand() * rand() * 9) / 100;
    else carat = Math.exp(between(Math.log(lab ? 0.5 : 0.23), Math.log(lab ? 7 : 5.5)));
    carat = Math.max(0.2, round2(carat));

    const [ratioLo, ratioHi] = RATIO[shape] ?? [1, 1.2];
    const ratio = round3(between(ratioLo, ratioHi));
    const round = shape === "ROUND";
    const depthPercent = round2(round ? between(59, 63.2) : between(60, 72));
    const tablePercent = round2(round ? between(53.5, 60) : between(57, 70));
    const spread = 6.45 * Math.cbrt(carat);
    const width = round2(spread / Math.sqrt(ratio));
    const length = round2(width * ratio);
    const depth = round2((width * depthPercent) / 100);

    const [shipFrom, dMin, dMax] = pickShipping(rand());
    const inStock = shipFrom === "GB" && rand() < 0.25;
    const deliveryDays = inStock ? 2 + Math.floor(rand() * 2) : Math.round(between(dMin, dMax));
    const record: StoneRecord = {
      feed: DEMO_FEEDS[category],
      externalId: `${category === "GEMSTONE" ? "G" : lab ? "L" : "N"}${digits(rand, 8)}${index.toString(36).toUpperCase()}`,
      category,
      shape,
      caratWeight: carat,
      colour: null,
      clarity: null,
      cut: null,
      polish: null,
      symmetry: null,
      fluorescence: null,
      girdle: null,
      fancyColour: null,
      intensity: null,
      gemstoneType: null,
      gemstoneColour: null,
      colourGrade: null,
      gemstoneClarity: null,
      grade: null,
      crystal: null,
      depthPercent,
      tablePercent,
      length,
      width,
      depth,
      ratio,
      originCountry: null,
      shippingFromCountry: shipFrom,
      deliveryDays,
      listPriceMinor: 0,
      costMinor: null,
      costCurrency: "USD",
      photoUrl: null,
      videoUrl: null,
      reportUrl: null,
      express: inStock || deliveryDays <= 7,
      isB2B: rand() < 0.03,
      isTreated: false,
      certGcal: null,
      certGia: null,
      certIgi: null,
      canadaMark: false,
      knownOrigin: false,
      dtlReport: false,
      inStock,
    };

    let price: number;
    if (gem) {
      const type = pickGemType(rand());
      const profile = GEMS[type];
      record.gemstoneType = type;
      record.crystal = GEMSTONE_TYPES.get(type).crystal;
      record.gemstoneColour = gemColourPickers[type](rand());
      record.colourGrade = pickColourGrade(rand());
      record.gemstoneClarity = pickGemClarity(rand());
      record.grade = pickGemGrade(rand());
      record.cut = pickFinish(rand());
      record.isTreated = rand() < profile.treatedShare;
      record.originCountry = gemOriginPickers[type](rand());
      record.knownOrigin = rand() < 0.7;
      const cert = rand();
      if (cert < 0.4) record.certGia = digits(rand, 10);
      else if (cert < 0.6) record.certIgi = digits(rand, 9);
      price = gemstoneListPrice({
        carat,
        type,
        colourGrade: record.colourGrade,
        clarity: record.gemstoneClarity,
        grade: record.grade,
        treated: record.isTreated,
      });
    } else {
      record.crystal = "Diamond";
      record.clarity = pickClarity(rand());
      record.polish = pickFinish(rand());
      record.symmetry = pickFinish(rand());
      record.fluorescence = lab ? (rand() < 0.9 ? "NONE" : "FAINT") : pickFluorescence(rand());
      record.girdle = pickGirdle(rand());
      if (round || rand() < 0.5) record.cut = round ? pickCut(rand()) : pickFinish(rand());
      const shapeFactor = round ? 1 : fancyShapeFactor(rand());
      let colour: Colour | number;
      if (fancy) {
        record.fancyColour = lab ? pickLabFancyColour(rand()) : pickFancyColour(rand());
        record.intensity = pickIntensity(rand());
        // Grown colour is a treatment away from cheap: lab-grown hues cost little more than colourless.
        colour = lab
          ? 1.1 + 0.15 * INTENSITY_FACTOR[record.intensity]
          : (FANCY_COLOUR_FACTOR[record.fancyColour] ?? 1) * INTENSITY_FACTOR[record.intensity];
      } else {
        record.colour = pickColour(rand());
        colour = record.colour;
      }
      price = naturalDiamondPrice({
        carat,
        round,
        shapeFactor,
        colour,
        clarity: record.clarity,
        cut: record.cut,
        fluorescence: record.fluorescence,
      });
      if (lab) {
        price = labGrownPrice(price, carat, rand());
        record.originCountry = pickLabOrigin(rand());
        record.knownOrigin = true;
        const cert = rand();
        if (cert < 0.75) record.certIgi = `LG${digits(rand, 9)}`;
        else if (cert < 0.95) record.certGia = digits(rand, 10);
        else record.certGcal = digits(rand, 8);
      } else {
        record.knownOrigin = rand() < 0.42;
        if (record.knownOrigin) {
          record.originCountry = pickDiamondOrigin(rand());
          record.canadaMark = record.originCountry === "CA" && rand() < 0.85;
        }
        const cert = rand();
        if (fancy || cert < 0.82) record.certGia = digits(rand, 10);
        else if (cert < 0.92) record.certIgi = digits(rand, 9);
        else record.certGcal = digits(rand, 8);
      }
      record.dtlReport = rand() < 0.15;
    }
    price *= between(0.95, 1.05);
    const pounds = wholeListPrice(price);
    record.listPriceMinor = fromMajorUnits(pounds, "GBP").minor;
    // The supplier's cost in USD (to the cent) before the store's markup and VAT.
    record.costMinor = fromMajorUnits(round2((pounds / 1.2 / 1.3) * 1.27), "USD").minor;
    yield record;
  }
}

export interface SeedStonesOptions {
  stones?: number;
  seed?: number;
  logger?: Logger;
}

/** Loads the demo inventory with COPY. Returns the number of stones written. */
export async function seedStones(database: Database, options: SeedStonesOptions = {}): Promise<number> {
  const count = options.stones ?? DEFAULT_STONE_COUNT;
  const started = Date.now();
  const copy = await openCopy(database, "stones", STONE_COPY_COLUMNS);
  let chunk = "";
  let n = 0;
  for (const record of generateStones(count, options.seed ?? 1)) {
    chunk += stoneCsvLine(record);
    if (++n % 5_000 === 0) {
      await copy.write(chunk);
      chunk = "";
    }
  }
  if (chunk) await copy.write(chunk);
  const written = await copy.end();
  if (database.driver === "pg") await database.pool!.query("analyze stones");
  else await database.pglite!.query("analyze stones");
  options.logger?.info({ stones: written, ms: Date.now() - started }, "demo stones ready");
  return written;
}
