import { ORDER_STATUSES } from "../../../core/vocabulary/orders.ts";
import { staffOrdersPath } from "../../../core/urls/staff.ts";
import type { StaffOrdersPageData } from "../../routes/staff/staff.server.ts";
import { useOrderWords } from "../orders/format.ts";
import { Link } from "../ui/Link.tsx";
import { StaffOrderTable } from "./StaffOrderTable.tsx";
import "./staff.css";

/** /staff/orders: a filter by status with each status's count, and the orders of the one chosen, newest first. */
export function StaffOrdersView({ data }: { data: StaffOrdersPageData }) {
  const { t, status } = useOrderWords();
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
        <StaffOrderTable orders={data.orders} caption={data.status ? status(data.status) : t("staff_orders_all")} withCustomer />
      ) : (
        <p className="staff__empty">{t("staff_orders_empty")}</p>
      )}
    </>
  );
}
