import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Link } from "../ui/Link.tsx";
import { formatDeliveryDay } from "../../../core/delivery.ts";
import { equals, type Money } from "../../../core/money.ts";
import { formatMoney } from "../../../core/money-format.ts";
import { regionPath } from "../../../core/regions.ts";
import { formatStonePath, searchPathFor } from "../../../core/urls/stones.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useSite } from "../../lib/site.tsx";
import { RingSizeSelector } from "../catalogue/RingSizeSelector.tsx";
import { useHydrated } from "../catalogue/useHydrated.ts";
import { Image } from "../ui/Image.tsx";
import { caratLabel } from "../../../core/carat.ts";
import { stoneLabels } from "../stones/labels.ts";
import { stoneHref } from "./stone-href.ts";
import { keptRingSize } from "./ring-state.ts";
import { financeWords } from "./finance-words.ts";
import { SoldStone } from "./SoldStone.tsx";
import { RingBuilderFailure } from "./RingBuilderFailure.tsx";
import { RingBuilderForm } from "./RingBuilderForm.tsx";
import { AddToBagForm } from "../bag/AddToBagForm.tsx";
import type { RingBuilderErrorCode } from "../../../core/vocabulary/ring-builder.ts";
import { RETURN_FOCUS } from "./StepBar.tsx";
import type { RingBuilderView } from "./types.ts";
import type { YourRingPageData } from "../../routes/ring-builder/ring-builder.server.ts";
import { useRingBuilderChange } from "./useRingBuilderChange.ts";
import "../catalogue/catalogue.css";
import "./ring-builder.css";

// The dialog (react-aria's modal) is loaded after hydration; until then the page version shows.
const YourRingModal = lazy(() => import("./YourRingModal.tsx"));

const CONTACTS = "/about-us/contacts";
/**
 * The longest the dialog may take to leave before its destination opens anyway (its exit transition in
 * ring-builder.css takes a fraction of this).
 */
const EXIT_LIMIT_MS = 1000;

/**
 * "Your ring": a full-screen dialog over the page with the drawing of the setting and its stone, both
 * items with their details, prices and ways to change or remove them, the ring size, the total with
 * instalments where finance is offered, the delivery date and the next steps. Escape and Close leave
 * it with its exit transition for `closeTo`, where focus returns to the step bar's "your ring" step.
 * The server renders the same content as a page; once hydrated it is the modal dialog (react-aria:
 * focus moves in, is trapped and the page behind is inert).
 */
export function YourRing({
  ring: initial,
  closeTo,
  failed = null,
}: Pick<YourRingPageData, "ring" | "closeTo"> & { failed?: RingBuilderErrorCode[] | null }) {
  const t = useMessage();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  const ring = initial;
  const revalidator = useRevalidator();
  const titleId = useId();

  // Where the dialog is leaving for. The page opens once the dialog has gone (its exit transition
  // over): while it is still there, its focus containment would take focus back from the page, and
  // its overlay would lie over it.
  const destination = useRef<{ to: string; state?: Record<string, unknown> } | null>(null);
  const go = () => {
    const next = destination.current;
    destination.current = null;
    if (next) navigate(next.to, { state: next.state });
  };
  const leave = (to: string, state?: Record<string, unknown>) => {
    destination.current = { to, state };
    setOpen(false);
    if (!hydrated) go();
    else window.setTimeout(go, EXIT_LIMIT_MS);
  };
  const close = () => leave(closeTo, { [RETURN_FOCUS]: true });

  const body = (
    <RingContent
      ring={ring}
      onChanged={() => void revalidator.revalidate()}
      leave={leave}
      titleId={titleId}
      closeTo={closeTo}
      refused={failed}
    />
  );
  const head = (heading: ReactNode, closeButton: ReactNode) => (
    <header className="rb-ring__head">
      {heading}
      {closeButton}
    </header>
  );

  // The server's render (and the first render in the browser): the same content, as a page.
  const page = (
    <div className="rb-ring rb-ring--page" role="region" aria-labelledby={titleId}>
      {head(
        <h1 id={titleId} className="rb-ring__title">
          {t("rb_your_ring")}
        </h1>,
        <Link className="rb-ring__close" to={closeTo} aria-label={t("rb_close")}>
          <CloseIcon />
        </Link>,
      )}
      {body}
    </div>
  );
  if (!hydrated) return page;
  return (
    <Suspense fallback={page}>
      <YourRingModal
        isOpen={open}
        onClose={close}
        onGone={go}
        titleId={titleId}
        title={t("rb_your_ring")}
        closeButton={
          <button type="button" className="rb-ring__close" onClick={close} aria-label={t("rb_close")} data-close>
            <CloseIcon />
          </button>
        }
      >
        {body}
      </YourRingModal>
    </Suspense>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.5" fill="none" />
    </svg>
  );
}

