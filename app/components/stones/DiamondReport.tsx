import { Link } from "react-router";
import { caratLabel } from "../../../core/carat.ts";
import { useRegionHref } from "../../lib/site.tsx";
import { Image } from "../ui/Image.tsx";
import { label, measurements, stoneTitle } from "./labels.ts";
import { StoneSpecs } from "./StoneDetail.tsx";
import type { StoneView } from "./types.ts";
import "./stones.css";

export interface DiamondReportProps {
  data: { stone: StoneView; detailHref: string };
}

/** One headline grade of the report's summary band. */
function Summary({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="dtl-summary__item">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * diamonds/{identifier}/dtl: a clean, printable report of a diamond's grades, proportions and
 * certificates.
 */
export function DiamondReport({ data }: DiamondReportProps) {
  const { stone } = data;
  const href = useRegionHref();
  const gem = stone.category === "GEMSTONE";
  const fancy = stone.category === "FANCY_DIAMOND" || stone.category === "LAB_GROWN_FANCY_DIAMOND";
  return (
    <article className="dtl" aria-labelledby="dtl-title">
      <header className="dtl__head">
        <p className="eyebrow stone-eyebrow">Diamond report · {stone.identifier}</p>
        <h1 id="dtl-title" className="dtl__title">
          {stoneTitle(stone)}
        </h1>
        <dl className="dtl-summary">
          <Summary term="Carat" value={caratLabel(stone.caratWeight)} />
          <Summary term="Shape" value={label.shape(stone.shape)} />
          {gem ? (
            <>
              <Summary term="Colour" value={label.gemstoneColour(stone.gemstoneColour)} />
              <Summary term="Colour grade" value={label.colourGrade(stone.colourGrade)} />
            </>
          ) : (
            <>
              <Summary term="Colour" value={fancy ? [label.intensity(stone.intensity), label.fancyColour(stone.fancyColour)].filter(Boolean).join(" ") : label.colour(stone.colour)} />
              <Summary term="Clarity" value={label.clarity(stone.clarity)} />
              <Summary term="Cut" value={label.grade(stone.cut)} />
            </>
          )}
        </dl>
      </header>
      <div className="dtl__body">
        <figure className="dtl__figure">
          {stone.photo ? <Image image={stone.photo} priority sizes="(min-width: 1024px) 30vw, 90vw" /> : null}
          {measurements(stone) ? <figcaption>{measurements(stone)}</figcaption> : null}
        </figure>
        <section className="dtl__grades" aria-labelledby="dtl-grades">
          <h2 id="dtl-grades" className="dtl__heading">
            Grading
          </h2>
          <StoneSpecs stone={stone} />
        </section>
        <section className="dtl__certs" aria-labelledby="dtl-certs">
          <h2 id="dtl-certs" className="dtl__heading">
            Certificates
          </h2>
          {stone.certificates.length ? (
            <ul>
              {stone.certificates.map((c) => (
                <li key={c.lab}>
                  <a href={c.url} target="_blank" rel="noopener noreferrer">
                    {c.lab} report {c.number}
                    <span className="visually-hidden"> (opens in a new window)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>Graded by our own gemmologists.</p>
          )}
          <p className="dtl__note">
            Grades are given by the laboratory named on the certificate. Measurements are in millimetres; proportions as a percentage of
            the average girdle diameter.
          </p>
          <div className="dtl__actions">
            <Link to={href(data.detailHref)} className="btn btn--primary">
              View this diamond
            </Link>
            <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
              Print report
            </button>
          </div>
        </section>
      </div>
    </article>
  );
}
