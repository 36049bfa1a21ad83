import type { Database } from "../../server/db/client.ts";
import { seedCatalogue, type CatalogueSize, type SeedProduct } from "../../server/seed/catalogue.ts";
import { seedMadeToOrderPrices } from "../../server/seed/ring-builder.ts";
import { seedSite } from "../../server/seed/site.ts";
import { forgetSiteData } from "../../server/services/site.ts";

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
