import "./stones.css";
import { Link } from "../ui/Link.tsx";
import { caratLabel } from "../../../core/carat.ts";
import { formatMoney } from "../../../core/money-format.ts";
import type { Locale } from "../../../core/regions.ts";
import { useMessage } from "../../lib/intl.tsx";
import { Image } from "../ui/Image.tsx";
import { ShapeIcon } from "../ui/ShapeIcon.tsx";
import { gradeLine, stoneLabels, stoneTitle } from "./labels.ts";
import type { StoneView } from "./types.ts";
import "./Results.css";

export interface ResultsProps {
  stones: StoneView[];
  locale: Locale;
  /** The note the prices are shown with, in the visitor's words (the site data's, by the region's tax rule). */
  taxNote: string;
  /** The detail URL of a stone (region-prefixed). */
  hrefFor: (stone: StoneView) => string;
  selectedId: string | null;
  isGemstone: boolean;
  isFancy: boolean;
  /** Called instead of following the link (non-SKU searches select a stone in the hash). */
  onSelect?: (stone: StoneView) => void;
}

function price(stone: StoneView, locale: Locale): string {
  return formatMoney(stone.price, locale);
}

function ExpressBadge() {
  const t = useMessage();
  return <span className="stone-badge">{t("stone_badge_express")}</span>;
}

/**
 * Search results: a table on desktop (1024 px and wider) and cards below, both rendered on the
 * server so that every visitor and crawler sees the stones.
 */
export function Results({ stones, locale, taxNote, hrefFor, selectedId, isGemstone, isFancy, onSelect }: ResultsProps) {
  const t = useMessage();
  const label = stoneLabels(t);
  const click = (stone: StoneView) => (event: React.MouseEvent) => {
    if (!onSelect || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(stone);
  };
  return (
    <>
      <table className="stone-table">
        <caption className="visually-hidden">{t("stone_table_caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("stone_field_shape")}</th>
            <th scope="col">{t("stone_field_carat")}</th>
            {isGemstone ? (
              <>
                <th scope="col">{t("stone_field_gemstone")}</th>
                <th scope="col">{t("stone_field_colour")}</th>
                <th scope="col">{t("stone_field_colour_grade")}</th>
                <th scope="col">{t("stone_field_treatment")}</th>
              </>
            ) : (
              <>
                <th scope="col">{t("stone_field_colour")}</th>
                <th scope="col">{t(isFancy ? "stone_field_intensity" : "stone_field_clarity")}</th>
                <th scope="col">{t(isFancy ? "stone_field_clarity" : "stone_field_cut")}</th>
                <th scope="col">{t("stone_field_report")}</th>
              </>
            )}
            <th scope="col">{t("stone_field_delivery")}</th>
            <th scope="col" className="stone-table__price">
              {t("stone_field_price")}{" "}
              <span className="stone-tax-note" data-tax-note>
                {taxNote}
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {stones.map((stone) => (
            <tr key={stone.identifier} aria-current={stone.identifier === selectedId ? "true" : undefined}>
              <th scope="row">
                <Link to={hrefFor(stone)} className="stone-table__link" onClick={click(stone)} preventScrollReset={Boolean(onSelect)}>
                  <ShapeIcon code={stone.shape} size={22} className="stone-table__icon" />
                  <span>{label.shape(stone.shape)}</span>
                  <span className="visually-hidden">{t("stone_view_stone", { title: stoneTitle(t, stone) })}</span>
                </Link>
              </th>
              <td>{caratLabel(stone.caratWeight)}</td>
              {isGemstone ? (
                <>
                  <td>{label.gemstoneType(stone.gemstoneType)}</td>
                  <td>{label.gemstoneColour(stone.gemstoneColour)}</td>
                  <td>{label.colourGrade(stone.colourGrade)}</td>
                  <td>{t(stone.isTreated ? "stone_treated" : "stone_untreated")}</td>
                </>
              ) : isFancy ? (
                <>
                  <td>{label.fancyColour(stone.fancyColour)}</td>
                  <td>{label.intensity(stone.intensity)}</td>
                  <td>{label.clarity(stone.clarity)}</td>
                  <td>{stone.certificates[0]?.lab ?? "—"}</td>
                </>
              ) : (
                <>
                  <td>{label.colour(stone.colour)}</td>
                  <td>{label.clarity(stone.clarity)}</td>
                  <td>{label.grade(stone.cut) ?? "—"}</td>
                  <td>{stone.certificates[0]?.lab ?? "—"}</td>
                </>
              )}
              <td>{stone.express ? <ExpressBadge /> : t("stone_delivery_days", { days: stone.deliveryDays })}</td>
              <td className="stone-table__price">{price(stone, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="stone-cards">
        {stones.map((stone) => (
          <li key={stone.identifier} className="stone-card" aria-current={stone.identifier === selectedId ? "true" : undefined}>
            <Link to={hrefFor(stone)} className="stone-card__link" onClick={click(stone)} preventScrollReset={Boolean(onSelect)}>
              <div className="stone-card__media">
                {stone.photo ? (
                  <Image
                    image={stone.photo}
                    sizes="(max-width: 359px) 100vw, (max-width: 639px) 50vw, 20rem"
                    alt=""
                    width={400}
                    height={400}
                  />
                ) : null}
                {stone.express ? <ExpressBadge /> : null}
              </div>
              <h3 className="stone-card__title">{stoneTitle(t, stone)}</h3>
              <p className="stone-card__grades">{gradeLine(t, stone)}</p>
              <p className="stone-card__price">
                {price(stone, locale)} <span className="stone-tax-note">{taxNote}</span>
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
