import type { OrderStatus } from "../../../core/vocabulary/orders.ts";
import { useOrderWords } from "./format.ts";
import "./orders.css";

/** An order's status as a quiet label, toned by where the order is. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { status: label } = useOrderWords();
  const tone =
    status === "CANCELLED" || status === "REFUNDED" ? "muted" : status === "AWAITING_PAYMENT" || status === "DEPOSIT_PAID" ? "due" : "ok";
  return <span className={`order-badge order-badge--${tone}`}>{label(status)}</span>;
}
