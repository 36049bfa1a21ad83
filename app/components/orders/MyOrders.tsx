import type { OrdersTabData } from "../../routes/orders/orders.server.ts";
import { buttonClass } from "../ui/button-class.ts";
import { Link } from "../ui/Link.tsx";
import { useOrderWords } from "./format.ts";
import { OrderCard } from "./OrderCard.tsx";
import { OrderDetails } from "./OrderDetails.tsx";
import { OrderDialog } from "./OrderDialog.tsx";
import "./orders.css";

/**
 * The profile's My orders: the customer's placed orders, each opening its details in a dialog
 * (`?id=`); an order that is not theirs, or none, is "Order #n not found".
 */
export function MyOrders({
  data,
  listHref,
  orderHref,
  payHref,
  empty,
}: {
  data: OrdersTabData;
  listHref: string;
  orderHref: (id: number) => string;
  payHref: (id: number) => string;
  empty: React.ReactNode;
}) {
  const { t } = useOrderWords();
  const selected = data.selected;
  return (
    <>
      {selected && !selected.order ? (
        <p className="acc-notice acc-notice--error" role="alert">
          {t("order_not_found", { orderId: selected.id })}
        </p>
      ) : null}
      {selected?.order ? (
        <OrderDialog title={t("order_number", { orderId: selected.order.id })} closeHref={listHref}>
          <OrderDetails order={selected.order} />
          {selected.order.due.minor > 0 && selected.order.status !== "CANCELLED" ? (
            <p className="order-details__section">
              <Link to={payHref(selected.order.id)} className={buttonClass("primary")}>
                {t("order_pay_balance")}
              </Link>
            </p>
          ) : null}
        </OrderDialog>
      ) : null}
      {data.orders.length ? (
        <ul className="order-list" aria-label={t("order_list_label")}>
          {data.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} href={orderHref(order.id)} />
            </li>
          ))}
        </ul>
      ) : (
        empty
      )}
    </>
  );
}
