import type { Translate } from "../../lib/intl.tsx";

/**
 * A finance option (core/finance.ts) in words, its amounts formatted: the instalments when they are
 * all the same, else the first, paid today with the pennies an even split leaves over, and the
 * regular one after it.
 */
export function financeWords(t: Translate, option: { count: number; first: string; regular: string; even: boolean }): string {
  return option.even
    ? t("rb_finance", { count: option.count, amount: option.regular })
    : t("rb_finance_first", { first: option.first, count: option.count - 1, amount: option.regular });
}
