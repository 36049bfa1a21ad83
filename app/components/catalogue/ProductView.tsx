import "./catalogue.css";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "../ui/Link.tsx";
import { formatMoney } from "../../../core/money-format.ts";
import { regionPath } from "../../../core/regions.ts";
import { SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import type { MessageId } from "../../i18n/en-gb.ts";
import { useMessage, type Translate } from "../../lib/intl.tsx";
import { useSite } from "../../lib/site.tsx";
import { runQuery } from "../../lib/graphql-client.ts";
import { moneyOf } from "../../lib/money.ts";
import { SPIN_FRAMES_QUERY } from "../../routes/catalogue/documents.ts";
import { Breadcrumbs } from "../ui/Breadcrumbs.tsx";
import { DeliveryInfo } from "./DeliveryInfo.tsx";
import { Gallery } from "./Gallery.tsx";
import { ProductCard, cardOf } from "./ProductCard.tsx";
import { Rating } from "./Rating.tsx";
import { RingSizeSelector } from "./RingSizeSelector.tsx";
import { Switcher } from "./Switcher.tsx";
import type { ProductPageData } from "../../routes/catalogue/catalogue.server.ts";
import { designFeatureLabel } from "./design-features.ts";
import { SoldStone, StepBar } from "../ring-builder/while-building.tsx";
import { RingBuilderFailure } from "../ring-builder/RingBuilderFailure.tsx";
import { useChooseMount, type MountChoice } from "../ring-builder/choose-mount.ts";
import { isBuilding, keptRingSize } from "../ring-builder/ring-state.ts";
import { defaultSignatureStone } from "../../../core/ring-builder.ts";
import { RingBuilderForm } from "../ring-builder/RingBuilderForm.tsx";
import { AddToBagForm } from "../bag/AddToBagForm.tsx";
import { useHere } from "../ring-builder/useRingBuilderChange.ts";
import { deferredView, lazyView } from "../../lib/lazy-view.tsx";
import type { MadeToOrderStoneChoice } from "../ring-builder/types.ts";
import "./ProductView.css";

// The signature stone's picker and its words load with a design that has one (app/lib/lazy-view.tsx).
// The reviews, below the fold, hydrate after the rest of the page (app/lib/lazy-view.tsx).
const Reviews = deferredView(() => import("./Reviews.tsx").then((m) => m.Reviews));
const SignatureStonePicker = lazyView("app/components/ring-builder/SignatureStone.tsx", () =>
  import("../ring-builder/SignatureStone.tsx").then((m) => m.SignatureStonePicker),
);

/** Each kind of product's section (its path comes with the page: `sectionPath`). */
const SECTION: Record<ProductPageData["product"]["kind"], MessageId> = {
  ENGAGEMENT_RING: "cat_engagement_rings",
  WEDDING_RING: "cat_wedding_rings",
  READY_TO_GO: "cat_ready_to_go",
  JEWELLERY: "cat_jewellery",
};

/**
 * A product page: gallery with zoom and 360 view, metal and shape switchers (links: the URL changes),
 * price with its tax note and instalments, ring size, delivery date with the order countdown,
 * express delivery, free shipping and returns, details, reviews and related designs.
 */
export function ProductView({ data }: { data: ProductPageData }) {
  const { product, market, route } = data;
  const t = useMessage();
  const ring = data.ring ?? null;
  // A ring size chosen in the ring being built is this setting's too, while it offers it.
  const [ringSize, setRingSize] = useState(() =>
    product.kind === "ENGAGEMENT_RING" ? keptRingSize(ring?.ringSize ?? null, product.ringSizes) : "",
  );
  const [showSizeError, setShowSizeError] = useState(false);
  const page = useRef<HTMLDivElement>(null);
  // Marks the page once it is interactive (browser tests wait for it), without drawing it again.
  useEffect(() => {
    if (page.current) page.current.dataset["hydrated"] = "true";
  }, []);
  const mountChoice = useChooseMount();
  const here = useHere();
  // A design with its own coloured side stones has them chosen with the setting.
  const hasSignatureStone = product.kind === "ENGAGEMENT_RING" && product.gemstones.length > 0;
  const [signatureStone, setSignatureStone] = useState(() => defaultSignatureStone(product.gemstones.map((g) => g.code)));
  // The ring's stone, when one is chosen: whether this setting takes it (decided by the server) says
  // what the button does next: complete the ring, or choose this setting with another stone.
  const ringStone = product.kind === "ENGAGEMENT_RING" && route.kind === "engagementRing" ? (ring?.stone ?? null) : null;
  const replaceStone = ringStone !== null && data.ringStoneFits === false;
  const { client, taxNote } = useSite();
  const spinInput = data.spin.input;
  const loadSpinFrames = useCallback(async () => {
    if (!client) return [];
    const answer = await runQuery(client, SPIN_FRAMES_QUERY, { input: spinInput });
    return answer.catalogueProduct.__typename === "CatalogueProduct" ? answer.catalogueProduct.spinImages : [];
  }, [client, spinInput]);
  const section = { label: t(SECTION[product.kind]), path: data.sectionPath };
  const isRing = product.kind !== "JEWELLERY" || product.productType?.code === "RING";
  const needsSize = isRing && product.ringSizes.length > 0;
  const contacts = regionPath(market.region, "/about-us/contacts");

  const sizeOptions = [
    ...(product.recommendedRingSize
      ? [{ value: product.recommendedRingSize.value, label: t("cat_ring_size_recommended", { size: product.recommendedRingSize.label }) }]
      : []),
    ...product.ringSizes.filter((s) => s.value !== product.recommendedRingSize?.value).map((s) => ({ value: s.value, label: s.label })),
  ];

  function proceed() {
    if (needsSize && !ringSize) {
      setShowSizeError(true);
      document.getElementById("ring-size-field")?.querySelector("select")?.focus();
      return;
    }
    if (product.kind === "ENGAGEMENT_RING") {
      // The setting is chosen: it goes into the ring builder, and the next step is its centre stone,
      // among the stones it takes (docs/product.md#ring-builder).
      void mountChoice.choose({ ...mountOf(), ringSize: ringSize || null });
      return;
    }
  }

  /** "Add to bag" of a wedding ring, ready-to-go ring or jewellery piece: stopped while a ring size is still to choose. */
  function addToBag(event: FormEvent<HTMLFormElement>) {
    if (needsSize && !ringSize) {
      event.preventDefault();
      proceed();
    }
  }
  // A ready-to-go ring is one of the rings in stock: the one in the size chosen (each size's, for a form sent without scripts).
  const stockSkus = Object.fromEntries(
    product.kind === "READY_TO_GO" ? product.stock.flatMap((s) => (s.ringSize ? [[`sku:${s.ringSize.value}`, s.sku]] : [])) : [],
  );
  const bagFields =
    product.kind === "READY_TO_GO"
      ? {
          line: "readyToGo",
          sku: product.stock.find((s) => s.ringSize?.value === ringSize)?.sku ?? (needsSize ? null : product.stock[0]?.sku),
          ...stockSkus,
        }
      : { line: "product", catalogueCode: product.catalogueCode, metal: product.primaryMetal.systemCode };

  /** The setting as the ring builder takes it (the form's ring size field is added to it). */
  function mountOf(): MountChoice {
    return {
      catalogueCode: product.catalogueCode,
      metal: product.primaryMetal.systemCode,
      shape: product.shape?.systemCode ?? null,
      ringSize: null,
      signatureStone: hasSignatureStone ? signatureStone : null,
      madeToOrder: madeToOrderOf(route),
      ...(replaceStone ? { replaceStone: true } : {}),
    };
  }

  const list = (terms: { label: string }[]) => terms.map((term) => term.label).join(", ");
  // The notes the server wrote (the setting's price, a Toi et Moi's second stone, the instalments).
  const { words } = data;
  const weight = product.centreStoneConstraints?.weight;
  // Each fact with its value, or null when the design has none (the row is left out).
  const facts = (
    [
      [t("cat_detail_metal"), product.primaryMetal.label],
      [t("cat_detail_centre_stone"), product.shape && product.kind === "ENGAGEMENT_RING" ? product.shape.label : null],
      [
        t("cat_detail_centre_stone_weight"),
        weight?.min != null && weight.max != null
          ? t("cat_detail_weight_range", { min: weight.min.toFixed(2), max: weight.max.toFixed(2) })
          : null,
      ],
      [t("cat_detail_band_width"), product.bandWidth ? t("cat_detail_band_width_value", { width: product.bandWidth.toFixed(1) }) : null],
      [t("cat_detail_style"), product.ringStyles.length ? list(product.ringStyles) : null],
      [t("cat_detail_design"), product.designStyles.length ? list(product.designStyles) : null],
      [
        t("cat_detail_features"),
        product.designFeatures.length ? list(product.designFeatures.map((f) => ({ label: designFeatureLabel(f, t) }))) : null,
      ],
      [t("cat_detail_gemstones"), product.gemstones.length ? list(product.gemstones) : null],
      [t("cat_detail_reference"), product.sku],
    ] as [string, string | null][]
  ).filter((fact): fact is [string, string] => fact[1] !== null);
  const stone = product.kind === "READY_TO_GO" ? product.stock[0] : undefined;
  const stoneNote = stoneNoteOf(route, t);

  // What the setting's button does next: choose its stone, complete the ring, or take another stone.
  const proceedWords: MessageId = !ringStone ? "cat_choose_diamond" : replaceStone ? "rb_choose_another_stone" : "rb_complete_ring";
  const actions = (
    <>
      {hasSignatureStone ? (
        <SignatureStonePicker gemstones={product.gemstones.map((g) => g.code)} value={signatureStone} onChange={setSignatureStone} />
      ) : null}
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
      <button
        type="submit"
        className="cat-button cat-button--block"
        data-action="proceed"
        disabled={mountChoice.pending}
        aria-busy={mountChoice.pending || undefined}
      >
        {product.kind === "ENGAGEMENT_RING" ? (mountChoice.pending ? t("rb_adding") : t(proceedWords)) : t("cat_add_to_bag")}
      </button>
      <RingBuilderFailure failed={mountChoice.failed} />
    </>
  );

  return (
    <div ref={page} className="cat-page cat-product-page">
      {product.kind === "ENGAGEMENT_RING" && isBuilding(ring) ? <StepBar ring={ring} current={1} /> : null}
      {ring?.unavailableStone && product.kind === "ENGAGEMENT_RING" ? <SoldStone ring={ring} /> : null}
      <div className="cat-breadcrumbs">
        <Breadcrumbs
          items={[{ label: t("cat_home"), to: "/" }, { label: section.label, to: section.path }, { label: product.productName }]}
        />
      </div>
      <div className="cat-product">
        <Gallery
          views={product.images}
          spinFrames={product.spinImages}
          spinCount={data.spin.count}
          loadSpinFrames={loadSpinFrames}
          productName={t("cat_product_in_metal", { name: product.productName, metal: product.primaryMetal.label })}
        />

        <div className="cat-product__info">
          <header>
            <p className="eyebrow cat-product__eyebrow">{section.label}</p>
            <h1 className="cat-product__title">{product.productName}</h1>
            <p className="cat-product__summary">
              {[
                product.primaryMetal.label,
                product.kind === "ENGAGEMENT_RING" && product.shape ? t("cat_summary_centre_stone", { shape: product.shape.label }) : null,
                product.productType?.label,
              ]
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
              {formatMoney(moneyOf(product.salePrice), market.locale)}
            </span>
            <span className="cat-product__tax" data-tax-type={product.taxType}>
              {taxNote}
            </span>
            {words.settingOnly ? (
              <p className="cat-product__note" data-setting-only>
                {words.settingOnly}
              </p>
            ) : null}
            {words.secondStone ? (
              <p className="cat-product__note" data-second-stone>
                {words.secondStone}
              </p>
            ) : null}
            {words.finance ? (
              <p className="cat-product__finance" data-finance>
                {words.finance}
              </p>
            ) : null}
          </div>

          <Switcher
            legend={t("cat_switch_metal")}
            kind="metal"
            options={product.metals.map((m) => ({ code: m.metal.systemCode, label: m.metal.label, href: m.url, selected: m.selected }))}
          />
          {product.kind === "ENGAGEMENT_RING" ? (
            <Switcher
              legend={t("cat_switch_shape")}
              kind="shape"
              options={product.shapes.map((s) => ({ code: s.shape.systemCode, label: s.shape.label, href: s.url, selected: s.selected }))}
            />
          ) : null}

          {stone ? (
            <p className="cat-product__summary" data-stone>
              {/* The size the ring is made in now is not the customer's: the size they choose below is. */}
              {t("cat_set_with", {
                carat: stone.stoneCarat.toFixed(2),
                shape: stone.stoneShape?.label ?? "",
                colour: stone.stoneColour,
                clarity: stone.stoneClarity,
              })}
            </p>
          ) : null}

          <div className="cat-actions">
            {product.kind === "ENGAGEMENT_RING" ? (
              // The setting's choice is a form: it works before the page's scripts run, or without them.
              <RingBuilderForm change={{ kind: "mount", ...mountOf() }} from={here} onSubmit={proceed}>
                {replaceStone && ringStone ? (
                  <p className="cat-product__summary rb-setting-note" data-stone-not-for-setting>
                    {t("rb_setting_not_for_stone", { stone: ringStone.name })}
                  </p>
                ) : null}
                {actions}
              </RingBuilderForm>
            ) : (
              // Every other piece goes into the bag, with its metal and size (docs/product.md#the-bag).
              <AddToBagForm fields={bagFields} onSubmit={addToBag}>
                {actions}
              </AddToBagForm>
            )}
            <div className="cat-actions__row">
              <Link className="cat-button cat-button--ghost cat-button--compact" to={contacts}>
                {t("speak_to_expert")}
              </Link>
              <Link className="cat-button cat-button--ghost cat-button--compact" to={contacts}>
                {t("cat_enquire")}
              </Link>
            </div>
          </div>

          <DeliveryInfo
            deliveryDate={product.deliveryDate}
            expressDeliveryDate={product.expressEligible ? product.expressDeliveryDate : null}
            orderDeadline={product.orderDeadline}
            deliveryDays={product.deliveryDays}
            renderedAt={data.renderedAt}
            locale={market.locale}
          />

          <section className="cat-details" aria-labelledby="details-title">
            <h2 id="details-title" className="cat-label cat-details__title">
              {t("cat_details_title")}
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
          {t("cat_story_title")}
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
            {t("cat_related_title")}
          </h2>
          <ul className="cat-grid">
            {product.related.slice(0, 4).map((card) => (
              <li key={card.id}>
                <ProductCard product={cardOf(card, product.kind, t)} locale={market.locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <aside className="cat-expert" aria-labelledby="expert-title">
        <h2 id="expert-title" className="cat-expert__title">
          {t("cat_expert_title")}
        </h2>
        <p className="cat-expert__text">{t("cat_expert_text")}</p>
        <Link className="cat-button" to={contacts}>
          {t("contact_book")}
        </Link>
      </aside>
    </div>
  );
}

/** The centre stone a lab-grown or gemstone product URL names, as a line under the heading. */
function stoneNoteOf(route: ProductPageData["route"], t: Translate): string | null {
  if (route.kind === "labGrownEngagementRing") {
    return t("cat_stone_note_lab_grown", {
      carat: route.caratWeight.toFixed(2),
      shape: SHAPE_VOCABULARY.get(route.shape).label.toLowerCase(),
      colour: route.colour,
      clarity: route.clarity,
    });
  }
  if (route.kind === "gemstoneEngagementRing") {
    return t("cat_stone_note_gemstone", {
      carat: route.caratWeight.toFixed(2),
      shape: SHAPE_VOCABULARY.get(route.shape).label.toLowerCase(),
      gemstone: route.crystal.toLowerCase().replace(/_/g, " "),
    });
  }
  return null;
}

/** The stone made to order a lab-grown or gemstone ring's address names, for the ring builder. */
function madeToOrderOf(route: ProductPageData["route"]): MadeToOrderStoneChoice | null {
  if (route.kind === "labGrownEngagementRing") {
    return { kind: "LAB_GROWN_DIAMOND", shape: route.shape, caratWeight: route.caratWeight, colour: route.colour, clarity: route.clarity };
  }
  if (route.kind === "gemstoneEngagementRing") {
    return {
      kind: "GEMSTONE",
      shape: route.shape,
      caratWeight: route.caratWeight,
      crystal: route.crystal,
      colour: route.colour,
      colourGrade: route.colourGrade,
      clarity: route.clarity,
    };
  }
  return null;
}
