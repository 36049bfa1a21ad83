import type { ReactElement } from "react";
import { formatDeliveryDay } from "../../core/delivery.ts";
import { formatMoney, type Money } from "../../core/money.ts";
import type { Locale } from "../../core/regions.ts";
import { Button, Code, Paragraph } from "./layout.tsx";
import type { MailTranslate } from "./messages.ts";

/**
 * "Order placed" (docs/product.md#checkout): what was ordered and what it costs, what to pay now and
 * how (a bank transfer's account and reference), the delivery date, and a link that opens the order
 * in the customer's account.
 */
export interface OrderPlacedMailData {
  "order-placed": {
    firstName: string | null;
    orderId: number;
    /** The order in the customer's account (a link that signs them in on arrival). */
    url: string;
    lines: { name: string; quantity: number; total: Money }[];
    subtotal: Money;
    discount: Money | null;
    shipping: Money | null;
    /** Sales tax added (US, Canada), with its name; null where prices include tax. */
    tax: Money | null;
    taxName: string | null;
    total: Money;
    payNow: Money;
    /** What is left to pay after a deposit; null when the whole total is paid now. */
    later: Money | null;
    deliveryDate: string | null;
    bank: { accountName: string; bankName: string; fields: { code: string; value: string }[]; reference: string } | null;
  };
}

interface Parts {
  subject: string;
  preview: string;
  heading: string;
  body: ReactElement;
  lines: string[];
}

const BANK_FIELD_MESSAGES = {
  SORT_CODE: "mail_bank_sort_code",
  ACCOUNT_NUMBER: "mail_bank_account_number",
  IBAN: "mail_bank_iban",
  BIC: "mail_bank_bic",
  ROUTING_NUMBER: "mail_bank_routing_number",
  BSB: "mail_bank_bsb",
  TRANSIT_NUMBER: "mail_bank_transit_number",
  INSTITUTION_NUMBER: "mail_bank_institution_number",
  BRANCH_CODE: "mail_bank_branch_code",
} as const;

export const ORDER_PLACED_TEMPLATES: {
  [K in keyof OrderPlacedMailData]: (t: MailTranslate, data: OrderPlacedMailData[K], locale: Locale) => Parts;
} = {
  "order-placed": (t, d, locale) => {
    const brand = t("brand_name");
    const m = (x: Money) => formatMoney(x, locale);
    const greeting = d.firstName?.trim() ? t("mail_greeting_named", { firstName: d.firstName.trim() }) : t("mail_greeting");
    const intro = t("mail_order_placed_intro", { orderId: d.orderId });
    const summary: [string, string][] = [
      ...d.lines.map((l): [string, string] => [l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name, m(l.total)]),
      [t("mail_order_placed_subtotal"), m(d.subtotal)],
      ...(d.discount ? [[t("mail_order_placed_discount"), `−${m(d.discount)}`] as [string, string]] : []),
      ...(d.shipping ? [[t("mail_order_placed_express"), m(d.shipping)] as [string, string]] : []),
      ...(d.tax ? [[d.taxName ?? t("mail_order_placed_tax"), m(d.tax)] as [string, string]] : []),
      [t("mail_order_placed_total"), m(d.total)],
    ];
    const pay = d.later
      ? t("mail_order_placed_pay_deposit", { amount: m(d.payNow), later: m(d.later) })
      : t("mail_order_placed_pay_full", { amount: m(d.payNow) });
    const bankLines: [string, string][] = d.bank
      ? [
          [t("mail_bank_account_name"), d.bank.accountName],
          [t("mail_bank_name"), d.bank.bankName],
          ...d.bank.fields.map((f): [string, string] => [
            t(BANK_FIELD_MESSAGES[f.code as keyof typeof BANK_FIELD_MESSAGES] ?? "mail_bank_account_number"),
            f.value,
          ]),
        ]
      : [];
    const delivery = d.deliveryDate
      ? t("mail_order_placed_delivery", { date: formatDeliveryDay(d.deliveryDate, locale) ?? d.deliveryDate })
      : null;
    const table = (rows: [string, string][]) => (
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: "100%", margin: "0 0 16px", fontSize: "15px" }}>
        <tbody>
          {rows.map(([label, value], i) => (
            <tr key={i}>
              <td style={{ padding: "4px 0", color: "#3b3530" }}>{label}</td>
              <td style={{ padding: "4px 0", textAlign: "right", whiteSpace: "nowrap" }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
    return {
      subject: t("mail_order_placed_subject", { orderId: d.orderId, brand }),
      preview: pay,
      heading: t("mail_order_placed_heading"),
      body: (
        <>
          <Paragraph>{greeting}</Paragraph>
          <Paragraph>{intro}</Paragraph>
          {table(summary)}
          <Paragraph>{pay}</Paragraph>
          {d.bank ? (
            <>
              <Paragraph>{t("mail_order_placed_bank_intro")}</Paragraph>
              {table(bankLines)}
              <Code code={d.bank.reference} label={t("mail_bank_reference")} />
              <Paragraph muted>{t("mail_order_placed_bank_note")}</Paragraph>
            </>
          ) : null}
          {delivery ? <Paragraph>{delivery}</Paragraph> : null}
          <Button href={d.url} label={t("mail_order_view_button")} t={t} />
        </>
      ),
      lines: [
        greeting,
        intro,
        ...summary.map(([l, v]) => `${l}: ${v}`),
        pay,
        ...(d.bank
          ? [
              t("mail_order_placed_bank_intro"),
              ...bankLines.map(([l, v]) => `${l}: ${v}`),
              `${t("mail_bank_reference")} ${d.bank.reference}`,
              t("mail_order_placed_bank_note"),
            ]
          : []),
        ...(delivery ? [delivery] : []),
        `${t("mail_order_view_button")}: ${d.url}`,
      ],
    };
  },
};
