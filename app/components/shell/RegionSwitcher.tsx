import { useId } from "react";
import { CURRENCIES, type Currency, type Region } from "../../../core/regions.ts";
import { useSite } from "../../lib/site.tsx";
import { useMessage } from "../../lib/intl.tsx";
import "./RegionSwitcher.css";

/**
 * Region and currency choice (docs/product.md#region-choice): a region is stored in the `locale` cookie and the same route
 * opens in that region; a currency is stored in the `currency` cookie and prices reload.
 */
export function RegionSwitcher({ compact = false }: { compact?: boolean }) {
  const site = useSite();
  const t = useMessage();
  const id = useId();
  const regions = (site.init?.regions ?? []).filter((r) => r.isActive);
  return (
    <div className={`region-switcher${compact ? " region-switcher--compact" : ""}`}>
      <div className="field">
        <label htmlFor={`${id}-region`} className="field__label">
          {t("region_label")}
        </label>
        <select
          id={`${id}-region`}
          className="field__select"
          value={site.region}
          onChange={(e) => site.chooseRegion(e.target.value as Region)}
        >
          {regions.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-currency`} className="field__label">
          {t("currency_label")}
        </label>
        <select
          id={`${id}-currency`}
          className="field__select"
          value={site.currency}
          onChange={(e) => site.chooseCurrency(e.target.value as Currency)}
        >
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
