import "./stones.css";
import { useId, useState } from "react";
import { formatCaratUrl } from "../../../core/carat.ts";
import { fromMajorUnits } from "../../../core/money.ts";
import { formatMoney } from "../../../core/money-format.ts";
import { formatNumber } from "../../../core/number-format.ts";
import type { Currency, Locale } from "../../../core/regions.ts";
import { countActiveFilters, type NumberRange, type StoneFilters } from "../../../core/urls/stones.ts";
import { SHAPES } from "../../../core/vocabulary/shapes.ts";
import type { StoneCategory } from "../../../core/vocabulary/stones.ts";
import type { MessageId } from "../../i18n/index.ts";
import { useMessage, type Translate } from "../../lib/intl.tsx";
import { ShapeIcon } from "../ui/ShapeIcon.tsx";
import { catalogueFor, type FlagField, type ListGroup, type RangeField } from "./filter-groups.ts";
import { stoneLabels } from "./labels.ts";
import { Histogram, RangeSlider, sliderScale } from "./RangeSlider.tsx";
import type { FacetCount, StoneResultsView } from "./types.ts";
import "./Filters.css";

const FLAGS: Record<FlagField, { title: MessageId; hint: MessageId }> = {
  express: { title: "stone_flag_express", hint: "stone_flag_express_hint" },
  canadaMark: { title: "stone_flag_canada_mark", hint: "stone_flag_canada_mark_hint" },
  knownOrigin: { title: "stone_flag_known_origin", hint: "stone_flag_known_origin_hint" },
  dtlReport: { title: "stone_flag_dtl_report", hint: "stone_flag_dtl_report_hint" },
  inStock: { title: "stone_flag_in_stock", hint: "stone_flag_in_stock_hint" },
};

const RANGE_META: Record<RangeField, { title: MessageId; min: number; max: number; step: number; unit: string; digits: number }> = {
  ratio: { title: "stone_field_ratio", min: 0.9, max: 2.5, step: 0.01, unit: "", digits: 2 },
  depth: { title: "stone_field_depth_percent", min: 45, max: 85, step: 0.5, unit: "%", digits: 1 },
  table: { title: "stone_field_table_percent", min: 45, max: 85, step: 0.5, unit: "%", digits: 1 },
};

/** The accessible names of a range's two thumbs ("Minimum carat", "Maximum carat"). */
function thumbLabels(t: Translate, title: string): [string, string] {
  const name = title.toLowerCase();
  return [t("stone_range_minimum", { name }), t("stone_range_maximum", { name })];
}

