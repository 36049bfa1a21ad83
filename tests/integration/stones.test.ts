import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { executeOperation, OperationError } from "../../server/graphql/execute.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { minorOf, salePriceMoney } from "../helpers/money.ts";
import { money, toMajorUnits } from "../../core/money.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { taxTypeFor } from "../../core/market.ts";
import { markStonesUnavailable, runSearch, searchStones, type StoneQueryInput } from "../../server/services/stones/index.ts";
import { stoneIdentifierOf } from "../../server/services/stones/identifier.ts";
import { parseStoneQuery } from "../../server/services/stones/query.ts";
import { createTestDatabase } from "../helpers/db.ts";
import { testContext } from "./site-context.ts";

let database: Database;
const ctx = () => testContext(database);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedStones(database, { stones: 3000, seed: 11 });
});
afterAll(async () => {
  await database?.close();
});

const SEARCH = /* GraphQL */ `
  query Search($input: StoneSearchInput) {
    stoneSearch(input: $input) {
      total page pageSize pageCount currency
      items {
        identifier category shape caratWeight diamondColour clarity cut polish symmetry fluorescence fancyColour intensity
        gemstoneType gemstoneColour colourGrade gemstoneClarity isTreated express canadaMark knownOrigin dtlReport inStock
        ratio depthPercent tablePercent originCountry url title deliveryDate
        price { amount currency }
        photo { id alt sizes { LARGE { url sources { url mimeType } } } }
        certificates { gia { number url } igi { number url } gcal { number url } }
      }
      facets { field values { code count } }
      priceHistogram { buckets { min max count } }
      caratRange { min max }
      priceRange { min { amount currency } max { amount currency } }
    }
  }`;

interface Item {
  identifier: string;
  category: string;
  shape: string;
  caratWeight: number;
  diamondColour: string | null;
  clarity: string | null;
  cut: string | null;
  polish: string | null;
  symmetry: string | null;
  fluorescence: string | null;
  fancyColour: string | null;
  intensity: string | null;
  gemstoneType: string | null;
  gemstoneColour: string | null;
  colourGrade: string | null;
  gemstoneClarity: string | null;
  isTreated: boolean;
  express: boolean;
  canadaMark: boolean;
  knownOrigin: boolean;
  dtlReport: boolean;
  inStock: boolean;
  ratio: number | null;
  depthPercent: number | null;
  tablePercent: number | null;
  originCountry: string | null;
  url: string;
  title: string;
  deliveryDate: string;
  price: { amount: string; currency: string };
  photo: { id: string; alt: string; sizes: { LARGE: { url: string; sources: { url: string; mimeType: string }[] } } };
  certificates: Record<"gia" | "igi" | "gcal", { number: string; url: string } | null>;
}
interface SearchData {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  currency: string;
  items: Item[];
  facets: { field: string; values: { code: string; count: number }[] }[];
  priceHistogram: { buckets: { min: number; max: number; count: number }[] };
  caratRange: { min: number; max: number } | null;
  priceRange: { min: { amount: string; currency: string }; max: { amount: string; currency: string } } | null;
}

async function search(input: StoneQueryInput): Promise<SearchData> {
  const data = await executeOperation<{ stoneSearch: SearchData }>(ctx(), SEARCH, { input });
  return data.stoneSearch;
}

async function count(where: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await database.db.execute(sql.raw(`select count(*)::int as n from stones where available and ${where}`)),
  );
  return Number(rows[0]!.n);
}

const facet = (r: SearchData, field: string) =>
  new Map(r.facets.find((f) => f.field === field)?.values.map((v) => [v.code, v.count]) ?? []);

