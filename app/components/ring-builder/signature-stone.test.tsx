import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { defaultSignatureStone, signatureStoneNotOffered } from "../../../core/ring-builder.ts";
import { formatMoney, fromDecimal, type Money } from "../../../core/money.ts";
import { instalmentPlan } from "../../../core/finance.ts";
import { mergeMessages } from "../../i18n/index.ts";
import { IntlRoot, createTranslator } from "../../lib/intl.tsx";
import { SignatureStonePicker } from "./SignatureStone.tsx";
import { financeWords } from "./finance-words.ts";

const optionsOf = (html: string, field: string) => {
  const select = html.slice(html.indexOf(`id="${field}`));
  return [...select.slice(0, select.indexOf("</select>")).matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
};

describe("the signature stone's picker", () => {
  it("offers only what the ring builder accepts: the design's varieties, the colours the chosen one comes in, the widths offered", () => {
    const gemstones = ["RUBY"];
    const value = defaultSignatureStone(gemstones);
    const html = renderToStaticMarkup(
      <IntlRoot locale="en-gb" messages={mergeMessages({})}>
        <SignatureStonePicker gemstones={gemstones} value={value} onChange={() => undefined} />
      </IntlRoot>,
    );
    const id = /id="([^"]+)-crystal"/.exec(html)![1]!;
    const crystals = optionsOf(html, `${id}-crystal`);
    const colours = optionsOf(html, `${id}-colour`);
    const widths = optionsOf(html, `${id}-width`);
    expect(crystals).toEqual(["RUBY"]);
    expect(colours).toContain("PIGEON_BLOOD_RED");
    expect(colours).not.toContain("BLUE");
    expect(widths).toEqual(["1.5", "2", "2.5", "3"]);
    for (const crystal of crystals)
      for (const colour of colours)
        for (const width of widths) {
          expect(
            signatureStoneNotOffered(gemstones, { crystal: crystal as "RUBY", colour: colour as "RED", width: Number(width) }),
          ).toBeNull();
        }
  });
});

describe("instalments as the pages word them", () => {
  it("say what is paid today and after when the price does not divide evenly", () => {
    const t = createTranslator("en-gb", mergeMessages({}));
    const plan = instalmentPlan(fromDecimal("5750", "GBP"), 3);
    const money = (m: Money) => formatMoney(m, "en-gb");
    expect(t("rb_finance_first", { first: money(plan.first), count: plan.count - 1, amount: money(plan.regular) })).toBe(
      "Or £1,916.68 today, then 2 interest-free instalments of £1,916.66, subject to status.",
    );
    expect(financeWords(t, { count: plan.count, first: money(plan.first), regular: money(plan.regular), even: plan.even })).toBe(
      "Or £1,916.68 today, then 2 interest-free instalments of £1,916.66, subject to status.",
    );
  });
});
