import { formatDayMonthYear } from "../../../core/date-format.ts";
import { formatMoney } from "../../../core/money-format.ts";
import type { Money } from "../../../core/money.ts";
import type { OrderStatus, PaymentMethod, TransactionStatus } from "../../../core/vocabulary/orders.ts";
import type { MessageId } from "../../i18n/index.ts";
import { useMessage, usePageIntl } from "../../lib/intl.tsx";

/** How the order pages write money, days and codes: in the page's locale, codes through their messages. */
export function useOrderWords() {
  const t = useMessage();
  const { locale } = usePageIntl();
  return {
    t,
    money: (m: Money) => formatMoney(m, locale),
    day: (d: Date | string | null) => (d ? formatDayMonthYear(typeof d === "string" ? new Date(`${d}T12:00:00Z`) : d, locale) : ""),
    status: (s: OrderStatus) => t(`order_status_${s}` as MessageId),
    method: (m: PaymentMethod) => t(`order_method_${m}` as MessageId),
    transaction: (s: TransactionStatus) => t(`order_transaction_${s}` as MessageId),
  };
}
