import type { MessageId } from "../../i18n/index.ts";
import type { MakePaymentPageData } from "../../routes/orders/orders.server.ts";
import { buttonClass } from "../ui/button-class.ts";
import { Link } from "../ui/Link.tsx";
import { useOrderWords } from "./format.ts";
import { OrderDetails } from "./OrderDetails.tsx";
import "./orders.css";

/**
 * Paying an order's balance: the order with what is still due, and how to pay it. A bank transfer
 * quotes the store's account in the order's currency and the order's own reference.
 */
export function MakePaymentView({ data }: { data: MakePaymentPageData }) {
  const { t, money } = useOrderWords();
  const { order, bank } = data;
  const due = order.due.minor > 0;
  return (
    <div className="container">
      <div className="order-pay acc-page">
        <header>
          <p className="eyebrow">{t("order_number", { orderId: order.id })}</p>
          <h1 className="order-pay__title">{t("order_pay_title", { orderId: order.id })}</h1>
        </header>
        <section className="order-pay__card" aria-labelledby="order-pay-heading">
          <h2 id="order-pay-heading" className="order-details__heading">
            {t("order_balance_due")}: {money(order.due)}
          </h2>
          {!due ? (
            <p>{t("order_pay_nothing_due")}</p>
          ) : data.acting ? (
            <p className="acc-notice acc-notice--info" role="note">
              {t("order_pay_acting")}
            </p>
          ) : (
            <>
              <p>{t("order_pay_intro", { due: money(order.due) })}</p>
              <h3 className="owned-piece__title">{t("order_pay_bank_heading")}</h3>
              <p className="order-pay__note">{t("order_pay_bank_text", { due: money(order.due) })}</p>
              <dl className="order-facts">
                <Row label={t("order_pay_bank_name")} value={bank.accountName} />
                <Row label={t("order_pay_bank_bank")} value={bank.bankName} />
                {bank.fields.map((f) => (
                  <Row key={f.code} label={t(`order_bank_field_${f.code}` as MessageId)} value={f.value} />
                ))}
                {bank.reference ? <Row label={t("order_pay_bank_reference")} value={bank.reference} /> : null}
              </dl>
              <p className="order-pay__note">{t("order_pay_card_later")}</p>
            </>
          )}
        </section>
        <section className="order-pay__card" aria-label={t("order_number", { orderId: order.id })}>
          <OrderDetails order={order} />
        </section>
        <p>
          <Link to={data.myOrdersHref} className={buttonClass("secondary")}>
            {t("order_close")}
          </Link>
        </p>
      </div>
    </div>
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
