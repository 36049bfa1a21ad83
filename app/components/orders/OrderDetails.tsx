import { COUNTRY_NAMES } from "../../../core/countries.ts";
import type { OrderView } from "../../routes/orders/orders.server.ts";
import { Image } from "../ui/Image.tsx";
import { useOrderWords } from "./format.ts";
import { OrderStatusBadge } from "./OrderStatusBadge.tsx";
import "./orders.css";

/**
 * Everything about one order (docs/product.md#orders): its pieces with their pictures, details and
 * prices; the payment plan, what was paid, saved and is still due, the deposit and promo code; the
 * delivery address, phone and dispatch; the transactions. Shown in My orders' dialog, on the payment
 * page and in the staff area.
 */
export function OrderDetails({ order, headingLevel = 3 }: { order: OrderView; headingLevel?: 2 | 3 }) {
  const { t, money, day, method, transaction } = useOrderWords();
  const H = headingLevel === 2 ? "h2" : "h3";
  const a = order.address;
  return (
    <div className="order-details">
      <p className="order-details__lead">
        <OrderStatusBadge status={order.status} />
        {order.placedAt ? <span>{t("order_placed_on", { date: day(order.placedAt) })}</span> : null}
      </p>

      <section className="order-details__section" aria-labelledby={`order-${order.id}-products`}>
        <H id={`order-${order.id}-products`} className="order-details__heading">
          {t("order_section_products")}
        </H>
        <ul className="order-lines">
          {order.lines.map((line) => (
            <li key={line.id} className="order-line">
              <div className="order-line__media">
                {line.image ? (
                  <Image
                    image={{ id: line.image.urlTemplate, alt: line.image.alt, urlTemplate: line.image.urlTemplate }}
                    sizes="80px"
                    width={80}
                    height={80}
                  />
                ) : (
                  <span className="order-card__placeholder" aria-hidden="true" />
                )}
              </div>
              <div className="order-line__body">
                <p className="order-line__name">{line.name}</p>
                {line.description.length ? (
                  <ul className="order-line__details">
                    {line.description.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                ) : null}
                {line.quantity > 1 ? <p className="order-line__details">{t("order_quantity", { count: line.quantity })}</p> : null}
              </div>
              <div className="order-line__price">
                <span>{money(line.total)}</span>
                {line.unitListPrice && line.unitListPrice.minor > line.unitPrice.minor ? (
                  <span className="order-line__was">{t("order_was", { price: money(line.unitListPrice) })}</span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="order-details__section" aria-labelledby={`order-${order.id}-payment`}>
        <H id={`order-${order.id}-payment`} className="order-details__heading">
          {t("order_section_payment")}
        </H>
        <dl className="order-facts">
          <Fact label={t("order_payment_plan")} value={t(order.paymentPlan === "DEPOSIT" ? "order_plan_DEPOSIT" : "order_plan_FULL")} />
          {order.paymentMethod ? <Fact label={t("order_payment_method")} value={method(order.paymentMethod)} /> : null}
          <Fact label={t("order_subtotal")} value={money(order.subtotal)} />
          {order.shipping.minor > 0 ? <Fact label={t("order_shipping")} value={money(order.shipping)} /> : null}
          {order.tax.minor > 0 ? <Fact label={t("order_tax")} value={money(order.tax)} /> : null}
          <Fact label={t("order_total")} value={money(order.total)} strong />
          <Fact
            label={t("order_promo_code")}
            value={
              order.promo
                ? t(order.promo.applied ? "order_promo_applied" : "order_promo_not_applied", { code: order.promo.code })
                : t("order_none")
            }
          />
          <Fact label={t("order_amount_saved")} value={money(order.saved)} />
          {order.deposit ? <Fact label={t("order_deposit")} value={money(order.deposit)} /> : null}
          <Fact label={t("order_amount_paid")} value={money(order.paid)} />
          <Fact label={t("order_balance_due")} value={money(order.due)} strong />
        </dl>
      </section>

      <section className="order-details__section" aria-labelledby={`order-${order.id}-delivery`}>
        <H id={`order-${order.id}-delivery`} className="order-details__heading">
          {t("order_section_delivery")}
        </H>
        <dl className="order-facts">
          <div className="order-facts__row">
            <dt>{t("order_delivery_address")}</dt>
            <dd>
              {a ? (
                <address className="order-address">
                  {[
                    a.name,
                    a.line1,
                    a.line2,
                    a.city,
                    [a.subdivision, a.postcode].filter(Boolean).join(" "),
                    a.country ? (COUNTRY_NAMES[a.country] ?? a.country) : null,
                  ]
                    .filter(Boolean)
                    .map((part) => (
                      <span key={part}>{part}</span>
                    ))}
                </address>
              ) : (
                t("order_none")
              )}
            </dd>
          </div>
          <Fact label={t("order_phone")} value={order.phoneInternational ?? t("order_none")} />
          {order.deliveryDate && !order.dispatchedAt ? <Fact label={t("order_delivery_date")} value={day(order.deliveryDate)} /> : null}
          <Fact label={t("order_dispatched_on")} value={order.dispatchedAt ? day(order.dispatchedAt) : t("order_not_dispatched")} />
          {order.shippingCompany ? <Fact label={t("order_shipping_company")} value={order.shippingCompany} /> : null}
          {order.trackingNumber ? <Fact label={t("order_tracking_number")} value={order.trackingNumber} /> : null}
          {order.deliveredAt ? <Fact label={t("order_delivered_on")} value={day(order.deliveredAt)} /> : null}
        </dl>
      </section>

      <section className="order-details__section" aria-labelledby={`order-${order.id}-transactions`}>
        <H id={`order-${order.id}-transactions`} className="order-details__heading">
          {t("order_section_transactions")}
        </H>
        {order.transactions.length ? (
          <ul className="order-transactions">
            {order.transactions.map((tx) => (
              <li key={tx.id} className="order-transactions__row">
                <span>
                  {method(tx.method)}
                  {tx.kind === "REFUND" ? ` · ${t("order_transaction_refund")}` : ""} · {transaction(tx.status)}
                  <span className="order-transactions__date"> · {day(tx.createdAt)}</span>
                </span>
                <span>{money(tx.amount)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="order-details__muted">{t("order_no_transactions")}</p>
        )}
      </section>
    </div>
  );
}

function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`order-facts__row${strong ? " order-facts__row--strong" : ""}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
