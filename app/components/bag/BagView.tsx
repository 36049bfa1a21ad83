import { useEffect, useId, useState, type FormEvent } from "react";
import { formatDeliveryDay } from "../../../core/delivery.ts";
import { formatMoney } from "../../../core/money-format.ts";
import { regionPath } from "../../../core/regions.ts";
import { BAG_PATH } from "../../../core/urls/bag.ts";
import type { BagFieldsFragment } from "../../graphql/graphql.ts";
import type { MessageId } from "../../i18n/index.ts";
import { runMutation } from "../../lib/graphql-client.ts";
import { useMessage } from "../../lib/intl.tsx";
import { moneyOf } from "../../lib/money.ts";
import { useSite } from "../../lib/site.tsx";
import { Image } from "../ui/Image.tsx";
import { Link } from "../ui/Link.tsx";
import { Price } from "../ui/Price.tsx";
import { buttonClasses } from "../ui/button-class.ts";
import { APPLY_PROMO_CODE, REMOVE_FROM_BAG, REMOVE_PROMO_CODE, SET_BAG_LINE_QUANTITY } from "../../routes/bag/documents.ts";
import type { BagActionData, BagPageData } from "../../routes/bag/bag.server.ts";
import "./bag.css";

type Line = BagFieldsFragment["lines"][number];

const QUANTITIES = Array.from({ length: 10 }, (_, i) => i + 1);

/** The words of a refusal the API or the page's action gave: a known reason's message, else the API's own. */
function refusalWords(t: ReturnType<typeof useMessage>, refused: BagActionData): string {
  switch (refused.reason) {
    case "SOLD":
      return t("bag_refused_sold");
    case "NOT_FOUND":
      return t("bag_refused_not_found");
    case "OUT_OF_STOCK":
      return t("bag_refused_out_of_stock", { available: refused.available ?? 0 });
    case "UNAVAILABLE":
      return t("bag_checkout_failed");
    default:
      return refused.reason && !refused.reason.startsWith("bag_") ? refused.reason : t("bag_error");
  }
}

const UNAVAILABLE_WORDS: Record<string, MessageId> = {
  SOLD: "bag_unavailable_sold",
  WITHDRAWN: "bag_unavailable_withdrawn",
  OUT_OF_STOCK: "bag_unavailable_out_of_stock",
};

/**
 * The bag's page: the lines with their pictures, details, prices, quantities and a way to remove each,
 * what a line that can no longer be bought says (with similar stones on sale), the promo code with
 * what it saves, and the summary: subtotal, promo, free insured shipping or express delivery with its
 * price and date, the total with the region's tax note, and "Checkout". Every form posts to the page
 * (works without scripts); once the page's scripts run, the same changes go through the browser's client.
 */
