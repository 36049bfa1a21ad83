import type { ReactNode } from "react";
import { currencySymbol } from "../../../core/money-format.ts";
import { regionPath, type Currency, type Locale, type Region } from "../../../core/regions.ts";
import {
  CATALOGUE_FILTER_KEYS,
  formatCataloguePath,
  type CatalogueFilters,
  type CatalogueListingRoute,
} from "../../../core/urls/catalogue.ts";
import { DEFAULT_SORT_ORDER, SORT_ORDERS } from "../../../core/vocabulary/sort.ts";
import { useMessage } from "../../lib/intl.tsx";

interface Choice {
  code: string;
  label: string;
  count?: number;
}

export interface NoScriptFiltersProps {
  route: CatalogueListingRoute;
  /** The filters the page shows: those of its query (the server sees no hash). */
  filters: CatalogueFilters;
  region: Region;
  locale: Locale;
  /** Lowest and highest price of the listing in major units of its currency (the fields' placeholders). */
  priceRange: { min: number; max: number; currency: Currency } | null;
  /** Engagement rings: the design features offered (codes). */
  designFeatures: Choice[];
  /** Jewellery: the karats offered (codes are the karats, "18"). */
  karats: Choice[];
}

const chevron = (
  <svg className="cat-filter__chevron" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
    <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.2" />
  </svg>
);

/**
 * A filter menu as the filter bar draws one: a summary that opens a panel (a <details>, which needs no
 * script), ending with the form's button, which the open panel may cover on a phone.
 */
function Menu({ name, label, active, children }: { name: string; label: string; active: boolean; children: ReactNode }) {
  const t = useMessage();
  return (
    <details className="cat-filter" data-active={active || undefined}>
      <summary className="cat-filter__summary" data-filter={name}>
        {label}
        {chevron}
      </summary>
      <div className="cat-filter__panel cat-noscript__panel">
        {children}
        <button type="submit" className="cat-button cat-button--small">
          {t("cat_show_designs")}
        </button>
      </div>
    </details>
  );
}

/**
 * The listing's filters beside its path (sort, price, design features, karat) for a browser that runs
 * no script: a GET form of the listing's own path, page 1, whose fields are the filters' query
 * (`sort=price_ascending&price_max=2000&design_features[]=milgrain&k=18`, the names and values of the
 * hash), which the listing's loader reads (docs/product.md#hash-filters). Drawn by the server alone,
 * inside <noscript> in the filter bar's row, in the bar's own menus: its code is not in the browser's
 * bundle, and a browser running the page's scripts has the bar's own controls instead.
 */
export function NoScriptFilters({ route, filters, region, locale, priceRange, designFeatures, karats }: NoScriptFiltersProps) {
  const t = useMessage();
  const keys = CATALOGUE_FILTER_KEYS;
  const sort = filters.sort ?? DEFAULT_SORT_ORDER;
  const symbol = priceRange ? currencySymbol(priceRange.currency, locale) : "";
  return (
    <form
      method="get"
      action={regionPath(region, formatCataloguePath({ ...route, page: 1 }))}
      className="cat-noscript"
      data-noscript-filters
    >
      {route.kind === "engagementRings" && route.recommendations ? <input type="hidden" name="recommendations" value="yes" /> : null}
      <div className="cat-filterbar__filters" role="group" aria-label={t("cat_filters")}>
        {designFeatures.length > 0 ? (
          <Menu name={keys.designFeatures} label={t("cat_filter_features")} active={filters.designFeatures.length > 0}>
            <fieldset className="cat-filter__fieldset">
              <legend className="cat-visually-hidden">{t("cat_filter_design_features")}</legend>
              {designFeatures.map((feature) => (
                <label key={feature.code} className="cat-check">
                  <input
                    type="checkbox"
                    name={`${keys.designFeatures}[]`}
                    value={feature.code.toLowerCase()}
                    defaultChecked={filters.designFeatures.includes(feature.code as CatalogueFilters["designFeatures"][number])}
                  />
                  <span className="cat-filter__option-label">{feature.label}</span>
                  {feature.count !== undefined ? <span className="cat-filter__count">{feature.count}</span> : null}
                </label>
              ))}
            </fieldset>
          </Menu>
        ) : null}
        {karats.length > 0 ? (
          <Menu name={keys.karat} label={t("cat_filter_karat")} active={filters.karat !== null}>
            <fieldset className="cat-filter__fieldset">
              <legend className="cat-visually-hidden">{t("cat_filter_karat")}</legend>
              {[{ code: "", label: t("cat_filter_any_karat") } as Choice, ...karats].map((k) => (
                <label key={k.code || "any"} className="cat-check">
                  <input
                    type="radio"
                    name={keys.karat}
                    value={k.code}
                    defaultChecked={k.code === "" ? filters.karat === null : String(filters.karat) === k.code}
                  />
                  <span className="cat-filter__option-label">{k.label}</span>
                  {k.count !== undefined ? <span className="cat-filter__count">{k.count}</span> : null}
                </label>
              ))}
            </fieldset>
          </Menu>
        ) : null}
        {priceRange ? (
          <Menu name="price" label={t("cat_filter_price")} active={filters.priceMin !== null || filters.priceMax !== null}>
            <div className="cat-price__fields">
              <PriceBoundField
                id="cat-noscript-price-min"
                label={t("cat_price_minimum")}
                name={keys.priceMin}
                symbol={symbol}
                value={filters.priceMin}
                placeholder={Math.floor(priceRange.min)}
              />
              <PriceBoundField
                id="cat-noscript-price-max"
                label={t("cat_price_maximum")}
                name={keys.priceMax}
                symbol={symbol}
                value={filters.priceMax}
                placeholder={Math.ceil(priceRange.max)}
              />
            </div>
          </Menu>
        ) : null}
      </div>
      <div className="cat-sort">
        <label htmlFor="cat-noscript-sort" className="cat-sort__label">
          {t("cat_sort_by")}
        </label>
        <div className="cat-select cat-select--bare">
          {/* The default order is no filter: its value is empty, as an unsorted listing's address has no sort. */}
          <select id="cat-noscript-sort" name={keys.sort} defaultValue={sort === DEFAULT_SORT_ORDER ? "" : sort.toLowerCase()}>
            {SORT_ORDERS.entries.map((o) => (
              <option key={o.code} value={o.code === DEFAULT_SORT_ORDER ? "" : o.slug}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="cat-button cat-button--small cat-button--compact">
          {t("cat_show_designs")}
        </button>
      </div>
    </form>
  );
}

/** One bound of the price filter: a whole number in the listing's currency, its symbol before it. */
function PriceBoundField(props: { id: string; label: string; name: string; symbol: string; value: number | null; placeholder: number }) {
  return (
    <div className="cat-price__field">
      <label htmlFor={props.id}>{props.label}</label>
      <span className="cat-price__input">
        <span aria-hidden="true">{props.symbol}</span>
        <input
          id={props.id}
          type="number"
          name={props.name}
          min="0"
          step="1"
          inputMode="numeric"
          defaultValue={props.value ?? undefined}
          placeholder={String(props.placeholder)}
        />
      </span>
    </div>
  );
}
