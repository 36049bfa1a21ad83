import type { ReactNode } from "react";
import { formatDeliveryDay } from "../../../core/delivery.ts";
import type { Money } from "../../../core/money.ts";
import { CHECKOUT_STEPS, type CheckoutStep } from "../../../core/urls/checkout.ts";
import type { CheckoutOrderFragment } from "../../graphql/graphql.ts";
import { useMessage } from "../../lib/intl.tsx";
import { moneyOf } from "../../lib/money.ts";
import { useSite } from "../../lib/site.tsx";
import { Image } from "../ui/Image.tsx";
import { Link } from "../ui/Link.tsx";
import { Price } from "../ui/Price.tsx";
import "./checkout.css";

/**
 * The checkout's frame (docs/product.md#checkout): the steps, a main area, and a sidebar with the
 * order summary and the step's action button.
 */
export function CheckoutLayout({
  title,
  step,
  links,
  summary,
  children,
}: {
  title: ReactNode;
  step?: CheckoutStep | null;
  links?: Record<CheckoutStep, string> | null;
  summary?: ReactNode;
  children: ReactNode;
}) {
  const t = useMessage();
  const at = step ? CHECKOUT_STEPS.indexOf(step) : -1;
  return (
    <div className="co-page container">
      <header className="co-page__head">
        <p className="eyebrow">{t("co_eyebrow")}</p>
        <h1 className="co-page__title">{title}</h1>
        {step && links ? (
          <nav aria-label={t("co_steps_label")}>
            <ol className="co-steps">
              {CHECKOUT_STEPS.map((s, i) => {
                const name = t(`co_step_${s}`);
                return (
                  <li
                    key={s}
                    className={`co-steps__step${i === at ? " co-steps__step--current" : ""}${i < at ? " co-steps__step--done" : ""}`}
                  >
                    <span className="co-steps__number" aria-hidden="true">
                      {i + 1}
                    </span>
                    {i < at ? <Link to={links[s]}>{name}</Link> : <span aria-current={i === at ? "step" : undefined}>{name}</span>}
                  </li>
                );
              })}
            </ol>
          </nav>
        ) : null}
      </header>
      <div className={summary ? "co-page__grid" : "co-page__single"}>
        <div className="co-page__main">{children}</div>
        {summary ? <aside className="co-page__aside">{summary}</aside> : null}
      </div>
    </div>
  );
}

function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={`co-totals__row${strong ? " co-totals__row--total" : ""}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const m = (x: { amount: string; currency: CheckoutOrderFragment["total"]["currency"] }): Money => moneyOf(x);

/** The order's lines and totals, with the step's action below. */
export function OrderSummary({ order, children }: { order: CheckoutOrderFragment; children?: ReactNode }) {
  const t = useMessage();
  const { locale, region, taxNote } = useSite();
  const tax = m(order.tax);
  const note = !order.taxName && region !== "US" && region !== "CA" ? taxNote : null;
  return (
    <section className="co-summary" aria-labelledby="co-summary-title">
      <h2 id="co-summary-title" className="co-summary__title">
        {t("co_summary")}
      </h2>
      <ul className="co-lines">
        {order.lines.map((line) => (
          <li key={line.id} className="co-line">
            {line.image ? <Image image={line.image} sizes="72px" className="co-line__image" alt="" /> : <span className="co-line__image" />}
            <div className="co-line__text">
              <p className="co-line__name">{line.name}</p>
              {line.description.map((d) => (
                <p key={d} className="co-line__detail">
                  {d}
                </p>
              ))}
              {line.quantity > 1 ? <p className="co-line__detail">{t("co_quantity", { quantity: line.quantity })}</p> : null}
            </div>
            <Price money={m(line.total)} className="co-line__price" />
          </li>
        ))}
      </ul>
      <dl className="co-totals">
        <Row label={t("co_subtotal")} value={<Price money={m(order.subtotal)} />} />
        {m(order.discount).minor > 0 ? (
          <Row
            label={t("co_discount", { code: order.promoCode ?? "" })}
            value={
              <>
                −<Price money={m(order.discount)} />
              </>
            }
          />
        ) : null}
        <Row
          label={order.express ? t("co_express") : t("co_delivery")}
          value={m(order.shipping).minor > 0 ? <Price money={m(order.shipping)} /> : t("co_delivery_free")}
        />
        {order.taxName ? <Row label={t("co_tax_added", { name: order.taxName })} value={<Price money={tax} />} /> : null}
        <Row label={t("co_total")} value={<Price money={m(order.total)} />} strong />
        {order.deposit ? (
          <>
            <Row label={t("co_pay_now")} value={<Price money={m(order.payNow)} />} />
            <Row
              label={t("co_pay_later")}
              value={<Price money={{ minor: m(order.total).minor - m(order.payNow).minor, currency: m(order.total).currency }} />}
            />
          </>
        ) : null}
      </dl>
      {note ? <p className="co-totals__note">{note}</p> : null}
      {order.deliveryDate ? (
        <p className="co-summary__note">{t("co_delivery_date", { date: formatDeliveryDay(order.deliveryDate, locale) ?? "" })}</p>
      ) : null}
      {children ? <div className="co-summary__action">{children}</div> : null}
    </section>
  );
}

/** A field's error, under it, named by the field's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="co-field__error">
      {error}
    </p>
  ) : null;
}

/** The store's bank account and the transfer's reference. */
export function BankDetails({ order }: { order: CheckoutOrderFragment }) {
  const t = useMessage();
  if (!order.bankAccount) return null;
  return (
    <dl className="co-bank">
      <div>
        <dt>{t("co_bank_account_name")}</dt>
        <dd>{order.bankAccount.accountName}</dd>
      </div>
      <div>
        <dt>{t("co_bank_name")}</dt>
        <dd>{order.bankAccount.bankName}</dd>
      </div>
      {order.bankAccount.fields.map((f) => (
        <div key={f.code}>
          <dt>{t(`co_bank_${f.code}`)}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
      {order.bankReference ? (
        <div className="co-bank__reference">
          <dt>{t("co_bank_reference")}</dt>
          <dd>{order.bankReference}</dd>
        </div>
      ) : null}
    </dl>
  );
}
