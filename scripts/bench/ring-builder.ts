// npm run bench:ring-builder -- [--stones N] [--sets 600] [--pglite]
//
// Ring builder benchmark. Seeds a database of its own (a new PostgreSQL database on DATABASE_URL's
// server, or postgres://postgres@127.0.0.1:5432, dropped at the end; or an in-memory PGlite with
// --pglite) with the demo catalogue, the made-to-order price grid and N demo stones (the stone
// benchmark's seeding), then times ringBuilderSet through the API in process, as the pages send it:
// visitors each set a setting, a listed centre stone that fits it, a made-to-order lab-grown diamond
// instead, and a ring size. Prints p50 / p95 / max per change and over all of them.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { migrateDatabase } from "../../server/db/client.ts";
import { openBenchDatabase } from "./bench-database.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { executeOperation } from "../../server/graphql/execute.ts";
import { seedCatalogue } from "../../server/seed/catalogue.ts";
import { seedMadeToOrderPrices } from "../../server/seed/ring-builder.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { testContext } from "../../tests/integration/site-context.ts";

const { values } = parseArgs({
  options: {
    stones: { type: "string", default: "100000" },
    sets: { type: "string", default: "600" },
    pglite: { type: "boolean", default: false },
  },
});
const STONES = Number(values.stones);
const SETS = Number(values.sets);
const TARGET_P95_MS = 30;

const fmt = (n: number) => n.toLocaleString("en-GB");
const ms = (n: number) => `${n.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const SET = /* GraphQL */ `
  mutation Bench($input: RingBuilderSetInput!) {
    ringBuilderSet(input: $input) {
      failure { errors { code message item position } }
      ringBuilder {
        id lastAdded deliveryDate
        position1 { __typename ... on RingBuilderMount { catalogueCode price { amount currency } image { id } } ... on RingBuilderCentreStone { gemsApiIdentifier price { amount currency } availability } }
        position2 { __typename ... on RingBuilderMount { catalogueCode price { amount currency } image { id } } ... on RingBuilderCentreStone { gemsApiIdentifier price { amount currency } availability } }
        image { id sizes { LARGE { url } } }
        salePrice { total { amount currency } taxType }
        financeOptions { provider instalments amount { amount currency } }
        ringSize { id label }
      }
    }
  }`;

interface Design {
  code: string;
  metal: string;
  shapes: string[];
  min: number;
  max: number;
}

const { database, drop, where } = await openBenchDatabase({ pglite: !!values.pglite, prefix: "store_bench_rb" });
console.log(`Ring builder benchmark: ${fmt(STONES)} stones on ${where}`);
try {
  await migrateDatabase(database);
  let t = performance.now();
  await seedCatalogue(database);
  await seedMadeToOrderPrices(database);
  await seedStones(database, { stones: STONES });
  await database.db.execute(sql`analyze`);
  console.log(`seed                   catalogue, price grid and ${fmt(STONES)} stones in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const designs = rowsOf<Design>(
    await database.db.execute(sql`
      select p.catalogue_code as code, p.default_metal::text as metal, p.centre_stone_shapes::text[] as shapes,
             p.centre_stone_weight_min::float8 as min, p.centre_stone_weight_max::float8 as max
      from catalogue_products p where p.kind = 'ENGAGEMENT_RING' and not ('GEMSTONE_SIDES' = any(p.ring_styles::text[]))
      order by p.id`),
  ).map((d) => ({ ...d, shapes: Array.isArray(d.shapes) ? d.shapes : String(d.shapes).slice(1, -1).split(",") }));
  // A spread of listed diamonds (every 97th row), matched to designs that take their shape and weight.
  const stones = rowsOf<{ identifier: string; shape: string; carat: number }>(
    await database.db.execute(sql`
      select identifier, shape::text as shape, carat_weight::float8 as carat from stones
      where id % 97 = 0 and available and category in ('DIAMOND', 'LAB_GROWN_DIAMOND') and carat_weight between 0.5 and 3
      limit ${Math.max(SETS, 200)}`),
  );
  const visitors = stones.flatMap((s) => {
    const d = designs.find((x) => x.shapes.includes(s.shape) && s.carat >= x.min && s.carat <= x.max);
    return d ? [{ stone: s, design: d }] : [];
  });
  if (!visitors.length) throw new Error("no stone fits a design: seed more stones");

  const times: Record<string, number[]> = { mount: [], "listed stone": [], "made-to-order stone": [], "ring size": [] };
  const run = async (measure: boolean) => {
    for (let i = 0; i < Math.ceil(SETS / 4); i++) {
      const { stone, design } = visitors[i % visitors.length]!;
      const cookies = new Map<string, string>();
      const ctx = testContext(database, { region: i % 2 ? "US" : "UK", cookies });
      const changes: [string, Record<string, unknown>][] = [
        [
          "mount",
          { mount: { engagementRing: { catalogueCode: design.code, metal: design.metal, shape: stone.shape }, uri: "/engagement-rings" } },
        ],
        ["listed stone", { centreStone: { gemsApiIdentifier: stone.identifier, uri: "/diamonds/natural" } }],
        [
          "made-to-order stone",
          { centreStone: { nonSkuLabGrownDiamond: { shape: stone.shape, caratWeight: stone.carat, colour: "F", clarity: "VS1" } } },
        ],
        ["ring size", { ringSize: "M" }],
      ];
      for (const [name, input] of changes) {
        const s = performance.now();
        const answer = await executeOperation<{ ringBuilderSet: { failure: { errors: { code: string }[] } | null } }>(ctx, SET, { input });
        const elapsed = performance.now() - s;
        if (answer.ringBuilderSet.failure) throw new Error(`${name} refused: ${JSON.stringify(answer.ringBuilderSet.failure)}`);
        if (measure) times[name]!.push(elapsed);
      }
    }
  };
  t = performance.now();
  await run(false); // warm-up: memos, prepared plans, the schema
  await run(true);
  const all = Object.values(times)
    .flat()
    .sort((a, b) => a - b);
  console.log(
    `ringBuilderSet         ${fmt(all.length)} changes by ${fmt(Math.ceil(SETS / 4))} visitors (${fmt(visitors.length)} distinct stone and setting pairs)`,
  );
  for (const [name, list] of Object.entries(times)) {
    list.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(21)}p50 ${ms(percentile(list, 50))}   p95 ${ms(percentile(list, 95))}   max ${ms(list[list.length - 1]!)}`,
    );
  }
  const p95 = percentile(all, 95);
  console.log(`  all changes          p50 ${ms(percentile(all, 50))}   p95 ${ms(p95)}   max ${ms(all[all.length - 1]!)}`);
  console.log(`target p95 < ${TARGET_P95_MS} ms     ${p95 < TARGET_P95_MS ? "met" : "NOT met"}`);
  const [{ n }] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from ring_builders`)) as [{ n: number }];
  console.log(`ring builders stored   ${fmt(n)}`);
} finally {
  await drop();
}
