import { formatSort, stoneFilterParam, stoneRangeParams, type StoneFilters, type StoneSearchState } from "../../../core/urls/stones.ts";
import { SHAPES } from "../../../core/vocabulary/shapes.ts";
import type { StoneCategory } from "../../../core/vocabulary/stones.ts";
import type { MessageId } from "../../i18n/index.ts";
import { useMessage } from "../../lib/intl.tsx";
import { primaryListGroups } from "./filter-groups.ts";
import { stoneLabels } from "./labels.ts";

/**
 * The stone search's filters for a browser that runs no script: a GET form of the page's own address
 * whose fields are the search's query (shape[]=round&colour[]=d&carat_min=1), which the page's loader
 * reads (and moves to its canonical address). The page draws it inside <noscript>, on the server only
 * (its code is not in the browser's bundle): a browser running the page's scripts has the full filter
 * panel instead. Only for searches kept in the query, which the server sees.
 */
export function NoScriptFilters({
  action,
  category,
  state,
  lockedShapes,
}: {
  action: string;
  category: StoneCategory;
  state: StoneSearchState;
  lockedShapes: boolean;
}) {
  const t = useMessage();
  const label = stoneLabels(t);
  const { filters } = state;
  const checkbox = (field: keyof StoneFilters, code: string, text: string | null) => {
    const param = stoneFilterParam(field, code);
    if (!param) return null;
    return (
      <label key={code} className="stone-noscript__choice">
        <input type="checkbox" name={param.name} value={param.value} defaultChecked={(filters[field] as string[]).includes(code)} />{" "}
        {text ?? code}
      </label>
    );
  };
  const range = (key: "carat" | "price", title: MessageId, step: string) => {
    const { min, max } = stoneRangeParams(key, filters[key]);
    const name = t(title).toLowerCase();
    return (
      <fieldset className="stone-noscript__group">
        <legend>{t(title)}</legend>
        <input type="number" name={min.name} min="0" step={step} defaultValue={min.value} aria-label={t("stone_range_minimum", { name })} />
        {" – "}
        <input type="number" name={max.name} min="0" step={step} defaultValue={max.value} aria-label={t("stone_range_maximum", { name })} />
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
      {primaryListGroups(category).map((group) => (
        <fieldset key={group.field} className="stone-noscript__group">
          <legend>{t(group.title)}</legend>
          {group.codes.map((code) => checkbox(group.field, code, group.label ? label[group.label](code) : null))}
        </fieldset>
      ))}
      {state.sort ? <input type="hidden" name="sort" value={formatSort(state.sort)} /> : null}
      <button type="submit" className="btn btn--secondary btn--sm">
        {t("stone_filters_apply")}
      </button>
    </form>
  );
}