export function BagView({ data, refused: posted }: { data: BagPageData; refused: BagActionData | null }) {
  const t = useMessage();
  const { client, region, locale, currency, taxNote } = useSite();
  const [bag, setBag] = useState(data.bag);
  const [refused, setRefused] = useState<BagActionData | null>(posted);
  const [pending, setPending] = useState(false);
  const promoId = useId();
  const emailId = useId();
  useEffect(() => setBag(data.bag), [data.bag]);
  useEffect(() => setRefused(posted), [posted]);
  const action = regionPath(region, BAG_PATH);
  const market = { region, currency };
  const day = (date: string | null | undefined) => formatDeliveryDay(date, locale) ?? "";

  /** Sends a change through the browser's client (the form posts itself when there is none yet). */
  async function change(event: FormEvent<HTMLFormElement>, run: (form: FormData) => Promise<BagFieldsFragment | BagActionData>) {
    if (!client) return;
    event.preventDefault();
    setPending(true);
    try {
      const next = await run(new FormData(event.currentTarget));
      if ("lines" in next) {
        setBag(next);
        setRefused(null);
        // The header's count asks again (app/components/bag/BagCount.tsx).
        window.dispatchEvent(new Event("bag-changed"));
      } else setRefused(next);
    } catch {
      setRefused({ field: "line", reason: "bag_error" });
    } finally {
      setPending(false);
    }
  }
  const remove = (event: FormEvent<HTMLFormElement>) =>
    change(event, async (form) => {
      const answer = (await runMutation(client!, REMOVE_FROM_BAG, { lineId: String(form.get("lineId")), ...market })).removeFromBag;
      return answer.__typename === "BagChanged" ? answer.bag : { field: "line", reason: answer.reason, available: answer.available };
    });
  const quantity = (event: FormEvent<HTMLFormElement>) =>
    change(event, async (form) => {
      const answer = (
        await runMutation(client!, SET_BAG_LINE_QUANTITY, {
          lineId: String(form.get("lineId")),
          quantity: Number(form.get("quantity")),
          ...market,
        })
      ).setBagLineQuantity;
      return answer.__typename === "BagChanged" ? answer.bag : { field: "line", reason: answer.reason, available: answer.available };
    });
  const applyPromo = (event: FormEvent<HTMLFormElement>) =>
    change(event, async (form) => {
      const code = String(form.get("code") ?? "");
      try {
        return (await runMutation(client!, APPLY_PROMO_CODE, { code, ...market })).applyPromoCode;
      } catch {
        return { field: "promo", reason: "bag_promo_NOT_FOUND" } as BagActionData;
      }
    });
  const removePromo = (event: FormEvent<HTMLFormElement>) =>
    change(event, async () => (await runMutation(client!, REMOVE_PROMO_CODE, market)).removePromoCode);

  if (!bag.lines.length) {
    return (
      <div className="bag-page bag-page--empty" data-bag-empty>
        <h1 className="bag-page__title">{t("bag_empty_title")}</h1>
        <p className="bag-empty__text">{t("bag_empty_text")}</p>
        <ul className="bag-empty__links">
          <li>
            <Link className={buttonClasses("secondary", "md")} to={regionPath(region, "/engagement-rings")}>
              {t("bag_empty_engagement")}
            </Link>
          </li>
          <li>
            <Link className={buttonClasses("secondary", "md")} to={regionPath(region, "/wedding-rings")}>
              {t("bag_empty_wedding")}
            </Link>
          </li>
          <li>
            <Link className={buttonClasses("secondary", "md")} to={regionPath(region, "/jewellery")}>
              {t("bag_empty_jewellery")}
            </Link>
          </li>
          <li>
            <Link className={buttonClasses("secondary", "md")} to={regionPath(region, "/diamonds/natural/all-shapes")}>
              {t("bag_empty_diamonds")}
            </Link>
          </li>
        </ul>
      </div>
    );
  }

  const promo = bag.promo;
  const promoWords = promo
    ? promo.applied
      ? t("bag_promo_applied", { code: promo.code, amount: formatMoney(moneyOf(promo.discount), locale) })
      : t(`bag_promo_${promo.reason ?? "NOT_FOUND"}` as MessageId, { code: promo.code })
    : null;

  return (
    <div className="bag-page" data-bag aria-busy={pending || undefined}>
      <h1 className="bag-page__title">
        {t("bag_title")} <span className="bag-page__count">{t("bag_count", { count: bag.count })}</span>
      </h1>
      {refused && (refused.field === "add" || refused.field === "line") ? (
        <p className="bag-alert" role="alert">
          {refusalWords(t, refused)}
        </p>
      ) : null}
      <div className="bag-layout">
        <ul className="bag-lines" aria-label={t("bag_title")}>
          {bag.lines.map((line) => (
            <BagLine key={line.id} line={line} action={action} onRemove={remove} onQuantity={quantity} />
          ))}
        </ul>

        <aside className="bag-summary" aria-labelledby="bag-summary-title">
          <h2 id="bag-summary-title" className="bag-summary__title">
            {t("bag_summary_title")}
          </h2>
          <form method="post" action={action} className="bag-promo" onSubmit={applyPromo} data-bag-promo>
            <input type="hidden" name="intent" value="applyPromo" />
            <label htmlFor={promoId} className="bag-promo__label">
              {t("bag_promo_label")}
            </label>
            <div className="bag-promo__row">
              <input
                id={promoId}
                name="code"
                className="bag-promo__input"
                autoComplete="off"
                autoCapitalize="characters"
                defaultValue={promo?.code ?? ""}
                maxLength={32}
                aria-describedby={promoWords ? `${promoId}-note` : undefined}
                aria-invalid={promo && !promo.applied ? true : undefined}
              />
              <button type="submit" className={buttonClasses("secondary", "sm")} disabled={pending}>
                {t("bag_promo_apply")}
              </button>
            </div>
            {refused?.field === "promo" ? (
              <p className="bag-promo__error" role="alert">
                {t("bag_promo_invalid")}
              </p>
            ) : promoWords ? (
              <p id={`${promoId}-note`} className={promo?.applied ? "bag-promo__applied" : "bag-promo__error"} role="status">
                {promoWords}
              </p>
            ) : null}
          </form>
          {promo ? (
            <form method="post" action={action} onSubmit={removePromo} className="bag-promo__remove">
              <input type="hidden" name="intent" value="removePromo" />
              <button type="submit" className={buttonClasses("link", "sm")} disabled={pending}>
                {t("bag_promo_remove")}
              </button>
            </form>
          ) : null}

          <dl className="bag-totals">
            <div className="bag-totals__row">
              <dt>{t("bag_subtotal")}</dt>
              <dd>
                <Price money={moneyOf(bag.subtotal)} />
              </dd>
            </div>
            {promo?.applied ? (
              <div className="bag-totals__row bag-totals__row--saving" data-bag-discount>
                <dt>{t("bag_discount", { code: promo.code })}</dt>
                <dd>
                  −<Price money={moneyOf(promo.discount)} />
                </dd>
              </div>
            ) : null}
            <div className="bag-totals__row">
              <dt>{t("bag_shipping")}</dt>
              <dd>{t("bag_shipping_free_value")}</dd>
            </div>
            <div className="bag-totals__row bag-totals__row--total">
              <dt>{t("bag_total")}</dt>
              <dd>
                <Price money={moneyOf(bag.total)} />
              </dd>
            </div>
          </dl>
          <p className="bag-note">{taxNote}</p>
          <ul className="bag-delivery">
            <li>{t("bag_shipping_free")}</li>
            {bag.deliveryDate ? <li data-delivery-date={bag.deliveryDate}>{t("bag_delivery", { date: day(bag.deliveryDate) })}</li> : null}
            {bag.expressDeliveryDate && bag.expressPrice ? (
              <li data-express-date={bag.expressDeliveryDate}>
                {t("bag_express", { price: formatMoney(moneyOf(bag.expressPrice), locale), date: day(bag.expressDeliveryDate) })}{" "}
                <span className="bag-note">{t("bag_express_note")}</span>
              </li>
            ) : null}
            <li>{t("bag_returns")}</li>
          </ul>

          <form method="post" action={action} className="bag-checkout" data-bag-checkout>
            <input type="hidden" name="intent" value="checkout" />
            {!data.signedIn ? (
              <div className="bag-checkout__email">
                <label htmlFor={emailId}>{t("bag_checkout_email")}</label>
                <input id={emailId} name="email" type="email" autoComplete="email" required aria-describedby={`${emailId}-note`} />
                <p id={`${emailId}-note`} className="bag-note">
                  {t("bag_checkout_email_note")}
                </p>
              </div>
            ) : null}
            {refused?.field === "checkout" || refused?.field === "email" ? (
              <p className="bag-alert" role="alert">
                {refusalWords(t, refused)}
              </p>
            ) : null}
            <button
              type="submit"
              className={buttonClasses("primary", "md", "bag-checkout__button")}
              disabled={!bag.checkoutable || pending}
            >
              {t("bag_checkout")}
            </button>
            {!bag.checkoutable ? <p className="bag-note">{t("bag_checkout_blocked")}</p> : null}
          </form>
          <Link className={buttonClasses("link", "sm", "bag-continue")} to={regionPath(region, "/")}>
            {t("bag_continue")}
          </Link>
        </aside>
      </div>
    </div>
  );
}

