import { useId } from "react";
import type { GemstoneColour, GemstoneType } from "../../../core/vocabulary/stones.ts";
import { vocabularyMessageId } from "../../i18n/vocabulary.ts";
import { useMessage } from "../../lib/intl.tsx";
import {
  SIGNATURE_STONE_WIDTHS,
  signatureStoneColours,
  signatureStoneCrystals,
  type SignatureStoneChoice,
} from "../../../core/ring-builder.ts";
import "./ring-builder.css";

/**
 * A design's signature stone (its own coloured side stones): the variety, the colour and the width,
 * stored with the setting when it goes into the ring. Native selects, as the ring size is. Every code
 * offered is a vocabulary's, so each is named by its message alone (this page loads only these two
 * vocabularies' words, not every stone word).
 */
export function SignatureStonePicker({
  gemstones,
  value,
  onChange,
}: {
  gemstones: readonly string[];
  value: SignatureStoneChoice;
  onChange: (value: SignatureStoneChoice) => void;
}) {
  const t = useMessage();
  const id = useId();
  return (
    <fieldset className="rb-signature" data-signature-stone>
      <legend className="cat-label">{t("rb_signature_stone")}</legend>
      <div className="rb-signature__fields">
        <label htmlFor={`${id}-crystal`}>
          <span>{t("rb_signature_crystal")}</span>
          <span className="cat-select">
            <select
              id={`${id}-crystal`}
              value={value.crystal}
              onChange={(e) => {
                // A colour the new variety does not come in gives way to its first.
                const crystal = e.target.value as GemstoneType;
                const colours = signatureStoneColours(crystal);
                onChange({ ...value, crystal, colour: colours.includes(value.colour) ? value.colour : colours[0]! });
              }}
            >
              {signatureStoneCrystals(gemstones).map((code) => (
                <option key={code} value={code}>
                  {t(vocabularyMessageId("stone_gemstone_type", code))}
                </option>
              ))}
            </select>
          </span>
        </label>
        <label htmlFor={`${id}-colour`}>
          <span>{t("rb_signature_colour")}</span>
          <span className="cat-select">
            <select
              id={`${id}-colour`}
              value={value.colour}
              onChange={(e) => onChange({ ...value, colour: e.target.value as GemstoneColour })}
            >
              {signatureStoneColours(value.crystal).map((code) => (
                <option key={code} value={code}>
                  {t(vocabularyMessageId("stone_gemstone_colour", code))}
                </option>
              ))}
            </select>
          </span>
        </label>
        <label htmlFor={`${id}-width`}>
          <span>{t("rb_signature_width")}</span>
          <span className="cat-select">
            <select id={`${id}-width`} value={String(value.width)} onChange={(e) => onChange({ ...value, width: Number(e.target.value) })}>
              {SIGNATURE_STONE_WIDTHS.map((w) => (
                <option key={w} value={String(w)}>
                  {t("rb_signature_width_value", { width: w.toFixed(1) })}
                </option>
              ))}
            </select>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