/** Every filter kind, each with the predicate a returned stone must satisfy. */
const FILTER_CASES: { name: string; input: StoneQueryInput; where: string; check: (s: Item) => boolean }[] = [
  {
    name: "categories",
    input: { categories: ["LAB_GROWN_DIAMOND"] },
    where: "category = 'LAB_GROWN_DIAMOND'",
    check: (s) => s.category === "LAB_GROWN_DIAMOND",
  },
  {
    name: "shapes",
    input: { shapes: ["OVAL", "PEAR"] },
    where: "shape in ('OVAL','PEAR')",
    check: (s) => ["OVAL", "PEAR"].includes(s.shape),
  },
  {
    name: "carat range",
    input: { caratMin: 1, caratMax: 1.5 },
    where: "carat_weight between 1 and 1.5",
    check: (s) => s.caratWeight >= 1 && s.caratWeight <= 1.5,
  },
  { name: "colours", input: { colours: ["D", "E"] }, where: "colour in ('D','E')", check: (s) => ["D", "E"].includes(s.diamondColour!) },
  { name: "clarities", input: { clarities: ["VVS1"] }, where: "clarity = 'VVS1'", check: (s) => s.clarity === "VVS1" },
  { name: "cuts", input: { cuts: ["IDEAL"] }, where: "cut = 'IDEAL'", check: (s) => s.cut === "IDEAL" },
  { name: "polishes", input: { polishes: ["GOOD"] }, where: "polish = 'GOOD'", check: (s) => s.polish === "GOOD" },
  { name: "symmetries", input: { symmetries: ["VERY_GOOD"] }, where: "symmetry = 'VERY_GOOD'", check: (s) => s.symmetry === "VERY_GOOD" },
  {
    name: "fluorescences",
    input: { fluorescences: ["MEDIUM", "STRONG"] },
    where: "fluorescence in ('MEDIUM','STRONG')",
    check: (s) => ["MEDIUM", "STRONG"].includes(s.fluorescence!),
  },
  { name: "labs", input: { labs: ["IGI"] }, where: "cert_igi is not null", check: (s) => s.certificates.igi !== null },
  {
    name: "ratio",
    input: { ratioMin: 1.3, ratioMax: 1.5 },
    where: "ratio between 1.3 and 1.5",
    check: (s) => s.ratio! >= 1.3 && s.ratio! <= 1.5,
  },
  {
    name: "depth",
    input: { depthMin: 60, depthMax: 62 },
    where: "depth_percent between 60 and 62",
    check: (s) => s.depthPercent! >= 60 && s.depthPercent! <= 62,
  },
  {
    name: "table",
    input: { tableMin: 55, tableMax: 58 },
    where: "table_percent between 55 and 58",
    check: (s) => s.tablePercent! >= 55 && s.tablePercent! <= 58,
  },
  {
    name: "origins",
    input: { origins: ["ca", "BW"] },
    where: "origin_country in ('CA','BW')",
    check: (s) => ["CA", "BW"].includes(s.originCountry!),
  },
  { name: "express", input: { express: true }, where: "express", check: (s) => s.express },
  { name: "canadaMark", input: { canadaMark: true }, where: "canada_mark", check: (s) => s.canadaMark },
  { name: "knownOrigin", input: { knownOrigin: true }, where: "known_origin", check: (s) => s.knownOrigin },
  { name: "dtlReport", input: { dtlReport: true }, where: "dtl_report", check: (s) => s.dtlReport },
  { name: "inStock", input: { inStock: true }, where: "in_stock", check: (s) => s.inStock },
  {
    name: "treated",
    input: { treated: false, categories: ["GEMSTONE"] },
    where: "not is_treated and category = 'GEMSTONE'",
    check: (s) => !s.isTreated && s.category === "GEMSTONE",
  },
  {
    name: "fancyColours",
    input: { fancyColours: ["PINK", "BLUE"] },
    where: "fancy_colour in ('PINK','BLUE')",
    check: (s) => ["PINK", "BLUE"].includes(s.fancyColour!),
  },
  {
    name: "intensities",
    input: { intensities: ["FANCY_INTENSE"] },
    where: "intensity = 'FANCY_INTENSE'",
    check: (s) => s.intensity === "FANCY_INTENSE",
  },
  {
    name: "gemstoneTypes",
    input: { gemstoneTypes: ["SAPPHIRE"] },
    where: "gemstone_type = 'SAPPHIRE'",
    check: (s) => s.gemstoneType === "SAPPHIRE",
  },
  {
    name: "gemstoneColours",
    input: { gemstoneColours: ["GREEN"] },
    where: "gemstone_colour = 'GREEN'",
    check: (s) => s.gemstoneColour === "GREEN",
  },
  {
    name: "colourGrades",
    input: { colourGrades: ["MEDIUM", "HOT"] },
    where: "colour_grade in ('MEDIUM','HOT')",
    check: (s) => ["MEDIUM", "HOT"].includes(s.colourGrade!),
  },
  {
    name: "gemstoneClarities",
    input: { gemstoneClarities: ["EYE_CLEAN"] },
    where: "gemstone_clarity = 'EYE_CLEAN'",
    check: (s) => s.gemstoneClarity === "EYE_CLEAN",
  },
];

