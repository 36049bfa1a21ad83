import type { ReactNode } from "react";
import { Link } from "react-router";
import { caratLabel } from "../../../core/carat.ts";
import { formatMoney } from "../../../core/money.ts";
import type { Currency, Locale } from "../../../core/regions.ts";
import { Image } from "../ui/Image.tsx";
import { countryName, formatDeliveryDate, label, measurements, stoneTitle } from "./labels.ts";
import type { StoneView } from "./types.ts";

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
  const gem = stone.category === "GEMSTONE";
  const fancy = stone.category === "FANCY_DIAMOND" || stone.category === "LAB_GROWN_FANCY_DIAMOND";
  return (
    <dl className="stone-specs">
      <Row term="Stone ID">{stone.identifier}</Row>
      <Row term="Type">{label.category(stone.category)}</Row>
      <Row term="Shape">{label.shape(stone.shape)}</Row>
      <Row term="Carat weight">{caratLabel(stone.caratWeight)}</Row>
      {gem ? (
        <>
          <Row term="Gemstone">{label.gemstoneType(stone.gemstoneType)}</Row>
          <Row term="Crystal">{stone.crystal}</Row>
          <Row term="Colour">{label.gemstoneColour(stone.gemstoneColour)}</Row>
          <Row term="Colour grade">{label.colourGrade(stone.colourGrade)}</Row>
          <Row term="Clarity">{label.gemstoneClarity(stone.gemstoneClarity)}</Row>
          <Row term="Grade">{label.gemstoneGrade(stone.grade)}</Row>
          <Row term="Treatment">{stone.isTreated ? "Treated" : "Untreated"}</Row>
        </>
      ) : (
        <>
          {fancy ? (
            <>
              <Row term="Colour">{label.fancyColour(stone.fancyColour)}</Row>
              <Row term="Intensity">{label.intensity(stone.intensity)}</Row>
            </>
          ) : (
            <Row term="Colour">{label.colour(stone.colour)}</Row>
          )}
          <Row term="Clarity">{label.clarity(stone.clarity)}</Row>
          <Row term="Cut">{label.grade(stone.cut)}</Row>
          <Row term="Polish">{label.grade(stone.polish)}</Row>
          <Row term="Symmetry">{label.grade(stone.symmetry)}</Row>
          <Row term="Fluorescence">{label.fluorescence(stone.fluorescence)}</Row>
          <Row term="Girdle">{stone.girdle}</Row>
        </>
      )}
      <Row term="Measurements">{measurements(stone)}</Row>
      <Row term="Length to width ratio">{stone.ratio === null ? null : stone.ratio.toFixed(2)}</Row>
      <Row term="Depth">{pct(stone.depthPercent)}</Row>
      <Row term="Table">{pct(stone.tablePercent)}</Row>
      <Row term="Origin">{countryName(stone.originCountry)}</Row>
      {stone.canadaMark ? <Row term="CanadaMark">Certified Canadian origin</Row> : null}
      {stone.knownOrigin ? <Row term="Known origin">Traceable to its mine</Row> : null}
      <Row term="Ships from">{countryName(stone.shippingFromCountry)}</Row>
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
}

/**
 * The stone detail (SPEC 2.4): photo, video when there is one, every grade, measurements,
 * certificate links to the lab, delivery date, express badge and the price in the region currency.
 */
export function StoneDetail({ stone, locale, dtlHref, contactHref, closeHref, onClose, headingLevel = 2 }: StoneDetailProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const delivery = formatDeliveryDate(stone.deliveryDate);
  return (
    <article className="stone-detail" aria-labelledby={`stone-${stone.identifier}`}>
      <div className="stone-detail__media">
        {stone.photo ? <Image image={stone.photo} priority sizes="(min-width: 1024px) 40vw, 100vw" className="stone-detail__photo" /> : null}
        {stone.video ? (
          <video className="stone-detail__video" src={stone.video} controls muted loop playsInline preload="none" aria-label={`Video of the ${stoneTitle(stone)}`} />
        ) : null}
      </div>
      <div className="stone-detail__body">
        <p className="eyebrow stone-eyebrow">{label.category(stone.category)}</p>
        <Heading id={`stone-${stone.identifier}`} className="stone-detail__title">
          {stoneTitle(stone)}
        </Heading>
        <p className="stone-detail__price">{formatMoney({ amount: stone.price.amount, currency: stone.price.currency as Currency }, locale)}</p>
        <div className="stone-detail__badges">
          {stone.express ? <span className="stone-badge">Express delivery</span> : null}
          {stone.inStock ? <span className="stone-badge stone-badge--quiet">In stock</span> : null}
        </div>
        {delivery ? (
          <p className="stone-detail__delivery">
            Order today for delivery by <strong>{delivery}</strong>. Free shipping and returns.
          </p>
        ) : (
          <p className="stone-detail__delivery">
            Ready to ship in {stone.deliveryDays} working days. Free shipping and returns.
          </p>
        )}
        <StoneSpecs stone={stone} />
        {stone.certificates.length ? (
          <ul className="stone-detail__certificates">
            {stone.certificates.map((c) => (
              <li key={c.lab}>
                <a href={c.url} target="_blank" rel="noopener noreferrer">
                  {c.lab} report {c.number}
                  <span className="visually-hidden"> (opens in a new window)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="stone-detail__actions">
          <Link to={contactHref} className="btn btn--primary">
            Enquire about this stone
          </Link>
          {dtlHref ? (
            <Link to={dtlHref} className="btn btn--secondary">
              View diamond report
            </Link>
          ) : null}
          {closeHref ? (
            <Link to={closeHref} className="stone-link-button" onClick={onClose ? (e) => (e.preventDefault(), onClose()) : undefined} preventScrollReset>
              Back to all results
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** SPEC 8 "Stone not found": asks the visitor to choose another stone. */
export function StoneNotFound({ searchHref, noun }: { searchHref: string; noun: string }) {
  return (
    <section className="stone-notice" aria-labelledby="stone-notice-title">
      <h1 id="stone-notice-title" className="stone-notice__title">
        Stone not found
      </h1>
      <p>This stone has been sold or is no longer available. Please choose another {noun.replace(/s$/, "")} from our selection below.</p>
      <Link to={searchHref} className="btn btn--secondary">
        Choose another {noun.replace(/s$/, "")}
      </Link>
    </section>
  );
}

/** SPEC 8 "No stones found": the ways out are adjusting filters, resetting them or making a request. */
export function NoStones({ noun, onAdjust, resetHref, contactHref }: { noun: string; onAdjust: () => void; resetHref: string; contactHref: string }) {
  return (
    <section className="stone-empty" aria-labelledby="stone-empty-title">
      <h2 id="stone-empty-title" className="stone-empty__title">
        No stones found
      </h2>
      <p>
        No {noun} match every filter you have chosen. Adjust your filters, or tell us what you are looking for and our experts will source it
        for you.
      </p>
      <div className="stone-empty__actions">
        <button type="button" className="btn btn--secondary" onClick={onAdjust}>
          Adjust filters
        </button>
        <Link to={resetHref} className="btn btn--secondary">
          Reset filters
        </Link>
        <Link to={contactHref} className="btn btn--primary">
          Make a request
        </Link>
      </div>
    </section>
  );
}