export interface FiltersProps {
  category: StoneCategory;
  filters: StoneFilters;
  results: StoneResultsView;
  locale: Locale;
  /** Applies a change to the filters (the page goes back to 1). */
  onChange: (patch: Partial<StoneFilters>) => void;
  onReset: () => void;
  /** Id of the panel, so "Adjust filters" can move focus to it. */
  panelId: string;
  /** Whether the panel is open on narrow screens (always shown from 1024 px). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function countOf(facets: FacetCount[] | undefined, value: string): number | null {
  if (!facets) return null;
  return facets.find((f) => f.value === value)?.count ?? 0;
}

function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** The shape picker: drawn shape outlines as toggle buttons, the popular ten first. */
export function ShapePicker({
  selected,
  facets,
  onChange,
}: {
  selected: readonly string[];
  facets: FacetCount[] | undefined;
  onChange: (shapes: string[]) => void;
}) {
  const [more, setMore] = useState(selected.some((s) => SHAPES.findIndex((x) => x.code === s) >= 10));
  const t = useMessage();
  const label = stoneLabels(t);
  const headingId = useId();
  const shapes = more ? SHAPES : SHAPES.slice(0, 10);
  return (
    <div className="stone-shapes" role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="stone-filter__label">
        {t("stone_field_shape")}
      </h2>
      <ul className="stone-shapes__list">
        {shapes.map((shape) => {
          const on = selected.includes(shape.code);
          const count = countOf(facets, shape.code);
          return (
            <li key={shape.code}>
              <button
                type="button"
                className="stone-shape"
                aria-pressed={on}
                data-empty={count === 0 && !on ? true : undefined}
                data-focus-id={`shape:${shape.code}`}
                onClick={() => onChange(toggle(selected, shape.code))}
              >
                <ShapeIcon code={shape.code} size={34} className="stone-shape__icon" />
                <span className="stone-shape__name">{label.shape(shape.code)}</span>
                {count !== null ? <span className="visually-hidden">{t("stone_shapes_available", { count })}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="stone-link-button" aria-expanded={more} onClick={() => setMore(!more)}>
        {more ? t("stone_shapes_fewer") : t("stone_shapes_all", { count: SHAPES.length })}
      </button>
    </div>
  );
}

function ChipGroup({
  group,
  selected,
  facets,
  locale,
  onChange,
}: {
  group: ListGroup;
  selected: readonly string[];
  facets: FacetCount[] | undefined;
  locale: Locale;
  onChange: (values: string[]) => void;
}) {
  const headingId = useId();
  const t = useMessage();
  const labels = stoneLabels(t);
  const options =
    group.label === null
      ? [...new Set([...(facets ?? []).map((f) => f.value), ...selected])]
          .sort()
          .map((code) => ({ code, label: facets?.find((f) => f.value === code)?.name ?? code }))
      : group.codes.map((code) => ({ code, label: labels[group.label!](code) ?? code }));
  if (!options.length) return null;
  return (
    <fieldset className="stone-filter" aria-labelledby={headingId}>
      <legend id={headingId} className="stone-filter__label">
        {t(group.title)}
      </legend>
      <div className="stone-chips">
        {options.map((option) => {
          const on = selected.includes(option.code);
          const count = countOf(facets, option.code);
          return (
            <button
              key={option.code}
              type="button"
              className="stone-chip"
              aria-pressed={on}
              data-empty={count === 0 && !on ? true : undefined}
              data-focus-id={`${group.field}:${option.code}`}
              onClick={() => onChange(toggle(selected, option.code))}
            >
              {option.label}
              {count !== null ? <span className="stone-chip__count">{formatNumber(count, locale)}</span> : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function Toggle({
  field,
  on,
  count,
  locale,
  onChange,
}: {
  field: FlagField;
  on: boolean;
  count: number | undefined;
  locale: Locale;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  const t = useMessage();
  const meta = FLAGS[field];
  return (
    <div className="stone-toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="stone-toggle__input"
        data-focus-id={`flag:${field}`}
        checked={on}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="stone-toggle__label">
        <span className="stone-toggle__title">
          {t(meta.title)}
          {count !== undefined ? <span className="stone-chip__count">{formatNumber(count, locale)}</span> : null}
        </span>
        <span className="stone-toggle__hint">{t(meta.hint)}</span>
      </label>
    </div>
  );
}

function TreatedFilter({ value, onChange }: { value: boolean | null; onChange: (value: boolean | null) => void }) {
  const name = useId();
  const t = useMessage();
  const options: { value: boolean | null; label: string }[] = [
    { value: null, label: t("stone_treatment_any") },
    { value: false, label: t("stone_untreated") },
    { value: true, label: t("stone_treated") },
  ];
  return (
    <fieldset className="stone-filter">
      <legend className="stone-filter__label">{t("stone_field_treatment")}</legend>
      <div className="stone-segmented">
        {options.map((o) => (
          <label key={String(o.value)} className="stone-segmented__option">
            <input
              type="radio"
              name={name}
              data-focus-id={`treated:${String(o.value)}`}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The filter catalogue of a stone search (docs/product.md#stone-filters): carat and price sliders (with the price
 * histogram), grade chips with a count per value, proportion ranges, toggles and the gemstone
 * filters; every change is applied at once and lands in the URL.
 */
export function Filters({ category, filters, results, locale, onChange, onReset, panelId, open, onOpenChange: setOpen }: FiltersProps) {
  const catalogue = catalogueFor(category);
  const t = useMessage();
  const [advanced, setAdvanced] = useState(
    catalogue.ranges.some((r) => filters[r].min !== null || filters[r].max !== null) ||
      filters.polishes.length + filters.symmetries.length + filters.fluorescences.length + filters.origins.length > 0,
  );
  const active = countActiveFilters(filters) - filters.shapes.length;
  const currency = results.currency as Currency;
  const money = (amount: number) => formatMoney(fromMajorUnits(amount, currency), locale);
  const caratMax = Math.max(results.caratRange.max, filters.carat.max ?? 0);
  const caratMin = Math.min(results.caratRange.min, filters.carat.min ?? Infinity);
  const priceMax = Math.max(results.priceRange.max, filters.price.max ?? 0);
  const priceMin = Math.min(results.priceRange.min, filters.price.min ?? Infinity);
  const priceLo = Math.max(1, Math.floor(Math.max(0, priceMin) / 10) * 10);
  const priceHi = Math.ceil(Math.max(priceMax, priceLo + 10) / 10) * 10;
  const primary = catalogue.lists.slice(0, category === "GEMSTONE" ? 3 : 3);
  const secondary = catalogue.lists.slice(primary.length);

  return (
    <section className="stone-filters" data-open={open || undefined} aria-label={t("stone_filters_label")}>
      <div className="stone-filters__bar">
        <button type="button" className="stone-filters__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {t("stone_filters_toggle", { active })}
        </button>
        {active > 0 ? (
          <button type="button" className="stone-link-button" onClick={onReset}>
            {t("stone_filters_reset_all")}
          </button>
        ) : null}
      </div>
      <div className="stone-filters__panel" id={panelId} tabIndex={-1}>
        <div className="stone-filters__sliders">
          <RangeSlider
            label={t("stone_field_carat")}
            min={Math.floor(Math.max(0, caratMin) * 10) / 10}
            max={Math.ceil(Math.max(caratMax, caratMin + 0.1) * 10) / 10}
            step={0.01}
            value={filters.carat}
            onCommit={(carat) => onChange({ carat })}
            format={(v) => `${formatCaratUrl(v)}ct`}
            thumbLabels={thumbLabels(t, t("stone_field_carat"))}
          />
          <RangeSlider
            label={t("stone_field_price")}
            min={priceLo}
            max={priceHi}
            step={10}
            scale="log"
            value={filters.price}
            onCommit={(price) => onChange({ price: price as NumberRange })}
            format={money}
            thumbLabels={thumbLabels(t, t("stone_field_price"))}
            above={
              <Histogram
                buckets={results.priceHistogram}
                selected={filters.price}
                fraction={sliderScale(priceLo, priceHi, "log").fraction}
              />
            }
          />
        </div>
        <div className="stone-filters__grades">
          {primary.map((group) => (
            <ChipGroup
              key={group.field}
              group={group}
              selected={filters[group.field] as string[]}
              facets={results.facets[group.field]}
              locale={locale}
              onChange={(values) => onChange({ [group.field]: values } as Partial<StoneFilters>)}
            />
          ))}
        </div>
        <div className="stone-filters__flags">
          {catalogue.flags.map((field) => (
            <Toggle
              key={field}
              field={field}
              on={filters[field]}
              count={results.flagCounts[field]}
              locale={locale}
              onChange={(on) => onChange({ [field]: on } as Partial<StoneFilters>)}
            />
          ))}
          {catalogue.treated ? <TreatedFilter value={filters.treated} onChange={(treated) => onChange({ treated })} /> : null}
        </div>
        <button type="button" className="stone-filters__more" aria-expanded={advanced} onClick={() => setAdvanced(!advanced)}>
          {advanced ? t("stone_filters_fewer") : t("stone_filters_more")}
        </button>
        {advanced ? (
          <div className="stone-filters__advanced">
            {secondary.map((group) => (
              <ChipGroup
                key={group.field}
                group={group}
                selected={filters[group.field] as string[]}
                facets={results.facets[group.field]}
                locale={locale}
                onChange={(values) => onChange({ [group.field]: values } as Partial<StoneFilters>)}
              />
            ))}
            {catalogue.ranges.map((field) => {
              const meta = RANGE_META[field];
              return (
                <RangeSlider
                  key={field}
                  label={t(meta.title)}
                  min={meta.min}
                  max={meta.max}
                  step={meta.step}
                  value={filters[field]}
                  onCommit={(range) => onChange({ [field]: range } as Partial<StoneFilters>)}
                  format={(v) => `${v.toFixed(meta.digits)}${meta.unit}`}
                  thumbLabels={thumbLabels(t, t(meta.title))}
                />
              );
            })}
          </div>
        ) : null}
      </div>
    </section>
  );
}
