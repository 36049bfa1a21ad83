import { formatDayMonthYear } from "../../../core/date-format.ts";
import type { StaffCustomerPageData } from "../../routes/staff/staff.server.ts";
import { usePageIntl } from "../../lib/intl.tsx";
import { useOrderWords } from "../orders/format.ts";
import { StaffOrderTable } from "./StaffOrderTable.tsx";
import "./staff.css";

/** /staff/customers/{id}: a customer's details and every order they made. */
export function StaffCustomerView({ data }: { data: StaffCustomerPageData }) {
  const { t } = useOrderWords();
  const { locale } = usePageIntl();
  const c = data.customer;
  const name = [c.firstName, c.lastName].filter(Boolean).join(" ") || c.email;
  return (
    <>
      <h1 className="staff__heading">{t("staff_customer_title", { name })}</h1>
      <div className="staff-order">
        <section className="staff-card staff-order__main" aria-labelledby="staff-customer-orders">
          <h2 id="staff-customer-orders" className="staff-card__title">
            {t("staff_customer_orders")}
          </h2>
          {c.orders.length ? <StaffOrderTable orders={c.orders} /> : <p className="staff__empty">{t("staff_customer_no_orders")}</p>}
        </section>
        <section className="staff-card staff-order__side" aria-labelledby="staff-customer-details">
          <h2 id="staff-customer-details" className="staff-card__title">
            {t("staff_customer_details")}
          </h2>
          <dl className="order-facts">
            <Row label={t("staff_customer_email")} value={c.email} />
            <Row label={t("staff_customer_phone")} value={c.phone ?? t("staff_not_given")} />
            <Row label={t("staff_customer_region")} value={`${c.region} · ${c.currency}`} />
            <Row label={t("staff_customer_since")} value={formatDayMonthYear(new Date(c.createdAt), locale)} />
            <Row label={t("staff_customer_confirmed")} value={t(c.emailVerified ? "staff_yes" : "staff_no")} />
          </dl>
        </section>
      </div>
    </>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="order-facts__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