function RingContent({
  ring,
  onChanged,
  leave,
  titleId,
  closeTo,
  refused,
}: {
  ring: RingBuilderView;
  /** The page the ring was opened on: the ring's forms post from it. */
  closeTo: string;
  /** Why a change posted as a form was refused (the page's scripts had not run). */
  refused: RingBuilderErrorCode[] | null;
  /** The ring changed here: the page loads it again. */
  onChanged: () => void;
  leave: (to: string) => void;
  titleId: string;
}) {
  const t = useMessage();
  const { region, locale, taxNote } = useSite();
  const { change, pending, failed: failedHere } = useRingBuilderChange();
  const failed = failedHere ?? refused;
  const hydrated = useHydrated();
  const [size, setSize] = useState(keptRingSize(ring.ringSize, ring.ringSizes));
  const [showSizeError, setShowSizeError] = useState(false);
  // A chosen size stays only while the options offer it (another setting, another region's sizes).
  useEffect(() => setSize((current) => keptRingSize(current || ring.ringSize, ring.ringSizes)), [ring.ringSizes, ring.ringSize]);
  const money = (m: Money) => formatMoney(m, locale);
  const day = (date: string | null) => formatDeliveryDay(date, locale);
  const { mount, stone } = ring;
  const stoneName = stone?.name ?? "";
  const label = stoneLabels(t);

  if (!mount && !stone) return <EmptyRing ring={ring} />;

  const chooseSize = async (value: string) => {
    setSize(value);
    if (value) setShowSizeError(false);
    if (!value) return;
    if (await change({ kind: "ringSize", ringSize: value })) onChanged();
  };
  const removeMount = async () => {
    if (!mount) return;
    // Where it goes is read from the catalogue's URL grammar (ring-links.ts), loaded while the change is sent.
    const [next, { settingsOfShape }] = await Promise.all([change({ kind: "removeMount" }), import("./ring-links.ts")]);
    if (next) leave(regionPath(region, settingsOfShape(mount.shape?.code ?? null)));
  };
  const removeStone = async () => {
    const next = await change({ kind: "removeStone" });
    if (next) leave(mount ? mount.href : regionPath(region, formatStonePath(searchPathFor("DIAMOND"))));
  };
  const sizeOptions = ring.ringSizes.map((o) => ({
    value: o.value,
    label: o.recommended ? t("cat_ring_size_recommended", { size: o.label }) : o.label,
  }));
  const sizeLabel = ring.ringSizes.find((o) => o.value === size)?.label ?? "";
  const description = t("rb_enquiry_subject", {
    setting: mount ? `${mount.name} (${mount.metal.label})` : "",
    stone: stoneName,
    size: sizeLabel,
  });
  const addToBag = (event: React.FormEvent) => {
    if (mount && ring.ringSizes.length && !size) {
      event.preventDefault();
      setShowSizeError(true);
      document.getElementById("rb-ring-size")?.querySelector("select")?.focus();
    }
  };

  return (
    <div className="rb-ring__body" data-ring>
      <SoldStone ring={ring} />
      <div className="rb-ring__grid">
        <figure className="rb-ring__figure">
          {ring.image ? (
            <Image
              image={ring.image}
              priority
              sizes="(min-width: 1360px) 630px, (min-width: 1024px) 45vw, 100vw"
              alt={mount && stone ? t("rb_ring_image", { setting: mount.name, stone: stoneName }) : undefined}
            />
          ) : mount?.image ? (
            <Image image={mount.image} priority sizes="(min-width: 1360px) 630px, (min-width: 1024px) 45vw, 100vw" />
          ) : stone?.image ? (
            <Image image={stone.image} priority sizes="(min-width: 1360px) 630px, (min-width: 1024px) 45vw, 100vw" />
          ) : null}
        </figure>

        <div className="rb-ring__summary">
          <ul className="rb-ring__items" aria-labelledby={titleId}>
            <li className="rb-item" data-item="mount" data-last-added={ring.lastAdded === "mount" || undefined}>
              <p className="rb-item__kind">
                {t("rb_setting")}
                {ring.lastAdded === "mount" ? <span className="rb-steps__badge">{t("rb_last_added")}</span> : null}
              </p>
              {mount ? (
                <>
                  <div className="rb-item__main">
                    {mount.image ? <Image image={mount.image} alt="" sizes="80px" className="rb-item__thumb" /> : null}
                    <div>
                      <h2 className="rb-item__name">
                        <Link to={mount.href}>{mount.name}</Link>
                      </h2>
                      <p className="rb-item__details">
                        {t("rb_setting_details", { metal: mount.metal.label, shape: mount.shape?.label ?? "" })}
                      </p>
                    </div>
                    <p className="rb-item__price" data-price>
                      {mount.price ? money(mount.price) : null}
                    </p>
                  </div>
                  <div className="rb-item__actions">
                    <Link className="rb-link-button" to={ring.links.otherSettings}>
                      {t("rb_change_setting")}
                    </Link>
                    <RingBuilderForm
                      change={{ kind: "removeMount" }}
                      from={closeTo}
                      onSubmit={() => void removeMount()}
                      className="rb-inline-form"
                    >
                      <button type="submit" className="rb-link-button" disabled={pending} data-remove="mount">
                        {t("rb_remove_setting")}
                      </button>
                    </RingBuilderForm>
                  </div>
                </>
              ) : (
                <p className="rb-item__missing">
                  {t("rb_missing_setting")} <Link to={ring.links.otherSettings}>{t("rb_step_choose_setting")}</Link>
                </p>
              )}
            </li>
            <li className="rb-item" data-item="stone" data-last-added={ring.lastAdded === "stone" || undefined}>
              <p className="rb-item__kind">
                {t("rb_stone")}
                {ring.lastAdded === "stone" ? <span className="rb-steps__badge">{t("rb_last_added")}</span> : null}
              </p>
              {stone ? (
                <>
                  <div className="rb-item__main">
                    {stone.image ? <Image image={stone.image} alt="" sizes="80px" className="rb-item__thumb" /> : null}
                    <div>
                      <h2 className="rb-item__name">
                        <Link to={stoneHref(region, stone)}>{stoneName}</Link>
                      </h2>
                      <p className="rb-item__details">
                        {[caratLabel(stone.caratWeight), label.category(stone.category), stone.facts?.certificates[0]?.lab ?? null]
                          .filter(Boolean)
                          .join(" · ")}
                      </p>
                    </div>
                    <p className="rb-item__price" data-price>
                      {money(stone.price)}
                    </p>
                  </div>
                  <div className="rb-item__actions">
                    <Link className="rb-link-button" to={ring.links.otherStones}>
                      {t("rb_change_stone")}
                    </Link>
                    <RingBuilderForm
                      change={{ kind: "removeStone" }}
                      from={closeTo}
                      onSubmit={() => void removeStone()}
                      className="rb-inline-form"
                    >
                      <button type="submit" className="rb-link-button" disabled={pending} data-remove="stone">
                        {t("rb_remove_stone")}
                      </button>
                    </RingBuilderForm>
                  </div>
                </>
              ) : (
                <p className="rb-item__missing">
                  {t("rb_missing_stone")} <Link to={ring.links.stone}>{t("rb_step_choose_stone")}</Link>
                </p>
              )}
            </li>
          </ul>

          {mount && ring.ringSizes.length ? (
            // A form: the size is saved as it is chosen, or (before the page's scripts run) with its button.
            <RingBuilderForm change={{ kind: "ringSize", ringSize: "" }} from={closeTo} onSubmit={() => void chooseSize(size)}>
              <div id="rb-ring-size" className="rb-ring__size">
                <RingSizeSelector
                  options={sizeOptions}
                  value={size}
                  onChange={chooseSize}
                  showError={showSizeError}
                  guideHref={regionPath(region, "/ring-guidance")}
                />
                {hydrated ? null : (
                  <button type="submit" className="btn btn--secondary btn--sm" data-save-ring-size>
                    {t("rb_save_ring_size")}
                  </button>
                )}
              </div>
            </RingBuilderForm>
          ) : null}

          {ring.total ? (
            <div className="rb-ring__total">
              <p className="rb-ring__total-row">
                <span>{t("rb_total")}</span>
                <strong data-total>{money(ring.total)}</strong>
              </p>
              {ring.taxType ? <p className="rb-ring__note">{taxNote}</p> : null}
              {ring.finance ? (
                <p className="rb-ring__note" data-finance>
                  {financeWords(t, {
                    count: ring.finance.count,
                    first: money(ring.finance.first),
                    regular: money(ring.finance.amount),
                    even: equals(ring.finance.first, ring.finance.amount),
                  })}
                </p>
              ) : null}
            </div>
          ) : null}

          {ring.deliveryDate ? (
            <ul className="rb-ring__delivery">
              <li data-delivery-date={ring.deliveryDate}>{t("rb_delivery", { date: day(ring.deliveryDate) ?? "" })}</li>
              {ring.expressDeliveryDate ? (
                <li data-express-date={ring.expressDeliveryDate}>
                  {t("rb_delivery_express", { date: day(ring.expressDeliveryDate) ?? "" })}
                </li>
              ) : null}
              {mount && stone ? <li className="rb-ring__note">{t("rb_delivery_note")}</li> : null}
            </ul>
          ) : null}

          <RingBuilderFailure failed={failed} />

          <div className="rb-ring__actions">
            {mount && stone ? (
              <>
                {/* The ring goes into the bag; the builder keeps it (docs/decisions/0700-the-bag.md). */}
                <AddToBagForm fields={{ line: "ring", ringSize: size || null }} onSubmit={addToBag}>
                  <button type="submit" className="btn btn--primary rb-ring__cta" data-action="order">
                    {t("rb_add_to_bag")}
                  </button>
                </AddToBagForm>
                <p className="rb-ring__note">{t("rb_add_to_bag_note")}</p>
              </>
            ) : null}
            <div className="rb-ring__secondary">
              <a className="btn btn--secondary btn--sm" href={`mailto:${t("contact_email")}?subject=${encodeURIComponent(description)}`}>
                {t("rb_enquire")}
              </a>
              <Link className="btn btn--secondary btn--sm" to={regionPath(region, CONTACTS)}>
                {t("rb_book")}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** No ring chosen: invites the visitor to start with a setting or with a stone. */
export function EmptyRing({ ring }: { ring: RingBuilderView }) {
  const t = useMessage();
  const { region } = useSite();
  return (
    <div className="rb-ring__body rb-empty" data-ring-empty>
      <SoldStone ring={ring} />
      <h2 className="rb-empty__title">{t("rb_empty_title")}</h2>
      <p>{t("rb_empty_text")}</p>
      <div className="rb-empty__actions">
        <Link className="btn btn--primary" to={ring.links.settings}>
          {t("rb_start_setting")}
        </Link>
        <Link className="btn btn--secondary" to={regionPath(region, formatStonePath(searchPathFor("DIAMOND")))}>
          {t("rb_start_stone")}
        </Link>
        <Link className="btn btn--secondary" to={regionPath(region, formatStonePath(searchPathFor("GEMSTONE")))}>
          {t("rb_start_gemstone")}
        </Link>
      </div>
    </div>
  );
}
