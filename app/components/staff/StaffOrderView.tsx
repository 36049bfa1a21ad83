import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { regionPath } from "../../../core/regions.ts";
import { impersonatePath } from "../../../core/urls/my-orders.ts";
import { staffCustomerPath, staffOrdersPath } from "../../../core/urls/staff.ts";
import { canMoveOrder } from "../../../core/vocabulary/orders.ts";
import type { MessageId } from "../../i18n/index.ts";
import type { StaffActionData, StaffOrderIntent, StaffOrderPageData } from "../../routes/staff/staff.server.ts";
import { useOrderWords } from "../orders/format.ts";
import { OrderDetails } from "../orders/OrderDetails.tsx";
import { buttonClass } from "../ui/button-class.ts";
import { Link } from "../ui/Link.tsx";
import "../accounts/accounts.css";
import "./staff.css";

/**
 * /staff/orders/{id}: everything about the order, what a consultant can do to it now (allocate a
 * transfer, dispatch, cancel, move in the workshop: each an HTML form posted to the page), its history
 * and the staff's recorded actions.
 */
export function StaffOrderView({ data, sent }: { data: StaffOrderPageData; sent: StaffActionData | null }) {
  const { t, money, day, status } = useOrderWords();
  const { order } = data;
  const customerName = [order.customer.firstName, order.customer.lastName].filter(Boolean).join(" ") || order.customer.email;
  const can = (to: Parameters<typeof canMoveOrder>[1]) => canMoveOrder(order.status, to);
  const unpaid = order.status === "AWAITING_PAYMENT" || order.status === "DEPOSIT_PAID";
  const done = data.done ? doneMessage(data.done) : null;
  function doneMessage(intent: StaffOrderIntent): string {
    if (intent === "allocate") return t("staff_allocate_done", { status: status(order.status).toLowerCase(), due: money(order.due) });
    if (intent === "dispatch") return t("staff_dispatch_done");
    if (intent === "cancel") return t("staff_cancel_done");
    return t("staff_status_done", { status: status(order.status).toLowerCase() });
  }
  return (
    <>
      <p className="staff__back">
        <Link to={staffOrdersPath()}>{t("staff_order_back")}</Link>
      </p>
      <h1 className="staff__heading">{t("staff_order_title", { orderId: order.id })}</h1>
      {done ? (
        <p className="acc-notice acc-notice--success" role="status">
          {done}
        </p>
      ) : null}
      {sent?.refused ? (
        <p className="acc-notice acc-notice--error" role="alert">
          {sent.refused}
        </p>
      ) : null}
      <div className="staff-order">
        <div className="staff-order__main">
          <section className="staff-card" aria-labelledby="staff-customer-heading">
            <h2 id="staff-customer-heading" className="staff-card__title">
              {t("staff_order_customer")}
            </h2>
            <p>
              {customerName} · <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
            </p>
            <p className="staff-card__links">
              {order.customer.customerId ? (
                <Link to={staffCustomerPath(order.customer.customerId)}>{t("staff_order_customer_page")}</Link>
              ) : null}
              <a href={regionPath(order.region, impersonatePath(order.id))}>{t("staff_order_impersonate")}</a>
            </p>
          </section>
          <section className="staff-card" aria-label={t("order_number", { orderId: order.id })}>
            <OrderDetails order={order} headingLevel={2} />
          </section>
          <section className="staff-card" aria-labelledby="staff-history-heading">
            <h2 id="staff-history-heading" className="staff-card__title">
              {t("staff_order_history")}
            </h2>
            <ol className="staff-log">
              {order.events.map((e) => (
                <li key={e.id}>
                  <span className="staff-log__when">
                    {day(e.at)} {time(e.at)}
                  </span>{" "}
                  {e.from ? t("staff_event", { from: status(e.from), to: status(e.to) }) : t("staff_event_first", { to: status(e.to) })}{" "}
                  <span className="staff-log__who">
                    {e.actorKind === "SYSTEM"
                      ? t("staff_event_system")
                      : e.impersonator
                        ? t("staff_event_by_acting", { who: e.impersonator })
                        : t("staff_event_by", { who: e.actor ?? t(`staff_actor_${e.actorKind}` as MessageId) })}
                  </span>
                  {e.note ? <span className="staff-log__note"> · {e.note}</span> : null}
                </li>
              ))}
            </ol>
          </section>
          <section className="staff-card" aria-labelledby="staff-audit-heading">
            <h2 id="staff-audit-heading" className="staff-card__title">
              {t("staff_order_audit")}
            </h2>
            {order.audit.length ? (
              <ol className="staff-log">
                {order.audit.map((a) => (
                  <li key={a.id}>
                    <span className="staff-log__when">
                      {day(a.at)} {time(a.at)}
                    </span>{" "}
                    {t(`staff_audit_${a.action}` as MessageId)}{" "}
                    <span className="staff-log__who">{t("staff_event_by", { who: a.actor })}</span>
                    {auditDetail(a.details) ? <span className="staff-log__note"> · {auditDetail(a.details)}</span> : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="staff__empty">{t("staff_order_no_audit")}</p>
            )}
          </section>
        </div>
        <aside className="staff-order__side" aria-label={t("staff_actions")}>
          {unpaid && order.placedAt ? (
            <ActionCard id="allocate" title={t("staff_allocate_title")} text={t("staff_allocate_text")}>
              <StaffForm intent="allocate" submit={t("staff_allocate_submit")} sent={sent}>
                <input type="hidden" name="idempotencyKey" value={data.allocationKey} />
                <Field
                  name="amount"
                  label={t("staff_allocate_amount", { currency: order.currency })}
                  defaultValue={sent?.intent === "allocate" ? sent.values["amount"] : data.suggestedAmount}
                  inputMode="decimal"
                  sent={sent}
                  intent="allocate"
                />
                <Field
                  name="bankReference"
                  label={t("staff_allocate_reference")}
                  defaultValue={sent?.values["bankReference"] ?? order.bankReference ?? ""}
                  sent={sent}
                  intent="allocate"
                />
                <Field
                  name="receivedOn"
                  label={t("staff_allocate_date")}
                  type="date"
                  defaultValue={sent?.values["receivedOn"] || data.today}
                  max={data.today}
                  sent={sent}
                  intent="allocate"
                />
              </StaffForm>
            </ActionCard>
          ) : null}
          {can("DISPATCHED") ? (
            <ActionCard id="dispatch" title={t("staff_dispatch_title")}>
              <StaffForm intent="dispatch" submit={t("staff_dispatch_submit")} sent={sent}>
                <Field name="shippingCompany" label={t("staff_dispatch_company")} sent={sent} intent="dispatch" autoComplete="off" />
                <Field name="trackingNumber" label={t("staff_dispatch_tracking")} sent={sent} intent="dispatch" autoComplete="off" />
              </StaffForm>
            </ActionCard>
          ) : null}
          {can("IN_PRODUCTION") || can("DELIVERED") ? (
            <ActionCard id="status" title={t("staff_status_title")}>
              {(["IN_PRODUCTION", "DELIVERED"] as const)
                .filter((s) => can(s))
                .map((s) => (
                  <StaffForm key={s} intent="status" submit={t(`staff_status_${s}`)} sent={null} secondary>
                    <input type="hidden" name="status" value={s} />
                  </StaffForm>
                ))}
            </ActionCard>
          ) : null}
          {can("CANCELLED") ? (
            <ActionCard id="cancel" title={t("staff_cancel_title")} text={t("staff_cancel_text")}>
              <StaffForm intent="cancel" submit={t("staff_cancel_submit")} sent={sent} secondary>
                <Field name="reason" label={t("staff_cancel_reason")} sent={sent} intent="cancel" />
              </StaffForm>
            </ActionCard>
          ) : null}
        </aside>
      </div>
    </>
  );
}

function time(at: Date): string {
  return new Date(at).toISOString().slice(11, 16);
}

function auditDetail(details: Record<string, unknown>): string {
  const parts = ["amount", "currency", "bankReference", "receivedOn", "shippingCompany", "trackingNumber", "reason", "to"]
    .map((k) => details[k])
    .filter((v): v is string => typeof v === "string" && v !== "");
  return parts.join(" · ");
}

function ActionCard({ id, title, text, children }: { id: string; title: string; text?: string; children: ReactNode }) {
  return (
    <section className="staff-card" aria-labelledby={`staff-${id}-heading`}>
      <h2 id={`staff-${id}-heading`} className="staff-card__title">
        {title}
      </h2>
      {text ? <p className="staff-card__text">{text}</p> : null}
      {children}
    </section>
  );
}

function StaffForm({
  intent,
  submit,
  sent,
  secondary,
  children,
}: {
  intent: StaffOrderIntent;
  submit: string;
  sent: StaffActionData | null;
  secondary?: boolean;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const formError = sent?.intent === intent ? sent.errors["form"] : undefined;
  return (
    <Form method="post" className="staff-form" noValidate>
      {children}
      {formError ? (
        <p className="acc-field__error" role="alert">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value={intent}
        className={buttonClass(secondary ? "secondary" : "primary", "sm")}
        aria-disabled={busy || undefined}
      >
        {submit}
      </button>
    </Form>
  );
}

function Field({
  name,
  label,
  sent,
  intent,
  defaultValue,
  type = "text",
  ...input
}: {
  name: string;
  label: string;
  sent: StaffActionData | null;
  intent: StaffOrderIntent;
  defaultValue?: string | undefined;
  type?: string;
  inputMode?: "decimal";
  max?: string;
  autoComplete?: string;
}) {
  const id = `staff-${intent}-${name}`;
  const error = sent?.intent === intent ? sent.errors[name] : undefined;
  const value = sent?.intent === intent ? (sent.values[name] ?? defaultValue) : defaultValue;
  return (
    <div className={`acc-field${error ? " acc-field--invalid" : ""}`}>
      <label htmlFor={id} className="acc-field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="acc-field__input"
        defaultValue={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="acc-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
