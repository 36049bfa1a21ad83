import SchemaBuilder from "@pothos/core";
import type { RequestContext } from "../context.ts";
import { Kind, print } from "graphql";
import { isDecimal } from "../../core/money.ts";
import { CURRENCIES, LOCALES, REGIONS, type Locale } from "../../core/regions.ts";

export type GraphQLContext = RequestContext;

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Locale: { Input: Locale; Output: Locale };
    Decimal: { Input: string; Output: string };
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

/**
 * An amount of money in major units as exact decimal text (docs/decisions/0021-one-money.md): written
 * from the integer minor units with `toDecimal` ("1250.00"), never through a float; read only as such
 * text (`isDecimal`), for the field beside it that names the currency to turn it into Money with
 * `fromDecimal`.
 */
builder.scalarType("Decimal", {
  description:
    'An exact amount of money in the major unit of the currency given beside it, written as a string: an optional "-", digits, "." and exactly the currency\'s decimals (two for every currency the store sells), such as "1250.00" or "-3.50". As an input, a string of digits with an optional leading "-" and at most two decimals ("1250", "1250.5", "1250.50"); a number, an exponent, a "+", separators or more decimals are refused, never rounded.',
  coerceOutputValue: (value) => {
    if (typeof value !== "string" || !isDecimal(value, { exact: true }))
      throw new TypeError(`Decimal must be written from minor units as "1250.00", got ${JSON.stringify(value)}`);
    return value;
  },
  coerceInputValue: (value) => decimalInput(value),
  coerceInputLiteral: (node) => {
    if (node.kind !== Kind.STRING) throw new TypeError(`Decimal must be a string such as "1250.00", got ${print(node)}`);
    return decimalInput(node.value);
  },
});

function decimalInput(value: unknown): string {
  if (typeof value !== "string") throw new TypeError(`Decimal must be a string such as "1250.00", got ${JSON.stringify(value)}`);
  if (!isDecimal(value))
    throw new TypeError(
      `Decimal must be digits with an optional leading "-" and at most two decimals, such as "1250.00", got ${JSON.stringify(value)}`,
    );
  return value;
}

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

/**
 * The market arguments of an operation that prices what it answers: each defaults to the request's
 * (`resolveMarket`, core/market.ts). Spread into the operation's `args`.
 */
export const marketArgs = builder.args((t) => ({
  region: t.field({ type: RegionEnum, required: false, description: "Defaults to the request's region (sets the tax treatment)" }),
  currency: t.field({
    type: CurrencyEnum,
    required: false,
    description: "Defaults to the request's currency for the request's region, else the region's own",
  }),
  locale: t.field({ type: LocaleScalar, required: false }),
}));
