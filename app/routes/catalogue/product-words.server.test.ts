import { describe, expect, it } from "vitest";
import { enGb } from "../../i18n/index.ts";
import { createTranslator } from "../../lib/intl.tsx";
import { productWords } from "./product-words.server.ts";

const t = createTranslator("en-gb", enGb);
const market = { region: "UK", currency: "GBP", locale: "en-gb" } as const;
const setting = { kind: "engagementRing" } as never;

function product(over: Record<string, unknown> = {}) {
  return {
    kind: "ENGAGEMENT_RING",
    salePrice: { amount: "1350.00", currency: "GBP" },
    financeAvailable: true,
    ringStyles: [],
    shape: { systemCode: "OVAL" },
    ...over,
  } as never;
}

describe("a product page's notes, written by the server", () => {
  it("says the instalments, the first carrying what an even split leaves over", () => {
    expect(productWords({ product: product(), route: setting, market, ring: null, ringStoneFits: null }, t).finance).toBe(
      "Or 3 interest-free instalments of £450, subject to status.",
    );
    expect(
      productWords(
        {
          product: product({ salePrice: { amount: "1000.00", currency: "GBP" } }),
          route: setting,
          market,
          ring: null,
          ringStoneFits: null,
        },
        t,
      ).finance,
    ).toBe("Or £333.34 today, then 2 interest-free instalments of £333.33, subject to status.");
    expect(
      productWords(
        { product: product(), route: setting, market: { region: "AU", currency: "AUD", locale: "en-au" }, ring: null, ringStoneFits: null },
        t,
      ).finance,
    ).toBeNull();
  });

  it("says what a setting's price includes: the ring's stone only when the setting takes it", () => {
    const ring = { stone: { name: "1.20ct oval diamond" } } as never;
    expect(productWords({ product: product(), route: setting, market, ring: null, ringStoneFits: null }, t).settingOnly).toBe(
      t("rb_setting_only"),
    );
    expect(productWords({ product: product(), route: setting, market, ring, ringStoneFits: true }, t).settingOnly).toBe(
      t("rb_setting_only_with_stone", { stone: "1.20ct oval diamond" }),
    );
    expect(productWords({ product: product(), route: setting, market, ring, ringStoneFits: false }, t).settingOnly).toBe(
      t("rb_setting_only"),
    );
    expect(
      productWords(
        { product: product({ kind: "WEDDING_RING" }), route: { kind: "weddingRing" } as never, market, ring, ringStoneFits: null },
        t,
      ).settingOnly,
    ).toBeNull();
  });

  it("names a Toi et Moi design's second stone", () => {
    const toiEtMoi = product({ ringStyles: [{ code: "TOI_MOI" }] });
    expect(productWords({ product: toiEtMoi, route: setting, market, ring: null, ringStoneFits: null }, t).secondStone).toMatch(
      /^The second stone, a 0\.50ct \w+ diamond, is part of the setting\.$/,
    );
    expect(productWords({ product: product(), route: setting, market, ring: null, ringStoneFits: null }, t).secondStone).toBeNull();
  });
});
