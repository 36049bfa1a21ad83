/**
 * The stones service's public entry for writing the inventory: what supplier feeds and the demo seed
 * need to turn a source row into a stored stone. Code outside the stones service imports this file
 * (or index.ts for searching and looking up), never the service's other modules.
 */
export { STONE_COPY_COLUMNS, STONE_RECORD_COLUMNS, stoneCsvLine, type StoneRecord } from "./record.ts";
export { listPriceFromCost } from "./prices.ts";
