import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "../ui/Link.tsx";
import { fromMajorUnits } from "../../../core/money.ts";
import { currencySymbol, formatMoney } from "../../../core/money-format.ts";
import type { Currency, Locale } from "../../../core/regions.ts";
import { useMessage } from "../../lib/intl.tsx";
import { MetalSwatch } from "./MetalSwatch.tsx";
import { ShapeIcon } from "../ui/ShapeIcon.tsx";
import type { LinkOption } from "./types.ts";
import "./FilterBar.css";

/** A filter carried in the URL path: every choice is a link (path filters navigate). */
export interface PathFilterGroup {
  key: string;
  label: string;
  display: "swatch" | "shape" | "text";
  options: LinkOption[];
  /** The URL with this filter back at its default; absent when the group has nothing to clear. */
  clearHref?: string;
}

/** The listing filters beside the path (price_min, price_max, sort, design_features, k): in the hash, or in the query. */
export interface HashFilterState {
  priceMin: number | null;
  priceMax: number | null;
  sort: string;
  designFeatures: string[];
  karat: number | null;
}

interface ChoiceOption {
  code: string;
  label: string;
  count?: number;
}

interface FilterBarProps {
  groups: PathFilterGroup[];
  hash: HashFilterState;
  onHashChange: (next: HashFilterState) => void;
  /** The listing's URL with these filters (a chosen filter's chip links to the listing without it). */
  hashHref: (next: HashFilterState) => string;
  sortOptions: ChoiceOption[];
  defaultSort: string;
  /** Lowest and highest price of the listing, for the price filter. */
  priceRange: { min: number; max: number; currency: Currency } | null;
  designFeatures?: ChoiceOption[];
  karats?: ChoiceOption[];
  locale: Locale;
  /** The listing without any filter. */
  resetHref: string;
  /** Shown while hash-filtered results are loading. */
  busy?: boolean;
  /**
   * Drawn in the bar's row after the filter menus: the filters of a browser that runs no script, in
   * place of the controls that need one (marked `data-needs-script`, hidden when scripting is off).
   */
  children?: ReactNode;
}

/**
 * The filter bar of a listing: path filters as links in drop-down panels (a row of shape icons when
 * there is a shape filter), hash filters (price, design features, karat, sort) as form controls, and
 * the chosen filters as removable chips (links to the listing without them).
 */
