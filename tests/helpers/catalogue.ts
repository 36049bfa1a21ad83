import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { seedCatalogue, type CatalogueSize, type SeedProduct } from "../../server/seed/catalogue.ts";
import { seedMadeToOrderPrices } from "../../server/seed/ring-builder.ts";
import { seedSite } from "../../server/seed/site.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { createTestDatabase } from "./db.ts";

export type { SeedProduct };

/**
 * A small demo store on a fresh database: the site data, the designs of `size` (by default 24
 * engagement ring designs and one of each other kind; each in every metal and shape it is made in,
 * priced in every market), and the made-to-order centre stone prices. No stone inventory: a ring's
 * centre stone is made to order. Answers the designs as seeded.
 */
export async function seedSmallCatalogue(
  database: Database,
  size: CatalogueSize = { engagement: 24, wedding: 1, readyToGo: 1, jewellery: 1 },
): Promise<SeedProduct[]> {
  await seedSite(database.db);
  const products = await seedCatalogue(database, size);
  await seedMadeToOrderPrices(database);
  forgetSiteData();
  return products;
}

/** The fresh database and designs of `useSmallCatalogue`, set once the file's tests start. */
export interface SmallCatalogue {
  database: Database;
  products: SeedProduct[];
}

/**
 * A fresh database with the small demo store (`seedSmallCatalogue`) for the tests of the calling file:
 * made before its first test, closed after its last. Read `database` and `products` inside tests.
 */
export function useSmallCatalogue(): SmallCatalogue {
  const store = {} as SmallCatalogue;
  beforeAll(async () => {
    store.database = await createTestDatabase();
    store.products = await seedSmallCatalogue(store.database);
  });
  afterAll(async () => {
    forgetSiteData();
    await store.database?.close();
  });
  return store;
}
