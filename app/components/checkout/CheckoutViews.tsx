import { useId, type ReactNode } from "react";
import { DELIVERY_COUNTRIES, deliveryCountryName, postcodeExample, subdivisionsOf } from "../../../core/address.ts";
import { formatDeliveryDay } from "../../../core/delivery.ts";
import { defaultPhoneCountry, callingCode, PHONE_COUNTRIES } from "../../../core/phone.ts";
import { countryName } from "../../../core/countries.ts";
import type { CheckoutOrderFragment } from "../../graphql/graphql.ts";
import { useMessage } from "../../lib/intl.tsx";
import { moneyOf } from "../../lib/money.ts";
import { useSite } from "../../lib/site.tsx";
import { buttonClass } from "../ui/button-class.ts";
import { Link } from "../ui/Link.tsx";
import { Price } from "../ui/Price.tsx";
import { formatMoney } from "../../../core/money-format.ts";
import type { CheckoutData, FormAnswer, StartPageData, StepPageData, ThankYouPageData } from "../../routes/checkout/checkout.server.ts";
import { BankDetails, CheckoutLayout, FieldError, OrderSummary } from "./CheckoutParts.tsx";

/** The checkout's pages (docs/product.md#checkout): plain forms posted to their own page, errors under their fields. */

type Errors = Record<string, string>;

/** The first field in error takes the focus as the page is drawn again. */
function firstError(errors: Errors, order: readonly string[]): string | null {
  return order.find((name) => errors[name]) ?? Object.keys(errors)[0] ?? null;
}

interface FieldProps {
  name: string;
  label: ReactNode;
  errors: Errors;
  focus: string | null;
  defaultValue?: string;
  type?: string;
  autoComplete?: string;
  hint?: ReactNode;
  required?: boolean;
  inputMode?: "text" | "email" | "tel" | "numeric";
}

