import { describe, expect, it } from "vitest";
import { toiEtMoiSecondStone } from "./toi-et-moi.ts";

describe("a Toi et Moi design's second stone", () => {
  it("is a 0.50ct pear beside any centre shape, an oval beside a pear", () => {
    expect(toiEtMoiSecondStone("ROUND")).toEqual({ shape: "PEAR", carat: 0.5 });
    expect(toiEtMoiSecondStone("EMERALD")).toEqual({ shape: "PEAR", carat: 0.5 });
    expect(toiEtMoiSecondStone("PEAR")).toEqual({ shape: "OVAL", carat: 0.5 });
    expect(toiEtMoiSecondStone(null)).toEqual({ shape: "PEAR", carat: 0.5 });
  });
});
