import { useState } from "react";
import { useHydrated } from "../../components/catalogue/useHydrated.ts";
import { Link, useNavigate } from "react-router";
import { formatMoney } from "../../../core/money.ts";
import { regionPath } from "../../../core/regions.ts";
import { formatCataloguePath, emptyEngagementRings, emptyJewellery, emptyReadyToGo, emptyWeddingRings } from "../../../core/urls/catalogue.ts";
import { SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import { useShellUi } from "../../lib/site.tsx";
import { Breadcrumbs } from "../../components/ui/Breadcrumbs.tsx";
import { DeliveryInfo } from "../../components/catalogue/DeliveryInfo.tsx";
import { Gallery } from "../../components/catalogue/Gallery.tsx";
import { ProductCard } from "../../components/catalogue/ProductCard.tsx";
import { Rating } from "../../components/catalogue/Rating.tsx";
import { Reviews } from "../../components/catalogue/Reviews.tsx";
import { RingSizeSelector } from "../../components/catalogue/RingSizeSelector.tsx";
import { Switcher } from "../../components/catalogue/Switcher.tsx";
import type { ProductPageData } from "./catalogue.server.ts";
import { cardOf } from "./ListingView.tsx";

/** Instalments shown with the price where finance is offered (US and UK, SPEC 9). */
const INSTALMENTS = 3;

const SECTION = {
  ENGAGEMENT_RING: { label: "Engagement Rings", path: formatCataloguePath(emptyEngagementRings) },
  WEDDING_RING: { label: "Wedding Rings", path: formatCataloguePath(emptyWeddingRings) },
  READY_TO_GO: { label: "Ready to Go", path: formatCataloguePath(emptyReadyToGo) },
  JEWELLERY: { label: "Jewellery", path: formatCataloguePath(emptyJewellery) },
} as const;

/**
 * A product page: gallery with zoom and 360 view, metal and shape switchers (links: the URL changes),
 * price with its tax note and instalments, ring size, delivery date with the order countdown,
 * express delivery, free shipping and returns, details, reviews and related designs.
 */
export function ProductView({ data }: { data: ProductPageData }) {
  const { product, market, route } = data;
  const ui = useShellUi();
  const navigate = useNavigate();
  const [ringSize, setRingSize] = useState("");
  const [showSizeError, setShowSizeError] = useState(false);
  const hydrated = useHydrated();
  const section = SECTION[product.kind];
  const isRing = product.kind !== "JEWELLERY" || product.productType?.code === "RING";
  const needsSize = isRing && product.ringSizes.length > 0;
  const contacts = regionPath(market.region, "/about-us/contacts");
  const money = (amount: number) => formatMoney({ amount, currency: product.salePrice.currency }, market.locale);

  const sizeOptions = [
    ...(product.recommendedRingSize ? [{ value: product.recommendedRingSize.value, label: `${product.recommendedRingSize.label} (recommended)` }] : []),
    ...product.ringSizes.filter((s) => s.value !== product.recommendedRingSize?.value).map((s) => ({ value: s.value, label: s.label })),
  ];

  function proceed() {
    if (needsSize && !ringSize) {
      setShowSizeError(true);
      document.getElementById("ring-size-field")?.querySelector("select")?.focus();
      return;
    }
    if (product.kind === "ENGAGEMENT_RING") {
      // The setting is chosen: the next step is its centre stone, in the setting's shape.
      const shape = product.shape ? SHAPE_VOCABULARY.parse(product.shape.systemCode)?.slug : null;
      navigate(regionPath(market.region, `/diamonds/natural/${shape ?? "all-shapes"}`));
      return;
    }
    ui.openExpertPanel("ADD_TO_CART");
  }

  const facts: [string, string][] = [
    ["Metal", product.primaryMetal.label],
    ...(product.shape && product.kind === "ENGAGEMENT_RING" ? ([["Centre stone", `${product.shape.label}`]] as [string, string][]) : []),
    ...(product.centreStoneConstraints?.weight.min != null && product.centreStoneConstraints.weight.max != null
      ? ([["Centre stone weight", `${product.centreStoneConstraints.weight.min.toFixed(2)}ct to ${product.centreStoneConstraints.weight.max.toFixed(2)}ct`]] as [string, string][])
      : []),
    ...(product.bandWidth ? ([["Band width", `${product.bandWidth.toFixed(1)} mm`]] as [string, string][]) : []),
    ...(product.ringStyles.length ? ([["Style", product.ringStyles.map((s) => s.label).join(", ")]] as [string, string][]) : []),
    ...(product.designStyles.length ? ([["Design", product.designStyles.map((s) => s.label).join(", ")]] as [string, string][]) : []),
    ...(product.designFeatures.length ? ([["Features", product.designFeatures.map((s) => s.label).join(", ")]] as [string, string][]) : []),
    ...(product.gemstones.length ? ([["Gemstones", product.gemstones.map((s) => s.label).join(", ")]] as [string, string][]) : []),
    ["Reference", product.sku],
  ];
  const stone = product.kind === "READY_TO_GO" ? product.stock[0] : undefined;
  const stoneNote = stoneNoteOf(route);

  return (
    <div className="cat-page cat-product-page" data-hydrated={hydrated || undefined}>
      <div className="cat-breadcrumbs">
        <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: section.label, to: section.path }, { label: product.productName }]} />
      </div>
      <div className="cat-product">
        <Gallery views={product.images} spinFrames={product.spinImages} productName={`${product.productName} in ${product.primaryMetal.label}`} />

        <div className="cat-product__info">
          <header>
            <p className="eyebrow cat-product__eyebrow">{section.label}</p>
            <h1 className="cat-product__title">{product.productName}</h1>
            <p className="cat-product__summary">
              {[product.primaryMetal.label, product.kind === "ENGAGEMENT_RING" && product.shape ? `${product.shape.label} centre stone` : null, product.productType?.label]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {stoneNote ? <p className="cat-product__summary">{stoneNote}</p> : null}
            {product.reviews.count > 0 && product.reviews.average !== null ? (
              <a className="cat-product__rating-link" href="#reviews">
                <Rating value={product.reviews.average} count={product.reviews.count} />
              </a>
            ) : null}
          </header>

          <div className="cat-product__price">
            <span className="cat-product__amount" data-price data-currency={product.salePrice.currency}>
              {formatMoney(product.salePrice, market.locale)}
            </span>
            <span className="cat-product__tax" data-tax-type={product.taxType}>
              {product.taxType === "INCLUSIVE" ? "VAT included" : "Tax excluded"}
            </span>
            {product.financeAvailable ? (
              <p className="cat-product__finance" data-finance>
                Or {INSTALMENTS} interest-free instalments of {money(Math.ceil(product.salePrice.amount / INSTALMENTS))}, subject to
                status.
              </p>
            ) : null}
          </div>

          <Switcher
            legend="Metal"
            kind="metal"
            options={product.metals.map((m) => ({ code: m.metal.systemCode, label: m.metal.label, href: m.url, selected: m.selected }))}
          />
          {product.kind === "ENGAGEMENT_RING" ? (
            <Switcher
              legend="Centre stone shape"
              kind="shape"
              options={product.shapes.map((s) => ({ code: s.shape.systemCode, label: s.shape.label, href: s.url, selected: s.selected }))}
            />
          ) : null}

          {stone ? (
            <p className="cat-product__summary" data-stone>
              Set with a {stone.stoneCarat.toFixed(2)}ct {stone.stoneShape?.label ?? ""} diamond, {stone.stoneColour} {stone.stoneClarity}
              {stone.ringSize ? `, ring size ${stone.ringSize.label}` : ""}.
            </p>
          ) : null}

          <div className="cat-actions">
            {needsSize ? (
              <div id="ring-size-field">
                <RingSizeSelector
                  options={sizeOptions}
                  value={ringSize}
                  onChange={(value) => {
                    setRingSize(value);
                    if (value) setShowSizeError(false);
                  }}
                  showError={showSizeError}
                  guideHref={regionPath(market.region, "/ring-guidance")}
                />
              </div>
            ) : null}
            <button type="button" className="cat-button cat-button--block" onClick={proceed} data-action="proceed">
              {product.kind === "ENGAGEMENT_RING" ? "Choose your diamond" : "Add to bag"}
            </button>
            <div className="cat-actions__row">
              <Link className="cat-button cat-button--ghost cat-button--compact" to={contacts}>
                Speak to an expert
              </Link>
              <Link className="cat-button cat-button--ghost cat-button--compact" to={contacts}>
                Enquire
              </Link>
            </div>
          </div>

          <DeliveryInfo
            deliveryDate={product.deliveryDate}
            expressDeliveryDate={product.expressEligible ? product.expressDeliveryDate : null}
            orderDeadline={product.orderDeadline}
            renderedAt={data.renderedAt}
            locale={market.locale}
          />

          <section className="cat-details" aria-labelledby="details-title">
            <h2 id="details-title" className="cat-label cat-details__title">
              Details
            </h2>
            <dl>
              {facts.map(([term, value]) => (
                <div key={term} className="cat-details__row">
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>

      <section className="cat-section cat-story" aria-labelledby="story-title">
        <h2 id="story-title" className="cat-section__title">
          The design
        </h2>
        <p className="cat-story__text">{product.description}</p>
      </section>

      <Reviews
        average={product.reviews.average}
        count={product.reviews.count}
        locale={market.locale}
        reviews={product.reviews.items.map((r) => ({ ...r, reviewedOn: r.date }))}
      />

      {product.related.length > 0 ? (
        <section className="cat-section" aria-labelledby="related-title">
          <h2 id="related-title" className="cat-section__title">
            You may also like
          </h2>
          <ul className="cat-grid">
            {product.related.slice(0, 4).map((card) => (
              <li key={card.id}>
                <ProductCard product={cardOf(card, product.kind)} locale={market.locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <aside className="cat-expert" aria-labelledby="expert-title">
        <h2 id="expert-title" className="cat-expert__title">
          Talk it through with an expert
        </h2>
        <p className="cat-expert__text">
          Book a consultation in our London showroom or by video, and see this design, and the stones that suit it, with one of our
          jewellers.
        </p>
        <Link className="cat-button" to={contacts}>
          Book a consultation
        </Link>
      </aside>
    </div>
  );
}

/** The centre stone a lab-grown or gemstone product URL names, as a line under the heading. */
function stoneNoteOf(route: ProductPageData["route"]): string | null {
  if (route.kind === "labGrownEngagementRing") {
    return `Shown with a ${route.caratWeight.toFixed(2)}ct lab-grown ${SHAPE_VOCABULARY.get(route.shape).label.toLowerCase()} diamond, ${route.colour} ${route.clarity}`;
  }
  if (route.kind === "gemstoneEngagementRing") {
    return `Shown with a ${route.caratWeight.toFixed(2)}ct ${SHAPE_VOCABULARY.get(route.shape).label.toLowerCase()} natural ${route.crystal.toLowerCase().replace(/_/g, " ")}`;
  }
  return null;
}
