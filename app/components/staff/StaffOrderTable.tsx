import type { Money } from "../../../core/money.ts";
import type { OrderStatus } from "../../../core/vocabulary/orders.ts";
import { staffOrderPath } from "../../../core/urls/staff.ts";
import { useOrderWords } from "../orders/format.ts";
import { OrderStatusBadge } from "../orders/OrderStatusBadge.tsx";
import { Link } from "../ui/Link.tsx";

/** An order as a row of the staff tables; the list of all orders also names its customer and pieces. */
export interface StaffOrderRow {
  id: number;
  placedAt: Date | string | null;
  status: OrderStatus;
  total: Money;
  customer?: { firstName: string | null; lastName: string | null; email: string };
  firstLine?: { name: string } | null;
  lineCount?: number;
}

/** Orders as a table: number (a link to the order's staff page), date placed, [customer, pieces,] status and total. */
export function StaffOrderTable({
  orders,
  caption,
  withCustomer,
}: {
  orders: readonly StaffOrderRow[];
  caption?: string;
  withCustomer?: boolean;
}) {
  const { t, money, day } = useOrderWords();
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{t("staff_col_order")}</th>
            <th scope="col">{t("staff_col_placed")}</th>
            {withCustomer ? (
              <>
                <th scope="col">{t("staff_col_customer")}</th>
                <th scope="col">{t("staff_col_pieces")}</th>
              </>
            ) : null}
            <th scope="col">{t("staff_col_status")}</th>
            <th scope="col" className="staff-table__num">
              {t("staff_col_total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <th scope="row">
                <Link to={staffOrderPath(o.id)}>{t("order_number", { orderId: o.id })}</Link>
              </th>
              <td>{day(o.placedAt)}</td>
              {withCustomer && o.customer ? (
                <>
                  <td>
                    {[o.customer.firstName, o.customer.lastName].filter(Boolean).join(" ") || o.customer.email}
                    <span className="staff-table__sub">{o.customer.email}</span>
                  </td>
                  <td>{o.firstLine ? `${o.firstLine.name}${(o.lineCount ?? 1) > 1 ? ` +${(o.lineCount ?? 1) - 1}` : ""}` : ""}</td>
                </>
              ) : null}
              <td>
                <OrderStatusBadge status={o.status} />
              </td>
              <td className="staff-table__num">{money(o.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