function Field({ name, label, errors, focus, defaultValue, type = "text", autoComplete, hint, required, inputMode }: FieldProps) {
  const id = useId();
  const error = errors[name];
  const describedBy = [hint ? `${id}-h` : null, error ? `${id}-e` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`co-field${error ? " co-field--invalid" : ""}`}>
      <label htmlFor={id} className="co-field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="co-field__input"
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        required={required}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoFocus={focus === name}
      />
      {hint ? (
        <p id={`${id}-h`} className="co-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-e`} error={error} />
    </div>
  );
}

function SelectField({
  name,
  label,
  errors,
  focus,
  defaultValue,
  options,
  autoComplete,
  placeholder,
}: Omit<FieldProps, "type" | "inputMode" | "hint"> & { options: { value: string; label: string }[]; placeholder?: string }) {
  const id = useId();
  const error = errors[name];
  return (
    <div className={`co-field${error ? " co-field--invalid" : ""}`}>
      <label htmlFor={id} className="co-field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="co-field__input"
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        autoFocus={focus === name}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-e`} error={error} />
    </div>
  );
}

function FormMessage({ answer }: { answer: FormAnswer | undefined }) {
  const t = useMessage();
  if (!answer) return null;
  const count = Object.keys(answer.errors).length;
  if (!answer.form && !count) return null;
  return (
    <p className="co-form-error" role="alert">
      {answer.form ?? t("co_error_summary")}
    </p>
  );
}

// ---------------------------------------------------------------------------------------------------

export function StartView({ data, sent }: { data: StartPageData; sent: FormAnswer | undefined }) {
  const t = useMessage();
  const errors = sent?.errors ?? {};
  const outcome = sent?.outcome;
  return (
    <CheckoutLayout title={t("co_start_title")}>
      <div className="co-card">
        {outcome ? (
          <div className="co-notice" role="alert">
            <p>
              {outcome.kind === "taken"
                ? t("co_stones_taken", { count: outcome.names.length, names: outcome.names.join(", ") })
                : outcome.kind === "promo"
                  ? t("co_promo_unavailable", { code: outcome.code })
                  : t("co_bag_not_ready")}
            </p>
            <Link to={data.links.bag} className={buttonClass("secondary", "sm")}>
              {t("co_back_to_bag")}
            </Link>
          </div>
        ) : null}
        <form method="post" noValidate className="co-form">
          {data.signedInEmail ? (
            <p className="co-intro">{t("co_start_signed_in", { email: data.signedInEmail })}</p>
          ) : (
            <>
              <p className="co-intro">{t("co_start_intro")}</p>
              <Field
                name="email"
                type="email"
                label={t("co_email")}
                errors={errors}
                focus={firstError(errors, ["email"])}
                defaultValue={sent?.values["email"] ?? ""}
                autoComplete="email"
                inputMode="email"
                hint={t("co_email_hint")}
                required
              />
            </>
          )}
          <FormMessage answer={sent?.outcome ? undefined : sent} />
          <button type="submit" className={buttonClass("primary")}>
            {t("co_continue")}
          </button>
          {data.signedInEmail ? null : (
            <p className="co-aside-link">
              <Link to={data.links.signIn}>{t("co_start_sign_in")}</Link>
            </p>
          )}
        </form>
      </div>
    </CheckoutLayout>
  );
}

// ---------------------------------------------------------------------------------------------------

export function StepView({ data, sent }: { data: StepPageData; sent: FormAnswer | undefined }) {
  const t = useMessage();
  if (data.kind === "missing") {
    return (
      <CheckoutLayout title={data.closed ? t("co_closed", { number: data.number }) : t("co_not_found", { number: data.number })}>
        <div className="co-card">
          <p className="co-intro">{data.closed ? t("co_closed_text") : t("co_not_found_text")}</p>
          <p className="co-actions">
            <Link to={data.links.bag} className={buttonClass("secondary")}>
              {t("co_back_to_bag")}
            </Link>
            <Link to={data.links.myOrders} className={buttonClass("ghost")}>
              {t("co_my_orders")}
            </Link>
          </p>
        </div>
      </CheckoutLayout>
    );
  }
  const { checkout, step, links } = data;
  const formId = `co-${step}-form`;
  const label = step === "shipping" ? t("co_to_payment") : step === "payment" ? t("co_to_review") : t("co_place");
  const action =
    step === "review" && sent?.priceChanges ? null : (
      <button type="submit" form={formId} className={`${buttonClass("primary")} co-summary__button`}>
        {label}
      </button>
    );
  return (
    <CheckoutLayout
      title={t(step === "review" ? "co_review_title" : step === "payment" ? "co_payment_title" : "co_shipping_title")}
      step={step}
      links={links.steps}
      summary={<OrderSummary order={checkout.order}>{action}</OrderSummary>}
    >
      <p className="co-order-number">{t("co_order_number", { number: checkout.order.number })}</p>
      {step === "shipping" ? <ShippingForm id={formId} checkout={checkout} sent={sent} /> : null}
      {step === "payment" ? <PaymentForm id={formId} checkout={checkout} sent={sent} /> : null}
      {step === "review" ? <ReviewView id={formId} data={data} sent={sent} /> : null}
    </CheckoutLayout>
  );
}

const SHIPPING_FIELDS = [
  "savedAddressId",
  "address.name",
  "address.line1",
  "address.line2",
  "address.city",
  "address.subdivision",
  "address.postcode",
  "address.country",
  "phone.countryCode",
  "phone.nationalNumber",
] as const;

function ShippingForm({ id, checkout, sent }: { id: string; checkout: CheckoutData; sent: FormAnswer | undefined }) {
  const t = useMessage();
  const { region, locale } = useSite();
  const errors = sent?.errors ?? {};
  const focus = firstError(errors, SHIPPING_FIELDS);
  const order = checkout.order;
  const v = (name: string, fallback: string | null | undefined) => sent?.values[name] ?? fallback ?? "";
  const countries = checkout.deliveryCountries.length ? checkout.deliveryCountries : DELIVERY_COUNTRIES[region];
  const country = v("address.country", order.address?.country ?? countries[0]);
  const subdivisions = subdivisionsOf(country);
  const example = postcodeExample(country);
  const phone = order.phoneNumber;
  const saved = checkout.savedAddresses;
  const chosen = v("savedAddressId", saved.length ? saved[0]!.id : "new");
  return (
    <form id={id} method="post" noValidate className="co-form">
      <input type="hidden" name="intent" value="shipping" />
      <FormMessage answer={sent} />
      {saved.length ? (
        <fieldset className="co-fieldset">
          <legend className="co-legend">{t("co_saved_addresses")}</legend>
          {saved.map((a) => (
            <label key={a.id} className="co-choice">
              <input type="radio" name="savedAddressId" value={a.id} defaultChecked={chosen === a.id} />
              <span>
                {[a.name, a.line1, a.line2, a.city, a.subdivision, a.postcode, deliveryCountryName(a.country)].filter(Boolean).join(", ")}
              </span>
            </label>
          ))}
          <label className="co-choice">
            <input type="radio" name="savedAddressId" value="new" defaultChecked={chosen === "new"} />
            <span>{t("co_new_address")}</span>
          </label>
          <FieldError id="co-saved-e" error={errors["savedAddressId"]} />
        </fieldset>
      ) : null}
      <fieldset className="co-fieldset">
        <legend className="co-legend">{t("co_address_legend")}</legend>
        <Field
          name="address.name"
          label={t("co_name")}
          errors={errors}
          focus={focus}
          defaultValue={v("address.name", order.address?.name)}
          autoComplete="shipping name"
        />
        <Field
          name="address.line1"
          label={t("co_line1")}
          errors={errors}
          focus={focus}
          defaultValue={v("address.line1", order.address?.line1)}
          autoComplete="shipping address-line1"
        />
        <Field
          name="address.line2"
          label={t("co_line2")}
          errors={errors}
          focus={focus}
          defaultValue={v("address.line2", order.address?.line2)}
          autoComplete="shipping address-line2"
        />
        <Field
          name="address.city"
          label={t("co_city")}
          errors={errors}
          focus={focus}
          defaultValue={v("address.city", order.address?.city)}
          autoComplete="shipping address-level2"
        />
        {subdivisions.length ? (
          <SelectField
            name="address.subdivision"
            label={country === "CA" ? t("co_province") : t("co_state")}
            errors={errors}
            focus={focus}
            defaultValue={v("address.subdivision", order.address?.subdivision)}
            autoComplete="shipping address-level1"
            placeholder={t("co_choose")}
            options={subdivisions.map((s) => ({ value: s.code, label: s.name }))}
          />
        ) : null}
        <div className="co-row">
          <Field
            name="address.postcode"
            label={country === "US" ? t("co_zip") : t("co_postcode")}
            errors={errors}
            focus={focus}
            defaultValue={v("address.postcode", order.address?.postcode)}
            autoComplete="shipping postal-code"
            hint={example ? t("co_postcode_example", { example }) : undefined}
          />
          {countries.length > 1 ? (
            <SelectField
              name="address.country"
              label={t("co_country")}
              errors={errors}
              focus={focus}
              defaultValue={country}
              autoComplete="shipping country"
              options={countries.map((c) => ({ value: c, label: deliveryCountryName(c) }))}
            />
          ) : (
            <div className="co-field">
              <span className="co-field__label">{t("co_country")}</span>
              <input type="hidden" name="address.country" value={countries[0]} />
              <p className="co-field__static">{deliveryCountryName(countries[0]!)}</p>
            </div>
          )}
        </div>
        <div className="co-row co-row--phone">
          <SelectField
            name="phone.countryCode"
            label={t("co_phone_code")}
            errors={errors}
            focus={focus}
            defaultValue={v("phone.countryCode", phone?.countryCode ?? callingCode(defaultPhoneCountry(region)))}
            autoComplete="shipping tel-country-code"
            options={PHONE_COUNTRIES.filter((p, i) => PHONE_COUNTRIES.findIndex((q) => q.code === p.code) === i).map((p) => ({
              value: p.code,
              label: `${countryName(p.country) ?? p.country} +${p.code}`,
            }))}
          />
          <Field
            name="phone.nationalNumber"
            type="tel"
            label={t("co_phone")}
            errors={errors}
            focus={focus}
            defaultValue={v("phone.nationalNumber", phone?.nationalNumber)}
            autoComplete="shipping tel-national"
            inputMode="tel"
            hint={t("co_phone_hint")}
          />
        </div>
        {checkout.savedAddresses !== undefined && order.email ? (
          <label className="co-check">
            <input type="checkbox" name="saveAddress" value="1" defaultChecked={sent ? sent.values["saveAddress"] === "1" : true} />
            <span>{t("co_save_address")}</span>
          </label>
        ) : null}
      </fieldset>
      <fieldset className="co-fieldset">
        <legend className="co-legend">{t("co_delivery_legend")}</legend>
        <label className="co-choice">
          <input type="radio" name="express" value="0" defaultChecked={!order.express} />
          <span>{t("co_standard_delivery", { date: formatDeliveryDay(order.deliveryDate, locale) ?? "" })}</span>
        </label>
        {checkout.express ? (
          <label className="co-choice">
            <input type="radio" name="express" value="1" defaultChecked={order.express} />
            <span>
              {t("co_express_delivery", {
                date: formatDeliveryDay(checkout.express.date, locale) ?? "",
                price: formatMoney(moneyOf(checkout.express.price), locale),
              })}
            </span>
          </label>
        ) : null}
        <FieldError id="co-express-e" error={errors["express"]} />
      </fieldset>
    </form>
  );
}

function PaymentForm({ id, checkout, sent }: { id: string; checkout: CheckoutData; sent: FormAnswer | undefined }) {
  const t = useMessage();
  const { locale } = useSite();
  const errors = sent?.errors ?? {};
  const focus = firstError(errors, ["method", "plan", "acknowledged"]);
  const order = checkout.order;
  const method = sent?.values["method"] ?? order.paymentMethod ?? checkout.paymentMethods[0] ?? "BANK_TRANSFER";
  const plan = sent?.values["plan"] ?? order.paymentPlan;
  const ackError = errors["acknowledged"];
  const ackId = useId();
  return (
    <form id={id} method="post" noValidate className="co-form">
      <input type="hidden" name="intent" value="payment" />
      <FormMessage answer={sent} />
      <fieldset className="co-fieldset">
        <legend className="co-legend">{t("co_method_legend")}</legend>
        {checkout.paymentMethods.map((m) => (
          <label key={m} className="co-choice">
            <input type="radio" name="method" value={m} defaultChecked={method === m} autoFocus={focus === "method"} />
            <span>
              <strong>{t(`co_method_${m}`)}</strong>
              <span className="co-choice__hint">{t(`co_method_${m}_hint`)}</span>
            </span>
          </label>
        ))}
        <FieldError id="co-method-e" error={errors["method"]} />
      </fieldset>
      {checkout.depositOffer ? (
        <fieldset className="co-fieldset">
          <legend className="co-legend">{t("co_plan_legend")}</legend>
          <label className="co-choice">
            <input type="radio" name="plan" value="FULL" defaultChecked={plan !== "DEPOSIT"} autoFocus={focus === "plan"} />
            <span>{t("co_plan_FULL", { amount: formatMoney(moneyOf(order.total), locale) })}</span>
          </label>
          <label className="co-choice">
            <input type="radio" name="plan" value="DEPOSIT" defaultChecked={plan === "DEPOSIT"} />
            <span>{t("co_plan_DEPOSIT", { amount: formatMoney(moneyOf(checkout.depositOffer), locale) })}</span>
          </label>
          <FieldError id="co-plan-e" error={errors["plan"]} />
        </fieldset>
      ) : (
        <input type="hidden" name="plan" value="FULL" />
      )}
      <div className={`co-check-field${ackError ? " co-field--invalid" : ""}`}>
        <label className="co-check">
          <input
            type="checkbox"
            name="acknowledged"
            value="1"
            defaultChecked={sent ? sent.values["acknowledged"] === "1" : false}
            aria-invalid={ackError ? true : undefined}
            aria-describedby={ackError ? `${ackId}-e` : undefined}
            autoFocus={focus === "acknowledged"}
          />
          <span>{t("co_acknowledge")}</span>
        </label>
        <FieldError id={`${ackId}-e`} error={ackError} />
      </div>
    </form>
  );
}

function ReviewView({ id, data, sent }: { id: string; data: Extract<StepPageData, { kind: "step" }>; sent: FormAnswer | undefined }) {
  const t = useMessage();
  const order = data.checkout.order;
  const a = order.address;
  const changes = sent?.priceChanges;
  return (
    <div className="co-review">
      <section className="co-review__block">
        <h2 className="co-review__title">{t("co_review_contact")}</h2>
        <p>{order.email}</p>
        {order.phoneNumber ? <p>{order.phoneNumber.international}</p> : null}
      </section>
      <section className="co-review__block">
        <h2 className="co-review__title">{t("co_review_address")}</h2>
        {a ? <p>{[a.name, a.line1, a.line2, a.city, a.subdivision, a.postcode, a.countryName].filter(Boolean).join(", ")}</p> : null}
        <Link to={data.links.steps.shipping} aria-label={t("co_change_label", { what: t("co_review_address") })}>
          {t("co_change")}
        </Link>
      </section>
      <section className="co-review__block">
        <h2 className="co-review__title">{t("co_review_payment")}</h2>
        <p>{order.paymentMethod ? t(`co_method_${order.paymentMethod}`) : null}</p>
        <Link to={data.links.steps.payment} aria-label={t("co_change_label", { what: t("co_review_payment") })}>
          {t("co_change")}
        </Link>
      </section>
      <form id={id} method="post" className="co-form">
        <input type="hidden" name="intent" value="place" />
        <input type="hidden" name="placeKey" value={data.placeKey ?? ""} />
        <FormMessage answer={sent?.priceChanges ? undefined : sent} />
        {changes ? (
          <div className="co-notice" role="alert">
            <p>{t("co_prices_changed")}</p>
            <ul>
              {changes.map((c) => (
                <li key={c.lineId}>
                  {c.name}:{" "}
                  <s>
                    <Price money={moneyOf(c.was)} />
                  </s>{" "}
                  → <Price money={moneyOf(c.now)} />
                </li>
              ))}
            </ul>
            <input type="hidden" name="acceptPrices" value="1" />
            <button type="submit" className={buttonClass("primary")} autoFocus>
              {t("co_accept_prices")}
            </button>
          </div>
        ) : null}
      </form>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------

export function ThankYouView({ data }: { data: ThankYouPageData }) {
  const t = useMessage();
  const { locale } = useSite();
  const order: CheckoutOrderFragment = data.order;
  return (
    <CheckoutLayout title={t("co_thanks_title")} summary={<OrderSummary order={order} />}>
      <div className="co-card">
        <p className="co-intro">{t("co_thanks_intro", { number: order.number, email: order.email })}</p>
        <h2 className="co-review__title">{t("co_thanks_next")}</h2>
        {order.bankAccount ? (
          <>
            <p>{t("co_thanks_transfer", { amount: formatMoney(moneyOf(order.payNow), locale) })}</p>
            <BankDetails order={order} />
          </>
        ) : null}
        {order.deliveryDate ? <p>{t("co_delivery_date", { date: formatDeliveryDay(order.deliveryDate, locale) ?? "" })}</p> : null}
        <p className="co-actions">
          <Link to={data.links.myOrders} className={buttonClass("secondary")}>
            {t("co_my_orders")}
          </Link>
          <Link to={data.links.home} className={buttonClass("ghost")}>
            {t("co_continue_shopping")}
          </Link>
        </p>
      </div>
    </CheckoutLayout>
  );
}
