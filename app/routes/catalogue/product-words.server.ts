import { equals, formatMoney } from "../../../core/money.ts";
import { financeOptions } from "../../../core/finance.ts";
import { TOI_ET_MOI_STYLE, toiEtMoiSecondStone } from "../../../core/toi-et-moi.ts";
import { SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import type { Translate } from "../../lib/intl.tsx";
import { moneyOf } from "../../lib/money.ts";
import type { Market } from "../../components/catalogue/listing-model.ts";
import type { RingBuilderView } from "../../components/ring-builder/types.ts";
import { financeWords } from "../../components/ring-builder/finance-words.ts";
import type { CatalogueProductRoute } from "../../../core/urls/catalogue.ts";
import type { ProductData } from "./documents.ts";

/**
 * The product page's notes that only show what the server knows (ADR 0017), in the visitor's words:
 * made here, so that the page's script carries neither their rules (the instalment plan, the Toi et
 * Moi design's second stone) nor their messages. Null where the page shows no such note.
 */
export interface ProductWords {
  /** The instalments the price can be paid in where finance is offered ("Or 3 interest-free instalments of £450, ..."). */
  finance: string | null;
  /** A setting of the ring builder's: what its price includes ("Setting only · ..."). */
  settingOnly: string | null;
  /** A Toi et Moi design: its second stone is part of the setting. */
  secondStone: string | null;
}

export function productWords(
  {
    product,
    route,
    market,
    ring,
    ringStoneFits,
  }: { product: ProductData; route: CatalogueProductRoute; market: Market; ring: RingBuilderView | null; ringStoneFits: boolean | null },
  t: Translate,
): ProductWords {
  // The region's finance option, as the ring builder offers it (none where finance is not offered).
  const option = financeOptions(market.region, moneyOf(product.salePrice))[0];
  const finance = option
    ? financeWords(t, {
        count: option.instalments,
        first: formatMoney(option.firstAmount, market.locale),
        regular: formatMoney(option.amount, market.locale),
        even: equals(option.firstAmount, option.amount),
      })
    : null;
  // The ring's stone, when one is chosen and this setting takes it, is added to the setting.
  const settingPage = product.kind === "ENGAGEMENT_RING" && route.kind === "engagementRing";
  const ringStone = settingPage ? (ring?.stone ?? null) : null;
  const settingOnly = !settingPage
    ? null
    : ringStone && ringStoneFits !== false
      ? t("rb_setting_only_with_stone", { stone: ringStone.name })
      : t("rb_setting_only");
  // A Toi et Moi design is drawn with two stones and sold with one centre stone: the other is the setting's.
  const second = product.ringStyles.some((style) => style.code === TOI_ET_MOI_STYLE)
    ? toiEtMoiSecondStone(product.shape?.systemCode)
    : null;
  const secondStone = second
    ? t("cat_second_stone", { carat: second.carat.toFixed(2), shape: SHAPE_VOCABULARY.get(second.shape).label.toLowerCase() })
    : null;
  return { finance, settingOnly, secondStone };
}
