import { useId } from "react";
import { useMessage } from "../../lib/intl.tsx";
import "./RingSizeSelector.css";

interface RingSizeOption {
  /** "type|id": RecommendedRingSize|id or RingSize|id. */
  value: string;
  label: string;
}

interface RingSizeSelectorProps {
  options: RingSizeOption[];
  value: string;
  onChange: (value: string) => void;
  /** Shows "Please select a ring size" under the field (after an attempt to go on without one). */
  showError: boolean;
  /** Link to the ring size guide, when there is one. */
  guideHref?: string;
}

/** A native select (keyboard, screen readers and phones all know it): "Please select a ring size" until chosen. */
export function RingSizeSelector({ options, value, onChange, showError, guideHref }: RingSizeSelectorProps) {
  const t = useMessage();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = showError && !value;
  return (
    <div className="cat-ringsize" data-invalid={invalid || undefined}>
      <div className="cat-ringsize__head">
        <label htmlFor={id} className="cat-label">
          {t("cat_ring_size")}
        </label>
        {guideHref ? (
          <a className="cat-link-quiet" href={guideHref}>
            {t("cat_ring_size_guide")}
          </a>
        ) : null}
      </div>
      <div className="cat-select">
        <select
          id={id}
          name="ringSize"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          required
        >
          <option value="" disabled>
            {t("cat_ring_size_required")}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {invalid ? (
        <p id={errorId} className="cat-field-error" role="alert">
          {t("cat_ring_size_required")}
        </p>
      ) : null}
    </div>
  );
}
