import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { METALS } from "../vocabulary/metals.ts";
import {
  decodeQuery,
  encodeQuery,
  matchVocabulary,
  pageSegments,
  parsePage,
  parseUrlNumber,
  pathSegments,
  splitUrl,
  QUERY_LIMITS,
  withoutEmptyValues,
} from "./common.ts";

describe("pages", () => {
  it("defaults to 1 for missing, non-numeric, zero and unsafe values", () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage("2x")).toBe(1);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-3")).toBe(1);
    expect(parsePage("1e3")).toBe(1);
    expect(parsePage("2147483647")).toBe(2147483647);
    expect(parsePage("7")).toBe(7);
    expect(parsePage(7)).toBe(7);
  });

  it("has no page above the largest 32-bit integer (a page that cannot exist)", () => {
    expect(parsePage("2147483648")).toBeNull();
    expect(parsePage("99999999999")).toBeNull();
    expect(parsePage("99999999999999999999")).toBeNull();
  });

  it("omits page 1 from URLs", () => {
    expect(pageSegments(1)).toEqual([]);
    expect(pageSegments(0)).toEqual([]);
    expect(pageSegments(12)).toEqual(["12"]);
  });
});

describe("path helpers", () => {
  it("splits segments and URLs", () => {
    expect(pathSegments("/a//b%20c/")).toEqual(["a", "b c"]);
    expect(splitUrl("/x/y?a=1#b=2")).toEqual({ path: "/x/y", query: "a=1", hash: "b=2" });
    expect(splitUrl("/x#b=2?c")).toEqual({ path: "/x", query: "", hash: "b=2?c" });
  });

  it("matches vocabulary values case-insensitively by slug or code", () => {
    expect(matchVocabulary(METALS, "18K-WHITE-GOLD")).toBe("WHITE_GOLD_18K");
    expect(matchVocabulary(METALS, "white_gold_18k")).toBe("WHITE_GOLD_18K");
    expect(matchVocabulary(METALS, "gold")).toBeNull();
    expect(matchVocabulary(METALS, undefined)).toBeNull();
  });
});

describe("query strings", () => {
  it("writes array brackets, skips empty strings and nulls, and parses numbers and booleans back", () => {
    const text = encodeQuery({ a: [1, 2], b: "", c: null, d: undefined, e: true, f: "x y", g: 1.5, h: [] });
    expect(text).toBe("a[]=1&a[]=2&e=true&f=x%20y&g=1.5");
    expect(decodeQuery(text)).toEqual({ a: [1, 2], e: true, f: "x y", g: 1.5 });
  });

  it("reads nested keys, encoded brackets, repeated keys, indexes and a leading ? or #", () => {
    expect(decodeQuery("?a[b][c]=1&a[b][d]=x")).toEqual({ a: { b: { c: 1, d: "x" } } });
    expect(decodeQuery("#a%5B%5D=1&a%5B%5D=2")).toEqual({ a: [1, 2] });
    expect(decodeQuery("a=1&a=2&a=3")).toEqual({ a: [1, 2, 3] });
    expect(decodeQuery("a[1]=x&a[0]=y")).toEqual({ a: ["y", "x"] });
    expect(decodeQuery("a=x+y&b=%E2%82%AC")).toEqual({ a: "x y", b: "€" });
    expect(decodeQuery("flag&=1&b=false")).toEqual({ flag: "", b: false });
  });

  it("keeps digit strings that are not safe numbers as text", () => {
    expect(decodeQuery("id=0012345&n=99999999999999999999&v=1e5")).toEqual({ id: "0012345", n: "99999999999999999999", v: "1e5" });
  });

  it("applies the array limit of 20 (larger indexes become object keys)", () => {
    const many = Array.from({ length: 30 }, (_, i) => `a[]=${i}`).join("&");
    expect((decodeQuery(many)["a"] as unknown[]).length).toBe(QUERY_LIMITS.arrayLimit);
    expect(decodeQuery("a[25]=x")).toEqual({ a: { "25": "x" } });
    expect(encodeQuery({ a: Array.from({ length: 30 }, (_, i) => i) }).split("&").length).toBe(20);
  });

  it("applies the depth limit of 5 (deeper brackets stay part of the key)", () => {
    expect(decodeQuery("a[b][c][d][e][f][g]=x")).toEqual({ a: { b: { c: { d: { e: { f: { "[g]": "x" } } } } } } });
    expect(decodeQuery("a[3]=x")).toEqual({ a: ["x"] });
  });

  it("reads at most 1000 parameters", () => {
    const text = Array.from({ length: 1200 }, (_, i) => `k${i}=1`).join("&");
    expect(Object.keys(decodeQuery(text)).length).toBe(QUERY_LIMITS.parameterLimit);
  });

  it("ignores prototype keys", () => {
    const parsed = decodeQuery("__proto__[polluted]=1&constructor[x]=1&a=1");
    expect(parsed).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("round-trips flat objects of strings, numbers, booleans and lists", () => {
    const key = fc.stringMatching(/^[a-z_]{1,8}$/);
    const text = fc.string({ minLength: 1 }).filter((s) => s !== "true" && s !== "false" && !/^-?(0|[1-9]\d*)(\.\d+)?$/.test(s));
    const scalar = fc.oneof(text, fc.integer({ min: -1e9, max: 1e9 }), fc.boolean());
    const value = fc.oneof(scalar, fc.array(scalar, { minLength: 2, maxLength: 20 }));
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 8 }), (object) => {
        const clean = Object.fromEntries(Object.entries(object).filter(([k]) => !["__proto__", "constructor", "prototype"].includes(k)));
        expect(decodeQuery(encodeQuery(clean))).toEqual(clean);
      }),
    );
  });

  it("parses URL numbers: non-negative numbers only", () => {
    expect(parseUrlNumber(12)).toBe(12);
    expect(parseUrlNumber("12.5")).toBe(12.5);
    expect(parseUrlNumber("abc")).toBeNull();
    expect(parseUrlNumber(-1)).toBeNull();
    expect(parseUrlNumber(true)).toBeNull();
  });
});

describe("lookups by key", () => {
  it("reads inherited property names in a query as new keys, never as the object's methods", () => {
    expect(decodeQuery("toString=1&hasOwnProperty[a]=2&valueOf[]=3&constructor=4&__proto__[x]=5")).toEqual({
      toString: 1,
      hasOwnProperty: { a: 2 },
      valueOf: [3],
    });
    expect(({} as Record<string, unknown>)["x"]).toBeUndefined();
  });
});

describe("a form's unfilled fields", () => {
  const owns = (key: string) => ["price_min", "k", "design_features"].includes(key);

  it("drops the empty pairs of the keys it owns and keeps every other pair as written", () => {
    expect(withoutEmptyValues("?price_min=&sort=price_ascending&k=&utm_source=", owns)).toBe("?sort=price_ascending&utm_source=");
    expect(withoutEmptyValues("?design_features[]=&design_features%5B%5D=milgrain&k", owns)).toBe("?design_features%5B%5D=milgrain");
    expect(withoutEmptyValues("?price_min=&k=", owns)).toBe("");
  });

  it("answers null when nothing is empty, so the address stands", () => {
    expect(withoutEmptyValues("", owns)).toBeNull();
    expect(withoutEmptyValues("?price_min=100&k=18&utm_source=", owns)).toBeNull();
  });
});
