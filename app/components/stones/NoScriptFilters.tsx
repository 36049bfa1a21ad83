import { formatCaratUrl } from "../../../core/carat.ts";
import { formatSort, stoneFilterParam, type StoneFilters, type StoneSearchState } from "../../../core/urls/stones.ts";
import { SHAPES } from "../../../core/vocabulary/shapes.ts";
import { CLARITIES, COLOURS, CUT_GRADES, FANCY_COLOURS, GEMSTONE_COLOURS, GEMSTONE_TYPES, INTENSITIES, isFancyCategory, type StoneCategory } from "../../../core/vocabulary/stones.ts";
import type { MessageId } from "../../i18n/index.ts";
import { useMessage } from "../../lib/intl.tsx";
import { stoneLabels, type StoneLabels } from "./labels.ts";

type Group = { field: keyof StoneFilters; title: MessageId; codes: readonly string[]; label: keyof StoneLabels };

/** The filters a search offers without scripts: the first of each kind's (the page's own panel has them all). */
function groupsOf(category: StoneCategory): Group[] {
  if (category === "GEMSTONE") {
    return [
      { field: "gemstoneTypes", title: "stone_field_gemstone", codes: GEMSTONE_TYPES.codes, label: "gemstoneType" },
      { field: "gemstoneColours", title: "stone_field_colour", codes: GEMSTONE_COLOURS.codes, label: "gemstoneColour" },
    ];
  }
  if (isFancyCategory(category)) {
    return [
      { field: "fancyColours", title: "stone_field_colour", codes: FANCY_COLOURS.codes, label: "fancyColour" },
      { field: "intensities", title: "stone_field_intensity", codes: INTENSITIES.codes, label: "intensity" },
      { field: "clarities", title: "stone_field_clarity", codes: CLARITIES.codes, label: "clarity" },
    ];
  }
  return [
    { field: "colours", title: "stone_field_colour", codes: COLOURS.codes, label: "colour" },
    { field: "clarities", title: "stone_field_clarity", codes: CLARITIES.codes, label: "clarity" },
    { field: "cuts", title: "stone_field_cut", codes: CUT_GRADES.codes, label: "grade" },
  ];
}

/**
 * The stone search's filters for a browser that runs no script: a GET form of the page's own address
 * whose fields are the search's query (shape[]=round&colour[]=d&carat_min=1), which the page's loader
 * reads (and moves to its canonical address). The page draws it inside <noscript>, on the server only
 * (its code is not in the browser's bundle): a browser running the page's scripts has the full filter
 * panel instead. Only for searches kept in the query, which the server sees.
 */
export function NoScriptFilters({ action, category, state, lockedShapes }: { action: string; category: StoneCategory; state: StoneSearchState; lockedShapes: boolean }) {
  const t = useMessage();
  const label = stoneLabels(t);
  const { filters } = state;
  const checkbox = (field: keyof StoneFilters, code: string, text: string | null) => {
    const param = stoneFilterParam(field, code);
    if (!param) return null;
    return (
      <label key={code} className="stone-noscript__choice">
        <input type="checkbox" name={param.name} value={param.value} defaultChecked={(filters[field] as string[]).includes(code)} /> {text ?? code}
      </label>
    );
  };
  const range = (key: "carat" | "price", title: MessageId, step: string) => {
    const value = filters[key];
    const write = (n: number | null) => (n === null ? "" : key === "carat" ? formatCaratUrl(n) : String(n));
    const name = t(title).toLowerCase();
    return (
      <fieldset className="stone-noscript__group">
        <legend>{t(title)}</legend>
        <input type="number" name={`${key}_min`} min="0" step={step} defaultValue={write(value.min)} aria-label={t("stone_range_minimum", { name })} />
        {" – "}
        <input type="number" name={`${key}_max`} min="0" step={step} defaultValue={write(value.max)} aria-label={t("stone_range_maximum", { name })} />
      </fieldset>
    );
  };
  return (
    <form method="get" action={action} className="stone-noscript" data-noscript-filters>
      {lockedShapes ? null : (
        <fieldset className="stone-noscript__group">
          <legend>{t("stone_field_shape")}</legend>
          {SHAPES.map((s) => checkbox("shapes", s.code, label.shape(s.code)))}
        </fieldset>
      )}
      {range("carat", "stone_field_carat", "0.01")}
      {range("price", "stone_field_price", "1")}
      {groupsOf(category).map((group) => (
        <fieldset key={group.field} className="stone-noscript__group">
          <legend>{t(group.title)}</legend>
          {group.codes.map((code) => checkbox(group.field, code, (label[group.label] as (c: string) => string | null)(code)))}
        </fieldset>
      ))}
      {state.sort ? <input type="hidden" name="sort" value={formatSort(state.sort)} /> : null}
      <button type="submit" className="btn btn--secondary btn--sm">
        {t("stone_filters_apply")}
      </button>
    </form>
  );
}
