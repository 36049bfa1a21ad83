// Prints the GraphQL schema to schema.graphql, or with --check fails when the committed file is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { printStoreSchema } from "../server/graphql/schema.ts";

const printed = printStoreSchema();
if (process.argv.includes("--check")) {
  const committed = readFileSync("schema.graphql", "utf8");
  if (committed !== printed) {
    console.error("schema.graphql is out of date: run `npm run schema:print` and commit it.");
    process.exit(1);
  }
  console.log("schema.graphql is current");
} else {
  writeFileSync("schema.graphql", printed);
  console.log("wrote schema.graphql");
}
