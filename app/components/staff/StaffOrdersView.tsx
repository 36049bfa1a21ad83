import { ORDER_STATUSES } from "../../../core/vocabulary/orders.ts";
import { staffOrderPath, staffOrdersPath } from "../../../core/urls/staff.ts";
import type { StaffOrdersPageData } from "../../routes/staff/staff.server.ts";
import { useOrderWords } from "../orders/format.ts";
import { OrderStatusBadge } from "../orders/OrderStatusBadge.tsx";
import { Link } from "../ui/Link.tsx";
import "./staff.css";

/** /staff/orders: a filter by status with each status's count, and the orders of the one chosen, newest first. */
export function StaffOrdersView({ data }: { data: StaffOrdersPageData }) {
  const { t, money, day, status } = useOrderWords();
  const total = Object.values(data.counts).reduce((a, b) => a + b, 0);
  return (
    <>
      <h1 className="staff__heading">{t("staff_orders_title")}</h1>
      <nav aria-label={t("staff_orders_filter_label")}>
        <ul className="staff-filter">
          <li>
            <Link to={staffOrdersPath()} className="staff-filter__link" aria-current={data.status === null ? "page" : undefined}>
              {t("staff_orders_count", { label: t("staff_orders_all"), count: total })}
            </Link>
          </li>
          {ORDER_STATUSES.map((s) => (
            <li key={s}>
              <Link to={staffOrdersPath(s)} className="staff-filter__link" aria-current={data.status === s ? "page" : undefined}>
                {t("staff_orders_count", { label: status(s), count: data.counts[s] })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.orders.length ? (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption className="visually-hidden">{data.status ? status(data.status) : t("staff_orders_all")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("staff_col_order")}</th>
                <th scope="col">{t("staff_col_placed")}</th>
                <th scope="col">{t("staff_col_customer")}</th>
                <th scope="col">{t("staff_col_pieces")}</th>
                <th scope="col">{t("staff_col_status")}</th>
                <th scope="col" className="staff-table__num">
                  {t("staff_col_total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((o) => (
                <tr key={o.id}>
                  <th scope="row">
                    <Link to={staffOrderPath(o.id)}>{t("order_number", { orderId: o.id })}</Link>
                  </th>
                  <td>{day(o.placedAt)}</td>
                  <td>
                    {[o.customer.firstName, o.customer.lastName].filter(Boolean).join(" ") || o.customer.email}
                    <span className="staff-table__sub">{o.customer.email}</span>
                  </td>
                  <td>{o.firstLine ? `${o.firstLine.name}${o.lineCount > 1 ? ` +${o.lineCount - 1}` : ""}` : ""}</td>
                  <td>
                    <OrderStatusBadge status={o.status} />
                  </td>
                  <td className="staff-table__num">{money(o.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="staff__empty">{t("staff_orders_empty")}</p>
      )}
    </>
  );
}
