import { describe, expect, it } from "vitest";
import { BAG_INTENTS, BAG_PATH, BAG_ROUTE_PATTERN, isBagPath, parseBagIntent } from "./bag.ts";

describe("the bag's address", () => {
  it("is /cart/view, the route pattern without its leading slash", () => {
    expect(BAG_PATH).toBe("/cart/view");
    expect(`/${BAG_ROUTE_PATTERN}`).toBe(BAG_PATH);
    expect(isBagPath("/cart/view")).toBe(true);
    expect(isBagPath("/cart/view/")).toBe(false);
    expect(isBagPath("/Cart/View")).toBe(false);
  });

  it("reads every intent a form posts, and nothing else", () => {
    for (const intent of BAG_INTENTS) expect(parseBagIntent(intent)).toBe(intent);
    expect(parseBagIntent("REMOVE")).toBeNull();
    expect(parseBagIntent("")).toBeNull();
    expect(parseBagIntent(null)).toBeNull();
    expect(parseBagIntent(["remove"])).toBeNull();
    expect(parseBagIntent("toString")).toBeNull();
  });
});
