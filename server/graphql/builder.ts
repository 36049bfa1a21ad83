import SchemaBuilder from "@pothos/core";
import type { RequestContext } from "../context.ts";
import { CURRENCIES, LOCALES, REGIONS, type Locale } from "../../core/regions.ts";

export type GraphQLContext = RequestContext;

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Locale: { Input: Locale; Output: Locale };
  };
}>({
  defaultFieldNullability: false,
});

builder.queryType({});
builder.mutationType({});

builder.scalarType("DateTime", {
  description: "An ISO 8601 date-time",
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError("DateTime must be an ISO 8601 date-time");
    return date;
  },
});

export const RegionEnum = builder.enumType("Region", { values: REGIONS });
export const CurrencyEnum = builder.enumType("Currency", { values: CURRENCIES });
/** Locales travel as their tags ("en-gb"), which are not valid GraphQL enum names. */
export const LocaleScalar = builder.scalarType("Locale", {
  description: `A locale tag: ${LOCALES.join(", ")}`,
  serialize: (value) => String(value),
  parseValue: (value) => {
    const v = String(value).toLowerCase();
    if (!(LOCALES as readonly string[]).includes(v)) throw new TypeError(`Unknown locale "${String(value)}"`);
    return v as Locale;
  },
});
