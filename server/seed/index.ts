import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { regions } from "../db/schema/index.ts";
import { seedSite } from "./site.ts";
import { seedStones } from "./stones.ts";
import { seedCatalogue } from "./catalogue.ts";
import { seedMadeToOrderPrices } from "./ring-builder.ts";
import { seedAccounts } from "./accounts.ts";
import { seedPromoCodes } from "./promos.ts";
import { seedDemoOrders } from "./orders.ts";

export interface SeedOptions {
  logger?: Logger;
  /** Size of the demo stone inventory. */
  stones?: number;
}

/**
 * Fills a fresh database with the demo store; a database that already has site data is left alone,
 * except that demo accounts are added to a store that has no users yet.
 */
export async function seedIfEmpty(database: Database, options: SeedOptions = {}): Promise<boolean> {
  const existing = await database.db.select({ code: regions.code }).from(regions).limit(1);
  if (existing.length) {
    if (await seedAccounts(database.db)) options.logger?.info("demo accounts added");
    return false;
  }
  options.logger?.info("seeding demo data (first start)");
  await seedAll(database, options);
  return true;
}

async function seedAll(database: Database, options: SeedOptions = {}): Promise<void> {
  await seedSite(database.db);
  options.logger?.info("demo site data ready");
  await seedCatalogue(database);
  await seedMadeToOrderPrices(database);
  await seedStones(database, { stones: options.stones, logger: options.logger });
  await seedAccounts(database.db);
  await seedPromoCodes(database.db);
  await seedDemoOrders(database.db);
}
