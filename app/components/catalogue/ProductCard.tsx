import { useState } from "react";
import { Link } from "../ui/Link.tsx";
import { formatMoney } from "../../../core/money-format.ts";
import type { Locale } from "../../../core/regions.ts";
import { RichMessage, type Translate } from "../../lib/intl.tsx";
import { Image } from "../ui/Image.tsx";
import { moneyOf } from "../../lib/money.ts";
import { Rating } from "./Rating.tsx";
import type { ImageData, MoneyData } from "./types.ts";
import type { CardData } from "../../routes/catalogue/documents.ts";
import "./ProductCard.css";

export interface ProductCardData {
  id: string;
  href: string;
  name: string;
  /** First image is shown; the second appears on hover. */
  images: ImageData[];
  /** The lowest price of the design in the region currency. */
  fromPrice: MoneyData;
  /** The price is the piece's own (a finished ring), shown without "from". */
  exactPrice?: boolean;
  rating?: { average: number; count: number } | null;
  /** A short line under the name ("Platinum · Round"). */
  detail?: string | null;
  /** "Express delivery", "Ready to ship". */
  badge?: string | null;
}

/** A listing's card of a design (a listing's results, a product page's related designs). */
export function cardOf(card: CardData, kind: "ENGAGEMENT_RING" | string, t: Translate): ProductCardData {
  return {
    id: card.id,
    href: card.url,
    name: card.productName,
    images: [card.image, card.hoverImage],
    fromPrice: moneyOf(card.salePrice),
    // A ready-to-go card is one finished ring: its price is the price, not a starting point.
    exactPrice: kind === "READY_TO_GO",
    rating: card.rating.average !== null ? { average: card.rating.average, count: card.rating.count } : null,
    detail: kind === "JEWELLERY" ? card.metal.label : [card.metal.label, card.shape?.label].filter(Boolean).join(" · "),
    badge: card.expressEligible ? t("cat_badge_express") : null,
  };
}

interface ProductCardProps {
  product: ProductCardData;
  locale: Locale;
  /** The first cards are above the fold: their images load at once. */
  priority?: boolean;
}

/** A card's width: two columns on phones, three from 640 px, four from 1024 px, in a page at most 1360 px wide. */
const CARD_SIZES = "(min-width: 1360px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

export function ProductCard({ product, locale, priority }: ProductCardProps) {
  const [first, second] = product.images;
  // The second view is only fetched (and put in the page) once the visitor points at the card.
  const [wanted, setWanted] = useState(false);
  return (
    <article className="cat-card">
      <Link to={product.href} className="cat-card__link" onPointerEnter={() => setWanted(true)} onFocus={() => setWanted(true)}>
        <div className="cat-card__media" data-has-hover={second ? "" : undefined}>
          {first ? <Image image={first} className="cat-card__img" sizes={CARD_SIZES} priority={priority} alt="" /> : null}
          {second && wanted ? <Image image={second} className="cat-card__img cat-card__img--hover" sizes={CARD_SIZES} alt="" /> : null}
          {product.badge ? <span className="cat-card__badge">{product.badge}</span> : null}
        </div>
        <h3 className="cat-card__name">{product.name}</h3>
      </Link>
      {product.detail ? <p className="cat-card__detail">{product.detail}</p> : null}
      <p className="cat-card__price">
        {product.exactPrice ? (
          <span data-price>{formatMoney(product.fromPrice, locale)}</span>
        ) : (
          <RichMessage
            id="cat_card_price"
            values={{
              from: (chunks) => <span className="cat-card__from">{chunks}</span>,
              price: <span data-price>{formatMoney(product.fromPrice, locale)}</span>,
            }}
          />
        )}
      </p>
      {product.rating && product.rating.count > 0 ? <Rating value={product.rating.average} count={product.rating.count} /> : null}
    </article>
  );
}
