import "./stones.css";
import type { ReactNode } from "react";
import { Link } from "../ui/Link.tsx";
import { caratLabel } from "../../../core/carat.ts";
import { isFancyCategory } from "../../../core/vocabulary/stones.ts";
import { formatDeliveryDay } from "../../../core/delivery.ts";
import { formatMoney } from "../../../core/money-format.ts";
import type { Locale } from "../../../core/regions.ts";
import { useSite } from "../../lib/site.tsx";
import { RichMessage, useMessage } from "../../lib/intl.tsx";
import { Image } from "../ui/Image.tsx";
import { countryName } from "../../../core/countries.ts";
import { measurements, stoneLabels, stoneTitle } from "./labels.ts";
import type { StoneView } from "./types.ts";
import "./StoneDetail.css";

function Row({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <div className="stone-specs__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const pct = (v: number | null) => (v === null ? null : `${v.toFixed(1)}%`);

/** Every grade of a stone as a definition list (stone detail and the diamond report). */
export function StoneSpecs({ stone }: { stone: StoneView }) {
  const t = useMessage();
  const label = stoneLabels(t);
  const gem = stone.category === "GEMSTONE";
  const fancy = isFancyCategory(stone.category);
  return (
    <dl className="stone-specs">
      <Row term={t("stone_field_stone_id")}>{stone.identifier}</Row>
      <Row term={t("stone_field_type")}>{label.category(stone.category)}</Row>
      <Row term={t("stone_field_shape")}>{label.shape(stone.shape)}</Row>
      <Row term={t("stone_field_carat_weight")}>{caratLabel(stone.caratWeight)}</Row>
      {gem ? (
        <>
          <Row term={t("stone_field_gemstone")}>{label.gemstoneType(stone.gemstoneType)}</Row>
          <Row term={t("stone_field_crystal")}>{stone.crystal}</Row>
          <Row term={t("stone_field_colour")}>{label.gemstoneColour(stone.gemstoneColour)}</Row>
          <Row term={t("stone_field_colour_grade")}>{label.colourGrade(stone.colourGrade)}</Row>
          <Row term={t("stone_field_clarity")}>{label.gemstoneClarity(stone.gemstoneClarity)}</Row>
          <Row term={t("stone_field_grade")}>{label.gemstoneGrade(stone.grade)}</Row>
          <Row term={t("stone_field_treatment")}>{t(stone.isTreated ? "stone_treated" : "stone_untreated")}</Row>
        </>
      ) : (
        <>
          {fancy ? (
            <>
              <Row term={t("stone_field_colour")}>{label.fancyColour(stone.fancyColour)}</Row>
              <Row term={t("stone_field_intensity")}>{label.intensity(stone.intensity)}</Row>
            </>
          ) : (
            <Row term={t("stone_field_colour")}>{label.colour(stone.colour)}</Row>
          )}
          <Row term={t("stone_field_clarity")}>{label.clarity(stone.clarity)}</Row>
          <Row term={t("stone_field_cut")}>{label.grade(stone.cut)}</Row>
          <Row term={t("stone_field_polish")}>{label.grade(stone.polish)}</Row>
          <Row term={t("stone_field_symmetry")}>{label.grade(stone.symmetry)}</Row>
          <Row term={t("stone_field_fluorescence")}>{label.fluorescence(stone.fluorescence)}</Row>
          <Row term={t("stone_field_girdle")}>{stone.girdle}</Row>
        </>
      )}
      <Row term={t("stone_field_measurements")}>{measurements(t, stone)}</Row>
      <Row term={t("stone_field_ratio")}>{stone.ratio === null ? null : stone.ratio.toFixed(2)}</Row>
      <Row term={t("stone_field_depth")}>{pct(stone.depthPercent)}</Row>
      <Row term={t("stone_field_table")}>{pct(stone.tablePercent)}</Row>
      <Row term={t("stone_field_origin")}>{countryName(stone.originCountry)}</Row>
      {stone.canadaMark ? <Row term={t("stone_flag_canada_mark")}>{t("stone_flag_canada_mark_hint")}</Row> : null}
      {stone.knownOrigin ? <Row term={t("stone_flag_known_origin")}>{t("stone_known_origin_detail")}</Row> : null}
      <Row term={t("stone_field_ships_from")}>{countryName(stone.shippingFromCountry)}</Row>
    </dl>
  );
}

export interface StoneDetailProps {
  stone: StoneView;
  locale: Locale;
  /** Region-prefixed links. */
  dtlHref: string | null;
  contactHref: string;
  closeHref?: string;
  onClose?: () => void;
  headingLevel?: 1 | 2;
  /** The ring builder's action for this stone ("Add to a ring"), beside the others. */
  ringAction?: ReactNode;
}

/**
 * The stone detail (docs/product.md#stone-detail): photo, video when there is one, every grade, measurements,
 * certificate links to the lab, delivery date, express badge and the price in the region currency.
 */
export function StoneDetail({ stone, locale, dtlHref, contactHref, closeHref, onClose, headingLevel = 2, ringAction }: StoneDetailProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const t = useMessage();
  const label = stoneLabels(t);
  const title = stoneTitle(t, stone);
  const delivery = formatDeliveryDay(stone.deliveryDate, locale);
  const { taxNote } = useSite();
  return (
    <article className="stone-detail" aria-labelledby={`stone-${stone.identifier}`}>
      <div className="stone-detail__media">
        {stone.photo ? (
          <Image image={stone.photo} priority sizes="(min-width: 1024px) 40vw, 100vw" className="stone-detail__photo" />
        ) : null}
        {stone.video ? (
          <video
            className="stone-detail__video"
            src={stone.video}
            controls
            muted
            loop
            playsInline
            preload="none"
            aria-label={t("stone_video_label", { title })}
          />
        ) : null}
      </div>
      <div className="stone-detail__body">
        <p className="eyebrow stone-eyebrow">{label.category(stone.category)}</p>
        <Heading id={`stone-${stone.identifier}`} className="stone-detail__title">
          {title}
        </Heading>
        <p className="stone-detail__price">
          {formatMoney(stone.price, locale)}{" "}
          <span className="stone-tax-note" data-tax-note>
            {taxNote}
          </span>
        </p>
        <div className="stone-detail__badges">
          {stone.express ? <span className="stone-badge">{t("stone_flag_express")}</span> : null}
          {stone.inStock ? <span className="stone-badge stone-badge--quiet">{t("stone_flag_in_stock")}</span> : null}
        </div>
        {delivery ? (
          <p className="stone-detail__delivery">
            <RichMessage id="stone_delivery_by" values={{ date: delivery, b: (chunks) => <strong>{chunks}</strong> }} />
          </p>
        ) : (
          <p className="stone-detail__delivery">{t("stone_delivery_ready", { days: stone.deliveryDays })}</p>
        )}
        <StoneSpecs stone={stone} />
        {stone.certificates.length ? (
          <ul className="stone-detail__certificates">
            {stone.certificates.map((c) => (
              <li key={c.lab}>
                <a href={c.url} target="_blank" rel="noopener noreferrer">
                  {t("stone_certificate_link", { lab: c.lab, number: c.number })}
                  <span className="visually-hidden"> {t("opens_new_window")}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {ringAction}
        <div className="stone-detail__actions">
          <Link to={contactHref} className={ringAction ? "btn btn--secondary" : "btn btn--primary"}>
            {t("stone_enquire")}
          </Link>
          {dtlHref ? (
            <Link to={dtlHref} className="btn btn--secondary">
              {t("stone_view_report")}
            </Link>
          ) : null}
          {closeHref ? (
            <Link
              to={closeHref}
              className="stone-link-button"
              onClick={onClose ? (e) => (e.preventDefault(), onClose()) : undefined}
              preventScrollReset
            >
              {t("stone_back_to_results")}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