describe("stone search filters", () => {
  for (const c of FILTER_CASES) {
    it(`filters by ${c.name}: the total is the rows that match, every stone matches`, async () => {
      const r = await search({ ...c.input, pageSize: 100 });
      expect(r.total).toBe(await count(c.where));
      expect(r.total).toBeGreaterThan(0);
      expect(r.items.length).toBe(Math.min(100, r.total));
      for (const s of r.items) expect(c.check(s), `${s.identifier} fails ${c.name}`).toBe(true);
    });
  }

  it("combines filters with AND, values of one filter with OR", async () => {
    const r = await search({
      categories: ["DIAMOND"],
      shapes: ["ROUND"],
      colours: ["F", "G", "H"],
      clarities: ["VS1", "VS2"],
      caratMin: 0.5,
    });
    expect(r.total).toBe(
      await count(
        "category = 'DIAMOND' and shape = 'ROUND' and colour in ('F','G','H') and clarity in ('VS1','VS2') and carat_weight >= 0.5",
      ),
    );
  });

  it("filters by price: the total is the stones whose shown price is in range", async () => {
    for (const [currency, region] of [
      ["GBP", "UK"],
      ["USD", "US"],
      ["ZAR", "ZA"],
    ] as const) {
      const rows = rowsOf<{ p: number }>(await database.db.execute(sql`select list_price_minor / 100 as p from stones where available`));
      // Prices in minor units; the filter's bounds in major units, as the URL and the API take them.
      const shown = rows.map((r) => salePriceMoney(Number(r.p), currency, taxTypeFor(region)).minor);
      const [lo, hi] = [shown[10]!, shown[10]! * 2];
      const major = (minor: number) => toMajorUnits(money(minor, currency));
      const r = await search({ priceMin: major(lo), priceMax: major(hi), currency, region, pageSize: 100 });
      expect(r.total).toBe(shown.filter((p) => p >= lo && p <= hi).length);
      for (const s of r.items) expect(minorOf(s.price.amount, currency) >= lo && minorOf(s.price.amount, currency) <= hi).toBe(true);
    }
  });

  it("filters prices in the requested currency, exactly at the bounds", async () => {
    const all = await search({ categories: ["LAB_GROWN_DIAMOND"], currency: "USD", region: "US", pageSize: 100 });
    const mid = all.items[Math.floor(all.items.length / 2)]!.price.amount;
    const bound = toMajorUnits(money(minorOf(mid, "USD"), "USD"));
    const r = await search({
      categories: ["LAB_GROWN_DIAMOND"],
      currency: "USD",
      region: "US",
      priceMin: bound,
      priceMax: bound,
      pageSize: 100,
    });
    expect(r.total).toBeGreaterThan(0);
    for (const s of r.items) expect(s.price).toEqual({ amount: mid, currency: "USD" });
  });

  it("treats a price range of 0 to 0 as unset", async () => {
    const a = await search({ categories: ["GEMSTONE"] });
    const b = await search({ categories: ["GEMSTONE"], priceMin: 0, priceMax: 0 });
    expect(b.total).toBe(a.total);
  });

  it("reads a reversed price range the right way round, as the catalogue does", async () => {
    const forward = await search({ categories: ["DIAMOND"], priceMin: 1000, priceMax: 5000, pageSize: 100 });
    const reversed = await search({ categories: ["DIAMOND"], priceMin: 5000, priceMax: 1000, pageSize: 100 });
    expect(forward.total).toBeGreaterThan(0);
    expect(reversed.total).toBe(forward.total);
    expect(reversed.items.map((s) => s.identifier)).toEqual(forward.items.map((s) => s.identifier));
  });

  it("prices a search for another region in that region's currency unless one is named", async () => {
    const r = await search({ categories: ["DIAMOND"], region: "ZA", pageSize: 5 });
    expect(r.currency).toBe("ZAR");
    for (const s of r.items) expect(s.price.currency).toBe("ZAR");
    // The price range is money in the search's currency, like every price.
    expect([r.priceRange!.min.currency, r.priceRange!.max.currency]).toEqual(["ZAR", "ZAR"]);
  });
});

