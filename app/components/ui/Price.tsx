import { useCallback } from "react";
import type { Money } from "../../../core/money.ts";
import { formatMoney } from "../../../core/money-format.ts";
import { useSite } from "../../lib/site.tsx";
import { useMessage } from "../../lib/intl.tsx";

/** Formats money in the visitor's locale, trailing zero decimals removed. */
function useFormatMoney(): (money: Money) => string {
  const { locale } = useSite();
  return useCallback((money: Money) => formatMoney(money, locale), [locale]);
}

export interface PriceProps {
  money: Money;
  /** "from £1,250" for the lowest price of a range. */
  from?: boolean;
  className?: string;
}

/** A price in its currency, e.g. "£1,250" or "from $1,650". */
export function Price({ money, from, className }: PriceProps) {
  const format = useFormatMoney();
  const t = useMessage();
  const text = format(money);
  return (
    <span className={["price", className].filter(Boolean).join(" ")} data-currency={money.currency}>
      {from ? t("price_from", { price: text }) : text}
    </span>
  );
}