export function FilterBar(props: FilterBarProps) {
  const { groups, hash, onHashChange, hashHref, sortOptions, defaultSort, priceRange, designFeatures, karats, locale, resetHref } = props;
  const t = useMessage();
  const [open, setOpen] = useState<string | null>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const sortId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (barRef.current && !barRef.current.contains(event.target as Node)) setOpen(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const shapeGroup = groups.find((g) => g.display === "shape");
  // Every chip is a link (it works before the page's scripts run); a hash filter's is taken over by them.
  const chips: { key: string; label: string; href: string; remove?: HashFilterState; focusReturn?: string }[] = [];
  for (const group of groups) {
    for (const option of group.options.filter((o) => o.selected)) {
      // Removing a path filter opens another page: focus goes back to the filter's own control.
      const focusReturn = group === shapeGroup ? `shape:${option.code}` : `filter:${group.key}`;
      if (group.clearHref) chips.push({ key: `${group.key}:${option.code}`, label: option.label, href: group.clearHref, focusReturn });
    }
  }
  const hashChip = (key: string, label: string, remove: HashFilterState) => chips.push({ key, label, href: hashHref(remove), remove });
  if (hash.priceMin !== null || hash.priceMax !== null) {
    const currency = priceRange?.currency ?? "GBP";
    const from = hash.priceMin !== null ? formatMoney(fromMajorUnits(hash.priceMin, currency), locale) : null;
    const to = hash.priceMax !== null ? formatMoney(fromMajorUnits(hash.priceMax, currency), locale) : null;
    hashChip(
      "price",
      from && to
        ? t("cat_price_between", { from, to })
        : from
          ? t("cat_price_at_least", { price: from })
          : t("cat_price_at_most", { price: to }),
      {
        ...hash,
        priceMin: null,
        priceMax: null,
      },
    );
  }
  for (const code of hash.designFeatures) {
    const label = designFeatures?.find((f) => f.code === code)?.label ?? code;
    hashChip(`feature:${code}`, label, { ...hash, designFeatures: hash.designFeatures.filter((c) => c !== code) });
  }
  if (hash.karat !== null) {
    const label = karats?.find((k) => k.code === String(hash.karat))?.label ?? t("cat_filter_karat_value", { karat: hash.karat });
    hashChip("karat", label, { ...hash, karat: null });
  }

  const panel = (key: string, label: string, active: boolean, children: ReactNode, needsScript?: boolean) => (
    <details
      key={key}
      className="cat-filter"
      open={open === key}
      data-active={active || undefined}
      data-needs-script={needsScript || undefined}
      onToggle={(event) => {
        const isOpen = (event.currentTarget as HTMLDetailsElement).open;
        if (isOpen && open !== key) setOpen(key);
        if (!isOpen && open === key) setOpen(null);
      }}
    >
      <summary
        className="cat-filter__summary"
        data-filter={key}
        data-focus-id={`filter:${key}`}
        onClick={(event) => {
          event.preventDefault();
          setOpen(open === key ? null : key);
        }}
      >
        {label}
        <svg className="cat-filter__chevron" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.2" />
        </svg>
      </summary>
      <div className="cat-filter__panel">{children}</div>
    </details>
  );

  return (
    <div className="cat-filterbar" ref={barRef} data-busy={props.busy || undefined}>
      {shapeGroup ? (
        <nav className="cat-shaperow" aria-label={shapeGroup.label}>
          <ul>
            {shapeGroup.options.map((option) => (
              <li key={option.code}>
                <Link
                  to={option.selected && shapeGroup.clearHref ? shapeGroup.clearHref : option.href}
                  className="cat-shaperow__option"
                  aria-current={option.selected ? "true" : undefined}
                  data-code={option.code}
                  data-focus-id={`shape:${option.code}`}
                  preventScrollReset
                >
                  <ShapeIcon code={option.code} size={34} />
                  <span>{option.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="cat-filterbar__row">
        <div className="cat-filterbar__filters" role="group" aria-label={t("cat_filters")}>
          {groups
            .filter((g) => g !== shapeGroup && g.options.length > 0)
            .map((group) =>
              panel(
                group.key,
                group.label,
                group.options.some((o) => o.selected),
                <ul className="cat-filter__options" data-display={group.display}>
                  {group.options.map((option) => (
                    <li key={option.code}>
                      <Link
                        to={option.selected && group.clearHref ? group.clearHref : option.href}
                        className="cat-filter__option"
                        aria-current={option.selected ? "true" : undefined}
                        data-code={option.code}
                        data-empty={option.count === 0 && !option.selected ? "" : undefined}
                        data-focus-return={`filter:${group.key}`}
                        preventScrollReset
                        onClick={() => setOpen(null)}
                      >
                        {group.display === "swatch" ? <MetalSwatch code={option.code} size={22} /> : null}
                        {group.display === "shape" ? <ShapeIcon code={option.code} size={22} /> : null}
                        <span className="cat-filter__option-label">{option.label}</span>
                        {option.count !== undefined ? <span className="cat-filter__count">{option.count}</span> : null}
                      </Link>
                    </li>
                  ))}
                </ul>,
              ),
            )}
          {designFeatures && designFeatures.length > 0
            ? panel(
                "design_features",
                t("cat_filter_features"),
                hash.designFeatures.length > 0,
                <fieldset className="cat-filter__fieldset">
                  <legend className="cat-visually-hidden">{t("cat_filter_design_features")}</legend>
                  {designFeatures.map((feature) => {
                    const checked = hash.designFeatures.includes(feature.code);
                    return (
                      <label key={feature.code} className="cat-check">
                        <input
                          type="checkbox"
                          checked={checked}
                          data-code={feature.code}
                          onChange={() =>
                            onHashChange({
                              ...hash,
                              designFeatures: checked
                                ? hash.designFeatures.filter((c) => c !== feature.code)
                                : [...hash.designFeatures, feature.code],
                            })
                          }
                        />
                        <span className="cat-filter__option-label">{feature.label}</span>
                        {feature.count !== undefined ? <span className="cat-filter__count">{feature.count}</span> : null}
                      </label>
                    );
                  })}
                </fieldset>,
                true,
              )
            : null}
          {karats && karats.length > 0
            ? panel(
                "k",
                t("cat_filter_karat"),
                hash.karat !== null,
                <fieldset className="cat-filter__fieldset">
                  <legend className="cat-visually-hidden">{t("cat_filter_karat")}</legend>
                  {[{ code: "", label: t("cat_filter_any_karat") }, ...karats].map((k) => (
                    <label key={k.code || "any"} className="cat-check">
                      <input
                        type="radio"
                        name="karat"
                        checked={k.code === "" ? hash.karat === null : String(hash.karat) === k.code}
                        onChange={() => {
                          onHashChange({ ...hash, karat: k.code === "" ? null : Number(k.code) });
                          setOpen(null);
                        }}
                      />
                      <span className="cat-filter__option-label">{k.label}</span>
                      {"count" in k && k.count !== undefined ? <span className="cat-filter__count">{k.count}</span> : null}
                    </label>
                  ))}
                </fieldset>,
                true,
              )
            : null}
          {priceRange
            ? panel(
                "price",
                t("cat_filter_price"),
                hash.priceMin !== null || hash.priceMax !== null,
                <PriceForm
                  key={`${hash.priceMin}-${hash.priceMax}`}
                  range={priceRange}
                  locale={locale}
                  min={hash.priceMin}
                  max={hash.priceMax}
                  onApply={(priceMin, priceMax) => {
                    onHashChange({ ...hash, priceMin, priceMax });
                    setOpen(null);
                  }}
                />,
                true,
              )
            : null}
        </div>
        {props.children}
        <div className="cat-sort" data-needs-script>
          <label htmlFor={sortId} className="cat-sort__label">
            {t("cat_sort_by")}
          </label>
          <div className="cat-select cat-select--bare">
            <select id={sortId} value={hash.sort || defaultSort} onChange={(event) => onHashChange({ ...hash, sort: event.target.value })}>
              {sortOptions.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {chips.length > 0 ? (
        <ul className="cat-chips" aria-label={t("cat_chosen_filters")}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <Link
                to={chip.href}
                className="cat-chip"
                aria-label={t("cat_remove_filter", { label: chip.label })}
                data-focus-return={chip.focusReturn}
                preventScrollReset
                onClick={(event) => {
                  if (!chip.remove) return;
                  event.preventDefault();
                  onHashChange(chip.remove);
                }}
              >
                {chip.label} <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={resetHref} className="cat-chips__clear" preventScrollReset>
              {t("cat_clear_all")}
            </Link>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

interface PriceFormProps {
  range: { min: number; max: number; currency: Currency };
  locale: Locale;
  min: number | null;
  max: number | null;
  onApply: (min: number | null, max: number | null) => void;
}

function PriceForm({ range, locale, min, max, onApply }: PriceFormProps) {
  const t = useMessage();
  const id = useId();
  const [from, setFrom] = useState(min === null ? "" : String(min));
  const [to, setTo] = useState(max === null ? "" : String(max));
  const symbol = currencySymbol(range.currency, locale);

  function submit(event: FormEvent) {
    event.preventDefault();
    const a = parseAmount(from);
    const b = parseAmount(to);
    // A range of 0 to 0 means no range; a reversed range is put the right way round.
    if ((a ?? 0) === 0 && (b ?? 0) === 0) return onApply(null, null);
    if (a !== null && b !== null && a > b) return onApply(b, a);
    onApply(a, b);
  }

  return (
    <form className="cat-price" onSubmit={submit}>
      <p className="cat-price__range">
        {formatMoney(fromMajorUnits(range.min, range.currency), locale)} – {formatMoney(fromMajorUnits(range.max, range.currency), locale)}
      </p>
      <div className="cat-price__fields">
        <div className="cat-price__field">
          <label htmlFor={`${id}-min`}>{t("cat_price_minimum")}</label>
          <span className="cat-price__input">
            <span aria-hidden="true">{symbol}</span>
            <input
              id={`${id}-min`}
              name="price_min"
              inputMode="numeric"
              value={from}
              placeholder={String(Math.floor(range.min))}
              onChange={(e) => setFrom(e.target.value)}
            />
          </span>
        </div>
        <div className="cat-price__field">
          <label htmlFor={`${id}-max`}>{t("cat_price_maximum")}</label>
          <span className="cat-price__input">
            <span aria-hidden="true">{symbol}</span>
            <input
              id={`${id}-max`}
              name="price_max"
              inputMode="numeric"
              value={to}
              placeholder={String(Math.ceil(range.max))}
              onChange={(e) => setTo(e.target.value)}
            />
          </span>
        </div>
      </div>
      <button type="submit" className="cat-button cat-button--small">
        {t("cat_price_apply")}
      </button>
    </form>
  );
}

function parseAmount(value: string): number | null {
  const cleaned = value.replace(/[^\d.]/g, "");
  if (!cleaned) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}