describe("stone search sorting and pages", () => {
  it("sorts by price both ways", async () => {
    const asc = await search({ categories: ["DIAMOND"], sort: "PRICE_ASCENDING", pageSize: 50 });
    const desc = await search({ categories: ["DIAMOND"], sort: "PRICE_DESCENDING", pageSize: 50 });
    const a = asc.items.map((s) => minorOf(s.price.amount));
    const d = desc.items.map((s) => minorOf(s.price.amount));
    expect(a).toEqual([...a].sort((x, y) => x - y));
    expect(d).toEqual([...d].sort((x, y) => y - x));
    expect(asc.items[0]!.price.amount).toBe(asc.priceRange!.min.amount);
    expect(desc.items[0]!.price.amount).toBe(desc.priceRange!.max.amount);
  });

  it("sorts by weight both ways", async () => {
    const asc = await search({ sort: "CARAT_ASCENDING", pageSize: 50 });
    const desc = await search({ sort: "CARAT_DESCENDING", pageSize: 50 });
    const a = asc.items.map((s) => s.caratWeight);
    const d = desc.items.map((s) => s.caratWeight);
    expect(a).toEqual([...a].sort((x, y) => x - y));
    expect(d).toEqual([...d].sort((x, y) => y - x));
    expect(a[0]).toBe(asc.caratRange!.min);
    expect(d[0]).toBe(desc.caratRange!.max);
  });

  it("leads the recommended order (the default) with well-cut, eye-clean, near-colourless stones, not the cheapest", async () => {
    const recommended = await search({ categories: ["DIAMOND"], pageSize: 20 });
    const cheapest = await search({ categories: ["DIAMOND"], sort: "PRICE_ASCENDING", pageSize: 20 });
    expect(recommended.total).toBe(cheapest.total);
    expect(recommended.items.map((s) => s.identifier)).not.toEqual(cheapest.items.map((s) => s.identifier));
    for (const s of recommended.items) {
      expect(["IDEAL", "EXCELLENT", "VERY_GOOD", null]).toContain(s.cut);
      expect(["VVS1", "VVS2", "VS1", "VS2"]).toContain(s.clarity);
      expect(["F", "G", "H"]).toContain(s.diamondColour);
    }
  });

  it("orders every page of the recommended order the same in the in-memory index and in SQL", async () => {
    for (const input of [
      { categories: ["DIAMOND" as const] },
      { categories: ["GEMSTONE" as const], page: 3 },
      { shapes: ["OVAL" as const], sort: null },
      { shapes: ["ROUND" as const], sort: "RECOMMENDED" as const },
    ]) {
      const parsed = parseStoneQuery({ ...input, pageSize: 50 }, { currency: "GBP", region: "UK" });
      if (!parsed.ok) throw new Error("bad query");
      expect(parsed.value.sort.field).toBe("RECOMMENDED");
      const fromIndex = await runSearch(ctx(), parsed.value, { engine: "index" });
      const fromSql = await runSearch(ctx(), parsed.value, { engine: "sql" });
      expect(fromIndex.outcome.ids).toEqual(fromSql.outcome.ids);
    }
  });

  it("pages through the results without gaps or repeats", async () => {
    const input = { categories: ["DIAMOND" as const], shapes: ["ROUND" as const], sort: "PRICE_ASCENDING" as const };
    const whole = await search({ ...input, pageSize: 60 });
    const p1 = await search({ ...input, pageSize: 20, page: 1 });
    const p2 = await search({ ...input, pageSize: 20, page: 2 });
    const p3 = await search({ ...input, pageSize: 20, page: 3 });
    expect([...p1.items, ...p2.items, ...p3.items].map((s) => s.identifier)).toEqual(whole.items.map((s) => s.identifier));
    expect(p2.pageCount).toBe(Math.ceil(p2.total / 20));
    const beyond = await search({ ...input, pageSize: 100, page: Math.ceil(whole.total / 100) + 1 });
    expect(beyond.items).toEqual([]);
  });
});

