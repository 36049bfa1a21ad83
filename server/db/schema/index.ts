// Every table of the store, one file per domain.
export * from "./site.ts";
export * from "./content.ts";
export * from "./marketing.ts";
export * from "./catalogue.ts";
export * from "./stones.ts";
export * from "./accounts.ts";
export * from "./jobs.ts";
export * from "./ring-builder.ts";
export * from "./orders.ts";