function BagLine({
  line,
  action,
  onRemove,
  onQuantity,
}: {
  line: Line;
  action: string;
  onRemove: (event: FormEvent<HTMLFormElement>) => void;
  onQuantity: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const t = useMessage();
  const { locale } = useSite();
  const quantityId = useId();
  const name = line.href ? <Link to={line.href}>{line.name}</Link> : line.name;
  return (
    <li className={line.available ? "bag-line" : "bag-line bag-line--unavailable"} data-bag-line={line.kind} data-line-id={line.id}>
      <div className="bag-line__image">{line.image ? <Image image={line.image} sizes="120px" /> : null}</div>
      <div className="bag-line__body">
        <h2 className="bag-line__name">{name}</h2>
        <ul className="bag-line__details">
          {line.description.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
        {!line.available && line.unavailableReason ? (
          <div className="bag-line__unavailable" role="note">
            <p>{t(UNAVAILABLE_WORDS[line.unavailableReason] ?? "bag_unavailable_withdrawn")}</p>
            {line.similarStones.length ? (
              <>
                <h3 className="bag-line__similar-title">{t("bag_similar_title")}</h3>
                <ul className="bag-similar">
                  {line.similarStones.map((s) => (
                    <li key={s.identifier} className="bag-similar__stone">
                      <Link to={s.url}>
                        <Image image={s.photo} sizes="64px" alt="" />
                        <span>{s.title}</span>
                        <Price money={moneyOf(s.price)} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
        <div className="bag-line__controls">
          {!line.unique && line.available ? (
            <form method="post" action={action} onSubmit={onQuantity} className="bag-line__quantity">
              <input type="hidden" name="intent" value="quantity" />
              <input type="hidden" name="lineId" value={line.id} />
              <label htmlFor={quantityId}>{t("bag_quantity")}</label>
              <select
                id={quantityId}
                name="quantity"
                defaultValue={line.quantity}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
              >
                {QUANTITIES.map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" className={buttonClasses("secondary", "sm")}>
                  {t("bag_update")}
                </button>
              </noscript>
            </form>
          ) : null}
          <form method="post" action={action} onSubmit={onRemove}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="lineId" value={line.id} />
            <button
              type="submit"
              className={buttonClasses("link", "sm")}
              aria-label={t("bag_remove_named", { name: line.name })}
              data-remove
            >
              {t("bag_remove")}
            </button>
          </form>
        </div>
      </div>
      <div className="bag-line__price">
        {line.available ? (
          <>
            {line.unitListPrice ? (
              <s className="bag-line__was">{t("bag_was", { price: formatMoney(moneyOf(line.unitListPrice), locale) })}</s>
            ) : null}
            <Price money={moneyOf(line.total)} className="bag-line__total" />
            {line.quantity > 1 ? (
              <span className="bag-line__unit">
                <Price money={moneyOf(line.unitPrice)} /> ×{line.quantity}
              </span>
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}