describe("stone search counts", () => {
  const base: StoneQueryInput = {
    categories: ["DIAMOND", "LAB_GROWN_DIAMOND"],
    shapes: ["ROUND", "OVAL"],
    colours: ["D", "E", "F", "G"],
    caratMin: 0.5,
    labs: ["GIA"],
  };

  it("counts each facet value over the stones matching every other filter", async () => {
    const r = await search(base);
    for (const code of ["ROUND", "OVAL", "CUSHION"]) {
      expect(facet(r, "shape").get(code) ?? 0).toBe((await search({ ...base, shapes: [code as "ROUND"] })).total);
    }
    for (const code of ["D", "H", "M"]) {
      expect(facet(r, "colour").get(code) ?? 0).toBe((await search({ ...base, colours: [code as "D"] })).total);
    }
    for (const code of ["VS1", "SI2"]) {
      expect(facet(r, "clarity").get(code) ?? 0).toBe((await search({ ...base, clarities: [code as "VS1"] })).total);
    }
    expect(facet(r, "lab").get("IGI") ?? 0).toBe((await search({ ...base, labs: ["IGI"] })).total);
    expect(facet(r, "express").get("TRUE") ?? 0).toBe((await search({ ...base, express: true })).total);
    expect(facet(r, "express").get("FALSE") ?? 0).toBe((await search({ ...base, express: false })).total);
    expect(facet(r, "origin").get("CA") ?? 0).toBe((await search({ ...base, origins: ["CA"] })).total);
    const shapes = [...facet(r, "clarity").values()].reduce((a, b) => a + b, 0);
    expect(shapes).toBe(r.total);
  });

  it("counts a flag's facet while the flag is filtered", async () => {
    const r = await search({ ...base, inStock: true });
    expect(facet(r, "inStock").get("TRUE") ?? 0).toBe(r.total);
    expect(facet(r, "inStock").get("FALSE") ?? 0).toBe((await search({ ...base, inStock: false })).total);
  });

  it("draws the price histogram over every filter but price, each bucket holding its stones", async () => {
    const r = await search({ ...base, priceMin: 1000, priceMax: 3000, currency: "EUR", region: "EU" });
    const unpriced = await search({ ...base, currency: "EUR", region: "EU" });
    const buckets = r.priceHistogram.buckets;
    expect(buckets.reduce((a, b) => a + b.count, 0)).toBe(unpriced.total);
    for (const b of buckets.filter((x) => x.count > 0).slice(0, 4)) {
      const inBucket = await search({ ...base, currency: "EUR", region: "EU", priceMin: b.min, priceMax: b.max - 1 });
      expect(inBucket.total).toBe(b.count);
    }
    expect(r.priceRange).toEqual(unpriced.priceRange);
  });

  it("gives the same answers from the in-memory index and from SQL", async () => {
    const inputs: StoneQueryInput[] = [
      {},
      base,
      { ...base, priceMax: 4000, inStock: false, sort: "CARAT_DESCENDING" },
      { categories: ["GEMSTONE"], gemstoneTypes: ["SAPPHIRE", "RUBY"], treated: true, colourGrades: ["MEDIUM"] },
      {
        categories: ["FANCY_DIAMOND", "LAB_GROWN_FANCY_DIAMOND"],
        intensities: ["FANCY_VIVID", "FANCY_INTENSE"],
        ratioMin: 1.1,
        depthMax: 65,
        tableMin: 58,
        page: 2,
        pageSize: 5,
      },
    ];
    for (const input of inputs) {
      const parsed = parseStoneQuery(input, { currency: "GBP", region: "UK" });
      if (!parsed.ok) throw new Error("bad query");
      const fromIndex = await runSearch(ctx(), parsed.value, { engine: "index" });
      const fromSql = await runSearch(ctx(), parsed.value, { engine: "sql" });
      expect(fromIndex.engine).toBe("index");
      expect(fromIndex.outcome).toEqual(fromSql.outcome);
    }
  });
});

