import { Link } from "../ui/Link.tsx";
import { formatMoney } from "../../../core/money-format.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useOptionalSite } from "../../lib/site.tsx";
import { Image } from "../ui/Image.tsx";
import type { RingBuilderView } from "./types.ts";

/**
 * A stone that was in the ring has been sold since: the page says which one, and offers the similar
 * stones the API found (each to its own page, where it can be added, named and linked by the server:
 * app/routes/ring-builder/documents.ts), or the search of stones that fit.
 */
export function SoldStone({ ring }: { ring: RingBuilderView }) {
  const t = useMessage();
  const site = useOptionalSite();
  const locale = site?.locale ?? "en-gb";
  const gone = ring.unavailableStone;
  if (!gone) return null;
  const name = gone.title ?? gone.identifier;
  return (
    <section className="rb-sold" aria-labelledby="rb-sold-title" role="status" data-sold-stone={gone.identifier}>
      <h2 id="rb-sold-title" className="rb-sold__title">
        {t("rb_stone_sold_title")}
      </h2>
      <p>{t(ring.similarStones.length ? "rb_stone_sold_text" : "rb_stone_sold_none", { stone: name })}</p>
      {ring.similarStones.length ? (
        <>
          <h3 className="rb-sold__subtitle">{t("rb_similar_stones")}</h3>
          <ul className="rb-sold__list">
            {ring.similarStones.slice(0, 4).map((stone) => (
              <li key={stone.identifier}>
                <Link className="rb-sold__stone" to={stone.href}>
                  {stone.photo ? <Image image={stone.photo} alt="" sizes="96px" className="rb-sold__photo" /> : null}
                  <span className="rb-sold__name">{stone.name}</span>
                  <span className="rb-sold__price">{formatMoney(stone.price, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link className="rb-link-button" to={ring.links.stoneRecommendations}>
        {t("rb_search_stones")}
      </Link>
    </section>
  );
}
