import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { executeOperation } from "../../server/graphql/execute.ts";
import { seedCatalogue, type SeedProduct } from "../../server/seed/catalogue.ts";
import { ringSizesFor } from "../../core/ring-size.ts";
import type { SessionUser } from "../../server/context.ts";
import { createCustomer } from "../../server/services/accounts/index.ts";
import { createTestDatabase } from "../helpers/db.ts";
import { testContext } from "./site-context.ts";

/**
 * Many changes to one ring builder at once (two tabs, a double click, a script): each is made, in
 * turn, over the state the one before it left, and none is answered with an error
 * (docs/decisions/0650-ring-builder-state.md). On PostgreSQL (TEST_DATABASE_URL) the changes really
 * run side by side on several connections; on PGlite they run one after another.
 */

let database: Database;
let products: SeedProduct[];

beforeAll(async () => {
  database = await createTestDatabase();
  products = await seedCatalogue(database, { engagement: 6, wedding: 1, readyToGo: 1, jewellery: 1 });
});

afterAll(async () => {
  await database?.close();
});

const SET = /* GraphQL */ `
  mutation Set($input: RingBuilderSetInput!) {
    ringBuilderSet(input: $input) {
      failure { errors { code } }
      ringBuilder { id lastAdded ringSize { id } mount { catalogueCode metal { systemCode } } }
    }
  }`;
const READ = /* GraphQL */ `query { ringBuilder { id lastAdded ringSize { id } mount { catalogueCode metal { systemCode } } } }`;

interface Answer {
  ringBuilderSet: {
    failure: { errors: { code: string }[] } | null;
    ringBuilder: { id: string | null; ringSize: { id: string } | null; mount: { catalogueCode: string } | null };
  };
}

function browser(user: SessionUser | null = null) {
  const cookies = new Map<string, string>();
  return { cookies, ctx: () => ({ ...testContext(database, { cookies }), user }) };
}

const SIZES = ringSizesFor("UK").map((s) => s.id);

async function runInParallel(b: ReturnType<typeof browser>, count: number) {
  const design = products.find((p) => p.kind === "ENGAGEMENT_RING")!;
  // The builder exists (the cookie names it) before the burst, as it does for a visitor's second tab.
  const first = await executeOperation<Answer>(b.ctx(), SET, {
    input: { mount: { engagementRing: { catalogueCode: design.catalogueCode, metal: design.variants[0]!.metal } } },
  });
  expect(first.ringBuilderSet.failure).toBeNull();
  const sizes = Array.from({ length: count }, (_, i) => SIZES[i % SIZES.length]!);
  const settled = await Promise.allSettled(sizes.map((size) => executeOperation<Answer>(b.ctx(), SET, { input: { ringSize: size } })));
  return { first, sizes, settled };
}

describe("parallel changes to one builder", () => {
  it("makes every one of 40 changes, none answered with an error, and the builder ends in a state one of them wrote", async () => {
    const b = browser();
    const { first, sizes, settled } = await runInParallel(b, 40);
    const rejected = settled.filter((s) => s.status === "rejected");
    expect(rejected.map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    const answers = settled.map((s) => (s as PromiseFulfilledResult<Answer>).value.ringBuilderSet);
    expect(answers.every((a) => a.failure === null)).toBe(true);
    // Each change answers the builder as it wrote it: its own size, on the same builder.
    expect(answers.map((a) => a.ringBuilder.ringSize?.id)).toEqual(sizes);
    expect(new Set(answers.map((a) => a.ringBuilder.id))).toEqual(new Set([first.ringBuilderSet.ringBuilder.id]));
    // The builder ends as the last change left it, with the mount no change touched.
    const after = (
      await executeOperation<{ ringBuilder: { id: string; ringSize: { id: string } | null; mount: { catalogueCode: string } | null } }>(
        b.ctx(),
        READ,
      )
    ).ringBuilder;
    expect(after.id).toBe(first.ringBuilderSet.ringBuilder.id);
    expect(sizes).toContain(after.ringSize?.id);
    expect(after.mount?.catalogueCode).toBe(first.ringBuilderSet.ringBuilder.mount?.catalogueCode);
  });

  it("applies changes of different items side by side without losing one: each mount change and each size change lands", async () => {
    const b = browser();
    const designs = products.filter((p) => p.kind === "ENGAGEMENT_RING").slice(0, 4);
    const first = await executeOperation<Answer>(b.ctx(), SET, { input: { ringSize: "M" } });
    expect(first.ringBuilderSet.failure).toBeNull();
    const changes = Array.from({ length: 20 }, (_, i) => {
      const d = designs[(i >> 1) % designs.length]!;
      return i % 2 === 0
        ? { mount: { engagementRing: { catalogueCode: d.catalogueCode, metal: d.variants[0]!.metal } } }
        : { ringSize: SIZES[i]! };
    });
    // The order the changes are answered in: one after another, as they are made.
    const answered: number[] = [];
    const answers = await Promise.all(
      changes.map((input, i) => executeOperation<Answer>(b.ctx(), SET, { input }).then((a) => (answered.push(i), a))),
    );
    expect(answers.map((a) => a.ringBuilderSet.failure)).toEqual(changes.map(() => null));
    // Each change answers its own item as it asked.
    for (const [i, input] of changes.entries()) {
      const ring = answers[i]!.ringBuilderSet.ringBuilder;
      if ("mount" in input) expect(ring.mount?.catalogueCode, `change ${i}`).toBe(input.mount!.engagementRing.catalogueCode);
      else expect(ring.ringSize?.id, `change ${i}`).toBe(input.ringSize);
    }
    // Mount changes never undo a size change made meanwhile, nor the other way round: the builder
    // holds the mount of the last mount change answered and the size of the last size change answered.
    const lastOf = (kind: "mount" | "ringSize") => answers[answered.filter((i) => kind in changes[i]!).at(-1)!]!.ringBuilderSet.ringBuilder;
    const after = (
      await executeOperation<{ ringBuilder: { ringSize: { id: string } | null; mount: { catalogueCode: string } | null } }>(b.ctx(), READ)
    ).ringBuilder;
    expect(after.mount?.catalogueCode).toBe(lastOf("mount").mount?.catalogueCode);
    expect(after.ringSize?.id).toBe(lastOf("ringSize").ringSize?.id);
  });

  it("serialises a signed-in customer's changes too, including the first one that creates the builder", async () => {
    const user = (await createCustomer(database.db, {
      email: "parallel@example.com",
      firstName: "Par",
      lastName: "Allel",
      phone: null,
      region: "UK",
      currency: "GBP",
      emailConsent: false,
    }))!;
    const b = browser({ id: user.id, email: user.email, firstName: "Par", lastName: "Allel" } as SessionUser);
    const answers = await Promise.allSettled(
      SIZES.slice(0, 20).map((size) => executeOperation<Answer>(b.ctx(), SET, { input: { ringSize: size } })),
    );
    expect(answers.filter((a) => a.status === "rejected")).toEqual([]);
    const ids = new Set(answers.map((a) => (a as PromiseFulfilledResult<Answer>).value.ringBuilderSet.ringBuilder.id));
    expect(ids.size).toBe(1);
  });
});
