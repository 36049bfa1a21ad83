import "./stones.css";
import { Link } from "../ui/Link.tsx";
import { caratLabel } from "../../../core/carat.ts";
import { isFancyCategory } from "../../../core/vocabulary/stones.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useRegionHref } from "../../lib/site.tsx";
import { Image } from "../ui/Image.tsx";
import { measurements, stoneLabels, stoneTitle } from "./labels.ts";
import { StoneSpecs } from "./StoneDetail.tsx";
import type { StoneView } from "./types.ts";
import "./DiamondReport.css";

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
  const t = useMessage();
  const label = stoneLabels(t);
  const size = measurements(t, stone);
  const gem = stone.category === "GEMSTONE";
  const fancy = isFancyCategory(stone.category);
  return (
    <article className="dtl" aria-labelledby="dtl-title">
      <header className="dtl__head">
        <p className="eyebrow stone-eyebrow">{t("stone_report_eyebrow", { identifier: stone.identifier })}</p>
        <h1 id="dtl-title" className="dtl__title">
          {stoneTitle(t, stone)}
        </h1>
        <dl className="dtl-summary">
          <Summary term={t("stone_field_carat")} value={caratLabel(stone.caratWeight)} />
          <Summary term={t("stone_field_shape")} value={label.shape(stone.shape)} />
          {gem ? (
            <>
              <Summary term={t("stone_field_colour")} value={label.gemstoneColour(stone.gemstoneColour)} />
              <Summary term={t("stone_field_colour_grade")} value={label.colourGrade(stone.colourGrade)} />
            </>
          ) : (
            <>
              <Summary
                term={t("stone_field_colour")}
                value={
                  fancy
                    ? [label.intensity(stone.intensity), label.fancyColour(stone.fancyColour)].filter(Boolean).join(" ")
                    : label.colour(stone.colour)
                }
              />
              <Summary term={t("stone_field_clarity")} value={label.clarity(stone.clarity)} />
              <Summary term={t("stone_field_cut")} value={label.grade(stone.cut)} />
            </>
          )}
        </dl>
      </header>
      <div className="dtl__body">
        <figure className="dtl__figure">
          {stone.photo ? <Image image={stone.photo} priority sizes="(min-width: 1024px) 18rem, 90vw" /> : null}
          {size ? <figcaption>{size}</figcaption> : null}
        </figure>
        <section className="dtl__grades" aria-labelledby="dtl-grades">
          <h2 id="dtl-grades" className="dtl__heading">
            {t("stone_report_grading")}
          </h2>
          <StoneSpecs stone={stone} />
        </section>
        <section className="dtl__certs" aria-labelledby="dtl-certs">
          <h2 id="dtl-certs" className="dtl__heading">
            {t("stone_report_certificates")}
          </h2>
          {stone.certificates.length ? (
            <ul>
              {stone.certificates.map((c) => (
                <li key={c.lab}>
                  <a href={c.url} target="_blank" rel="noopener noreferrer">
                    {t("stone_certificate_link", { lab: c.lab, number: c.number })}
                    <span className="visually-hidden"> {t("opens_new_window")}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("stone_report_in_house")}</p>
          )}
          <p className="dtl__note">{t("stone_report_note")}</p>
          <div className="dtl__actions">
            <Link to={href(data.detailHref)} className="btn btn--primary">
              {t("stone_report_view_stone")}
            </Link>
            <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
              {t("stone_report_print")}
            </button>
          </div>
        </section>
      </div>
    </article>
  );
}
