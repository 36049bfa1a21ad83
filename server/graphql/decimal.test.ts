import { parseConstValue, validateInputLiteral, validateInputValue, type GraphQLScalarType } from "graphql";
import { describe, expect, it } from "vitest";
import { storeSchema } from "./schema.ts";

const decimal = storeSchema().getType("Decimal") as GraphQLScalarType<string, string>;

/** What a client is told of a value given for a Decimal: its errors' messages, none when it is taken. */
function valueErrors(value: unknown): string[] {
  const errors: string[] = [];
  validateInputValue(value, decimal, (e) => errors.push(e.message));
  return errors;
}

function literalErrors(literal: string): string[] {
  const errors: string[] = [];
  validateInputLiteral(parseConstValue(literal), decimal, (e) => errors.push(e.message));
  return errors;
}

describe("Decimal: an amount of money as exact decimal text", () => {
  it("is written as the text toDecimal gives, with exactly two decimals", () => {
    expect(decimal.coerceOutputValue("1250.00")).toBe("1250.00");
    expect(decimal.coerceOutputValue("-3.50")).toBe("-3.50");
    // A float or a text with other decimals never reaches a client.
    for (const value of [1250, 1250.5, "1250", "1250.5", "1250.000", "1,250.00"])
      expect(() => decimal.coerceOutputValue(value as never), String(value)).toThrow(/Decimal/);
  });

  it("is read from a string of digits with an optional minus and at most two decimals", () => {
    for (const text of ["1250.00", "1250.5", "1250", "-3.50", "0"]) {
      expect(valueErrors(text), text).toEqual([]);
      expect(decimal.coerceInputValue(text)).toBe(text);
      expect(literalErrors(JSON.stringify(text)), text).toEqual([]);
      expect(decimal.coerceInputLiteral!(parseConstValue(JSON.stringify(text)))).toBe(text);
    }
  });

  it("refuses anything else with a coercion error that says what it takes", () => {
    for (const value of [1250, 12.5, "1.234", "1e3", "+1", "1,250.00", " 1", "1.", ".5", "£1", "", true]) {
      const errors = valueErrors(value);
      expect(errors.length, JSON.stringify(value)).toBe(1);
      expect(errors[0], JSON.stringify(value)).toMatch(/Decimal must be .*such as "1250\.00"/);
    }
    for (const literal of ["1250", "12.5", "true", "ABC", '"1.234"', '"1e3"']) {
      const errors = literalErrors(literal);
      expect(errors.length, literal).toBe(1);
      expect(errors[0], literal).toMatch(/Decimal must be .*such as "1250\.00"/);
    }
  });
});
