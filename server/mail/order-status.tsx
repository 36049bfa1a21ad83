import type { ReactElement } from "react";
import { formatMoney, type Money } from "../../core/money.ts";
import type { Locale } from "../../core/regions.ts";
import { Button, Paragraph } from "./layout.tsx";
import type { MailTranslate } from "./messages.ts";

/**
 * The mails an order's status sends (server/services/orders/status.ts): money received (with the
 * balance still due, if any) and the order on its way (with the courier and tracking number).
 */
export interface OrderStatusMailData {
  "order-payment-received": {
    firstName: string | null;
    orderId: number;
    paid: Money;
    total: Money;
    /** What is still owed; null when the order is paid in full. */
    due: Money | null;
    /** The order in the customer's profile. */
    url: string | null;
  };
  "order-dispatched": { firstName: string | null; orderId: number; shippingCompany: string; trackingNumber: string; url: string | null };
}

interface Parts {
  subject: string;
  preview: string;
  heading: string;
  body: ReactElement;
  lines: string[];
}

function greeting(t: MailTranslate, firstName: string | null): string {
  const name = firstName?.trim();
  return name ? t("mail_greeting_named", { firstName: name }) : t("mail_greeting");
}

export const ORDER_STATUS_TEMPLATES: {
  [K in keyof OrderStatusMailData]: (t: MailTranslate, data: OrderStatusMailData[K], locale: Locale) => Parts;
} = {
  "order-payment-received": (t, d, locale) => {
    const brand = t("brand_name");
    const paid = formatMoney(d.paid, locale);
    const intro = t("mail_order_paid_intro", { orderId: d.orderId, paid, total: formatMoney(d.total, locale) });
    const balance = d.due ? t("mail_order_paid_balance", { due: formatMoney(d.due, locale) }) : t("mail_order_paid_in_full");
    return {
      subject: t("mail_order_paid_subject", { orderId: d.orderId, brand }),
      preview: balance,
      heading: t("mail_order_paid_heading"),
      body: (
        <>
          <Paragraph>{greeting(t, d.firstName)}</Paragraph>
          <Paragraph>{intro}</Paragraph>
          <Paragraph>{balance}</Paragraph>
          {d.url ? <Button href={d.url} label={t("mail_order_view_button")} t={t} /> : null}
        </>
      ),
      lines: [greeting(t, d.firstName), intro, balance, ...(d.url ? [`${t("mail_order_view_button")}: ${d.url}`] : [])],
    };
  },
  "order-dispatched": (t, d) => {
    const brand = t("brand_name");
    const intro = t("mail_order_dispatched_intro", { orderId: d.orderId });
    const tracking = t("mail_order_dispatched_tracking", { company: d.shippingCompany, tracking: d.trackingNumber });
    return {
      subject: t("mail_order_dispatched_subject", { orderId: d.orderId, brand }),
      preview: tracking,
      heading: t("mail_order_dispatched_heading"),
      body: (
        <>
          <Paragraph>{greeting(t, d.firstName)}</Paragraph>
          <Paragraph>{intro}</Paragraph>
          <Paragraph>{tracking}</Paragraph>
          {d.url ? <Button href={d.url} label={t("mail_order_view_button")} t={t} /> : null}
        </>
      ),
      lines: [greeting(t, d.firstName), intro, tracking, ...(d.url ? [`${t("mail_order_view_button")}: ${d.url}`] : [])],
    };
  },
};