describe("stone search input", () => {
  it("rejects an inverted range with its path", async () => {
    const error = await search({ caratMin: 2, caratMax: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperationError);
    const ext = (error as OperationError).errors[0]!.extensions as { category: string; violations: { path: string[] }[] };
    expect(ext.category).toBe("validation");
    expect(ext.violations[0]!.path).toEqual(["input", "caratMin"]);
  });

  it("limits how deep numbered pages go", async () => {
    const result = await searchStones(ctx(), { page: 500, pageSize: 100 });
    expect(result.ok).toBe(false);
  });

  it("rejects an unknown enum value", async () => {
    await expect(search({ shapes: ["BLOB" as "ROUND"] })).rejects.toThrow();
  });
});

describe("stone pages' data", () => {
  it("gives every stone a price, a drawn photo, certificate links, a delivery date and a URL", async () => {
    const r = await search({ categories: ["DIAMOND"], labs: ["GIA"], pageSize: 3 });
    for (const s of r.items) {
      expect(s.identifier).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      expect(s.price.currency).toBe("GBP");
      expect(s.photo.sizes.LARGE.url).toMatch(/^\/media\/stone\/[0-9a-f]{16}\/LARGE\.webp\?/);
      expect(s.photo.sizes.LARGE.sources.map((x) => x.mimeType)).toEqual(["image/avif", "image/webp"]);
      expect(s.photo.alt).toBe(s.title);
      expect(s.certificates.gia!.url).toBe(`https://www.gia.edu/report-check?reportno=${s.certificates.gia!.number}`);
      expect(s.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.url).toMatch(/^\/diamond-search\/aurum-N\w+-GIA-\d+$/);
    }
  });

  it("prefixes URLs with the region", async () => {
    const r = await search({ categories: ["LAB_GROWN_DIAMOND"], region: "US", currency: "USD", pageSize: 1 });
    expect(r.items[0]!.url).toBe(`/us/lab-grown-diamond-search/${r.items[0]!.identifier}`);
  });
});

const LOOKUP = /* GraphQL */ `
  query Lookup($identifier: String!, $feed: String!, $externalId: String!, $gia: String!) {
    byId: stone(identifier: $identifier) { __typename ... on Stone { identifier } ... on StoneNotAvailable { reason stoneIdentifier } }
    byFeed: stoneByFeedReference(feedIdentifier: $feed, externalId: $externalId) { __typename ... on Stone { identifier } ... on StoneNotAvailable { reason } }
    byGia: stoneByCertificate(lab: GIA, number: $gia) { __typename ... on Stone { identifier } ... on StoneNotAvailable { reason } }
  }`;

describe("stone lookups", () => {
  it("finds a stone by identifier, supplier reference and GIA number; a sold one is not available", async () => {
    const rows = rowsOf<{ identifier: string; feed: string; external_id: string; cert_gia: string }>(
      await database.db.execute(
        sql`select identifier, feed, external_id, cert_gia from stones where available and cert_gia is not null order by id limit 1`,
      ),
    );
    const s = rows[0]!;
    const vars = { identifier: s.identifier, feed: s.feed, externalId: s.external_id, gia: s.cert_gia };
    const found = await executeOperation<Record<string, { __typename: string; identifier?: string; reason?: string }>>(ctx(), LOOKUP, vars);
    expect(found["byId"]).toEqual({ __typename: "Stone", identifier: s.identifier });
    expect(found["byFeed"]).toEqual({ __typename: "Stone", identifier: s.identifier });
    expect(found["byGia"]).toEqual({ __typename: "Stone", identifier: s.identifier });

    const before = await search({ pageSize: 1 });
    expect(await markStonesUnavailable(ctx(), [s.identifier])).toBe(1);
    const gone = await executeOperation<Record<string, { __typename: string; reason?: string }>>(ctx(), LOOKUP, vars);
    expect(gone["byId"]).toEqual({ __typename: "StoneNotAvailable", reason: "UNAVAILABLE", stoneIdentifier: s.identifier });
    expect(gone["byFeed"]).toEqual({ __typename: "StoneNotAvailable", reason: "UNAVAILABLE" });
    expect(gone["byGia"]).toEqual({ __typename: "StoneNotAvailable", reason: "UNAVAILABLE" });
    // Searches stop showing it at once.
    expect((await search({ pageSize: 1 })).total).toBe(before.total - 1);
  });

  it("answers not found for an unknown or malformed identifier", async () => {
    const vars = { identifier: "ZZZZZZZ", feed: "nofeed", externalId: "X1", gia: "1" };
    const r = await executeOperation<Record<string, { __typename: string; reason?: string }>>(ctx(), LOOKUP, vars);
    expect(r["byId"]).toEqual({ __typename: "StoneNotAvailable", reason: "NOT_FOUND", stoneIdentifier: null });
    expect(r["byFeed"]).toEqual({ __typename: "StoneNotAvailable", reason: "NOT_FOUND" });
    const bad = await executeOperation<Record<string, { __typename: string; reason?: string }>>(ctx(), LOOKUP, {
      ...vars,
      identifier: "abc",
    });
    expect(bad["byId"]!.reason).toBe("NOT_FOUND");
  });

  it("answers a stone that is not available as an ErrorResult a page can render by its code", async () => {
    const query = /* GraphQL */ `
      query ($identifier: String!) {
        stone(identifier: $identifier) { __typename ... on ErrorResult { errorCode message } }
      }`;
    const r = await executeOperation<{ stone: { __typename: string; errorCode: string; message: string } }>(ctx(), query, {
      identifier: "ZZZZZZZ",
    });
    expect(r.stone).toEqual({ __typename: "StoneNotAvailable", errorCode: "NOT_FOUND", message: "No stone has this address." });
  });

  it("derives identifiers in SQL and JavaScript alike", async () => {
    const rows = rowsOf<{ id: number; identifier: string }>(
      await database.db.execute(sql`select id, identifier from stones order by id limit 50`),
    );
    for (const r of rows) expect(r.identifier).toBe(stoneIdentifierOf(Number(r.id)));
    const ids = rowsOf<{ n: number }>(await database.db.execute(sql`select count(distinct identifier)::int as n from stones`));
    expect(Number(ids[0]!.n)).toBe(3000);
  });
});
