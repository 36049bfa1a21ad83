import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { builder } from "./builder.ts";
// Each domain registers its types and root fields on the builder.
import "./accounts.ts";
import "./passkeys.ts";
import "./marketing.ts";
import "./stones.ts";
import "./site.ts";
import "./content.ts";
import "./catalogue.ts";
import "./ring-builder.ts";
import "./orders.ts";
import "./order-admin.ts";
import "./bag.ts";

let schema: GraphQLSchema | undefined;

export function storeSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}

/** The printed, sorted SDL committed as schema.graphql. */
export function printStoreSchema(): string {
  return `${printSchema(lexicographicSortSchema(storeSchema()))}\n`;
}
