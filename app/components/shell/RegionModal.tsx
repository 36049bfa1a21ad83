import { useEffect, useState } from "react";
import type { Region } from "../../../core/regions.ts";
import { regionSuggested, useSite, useVisitor } from "../../lib/site.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { Modal } from "../ui/Dialog.tsx";
import { Button } from "../ui/Button.tsx";
import "./RegionModal.css";

/**
 * The region-choice modal (docs/product.md#region-choice): shown when the visitor has not chosen a region and the
 * suggested region differs from the current one. "Continue to <current>" stores the current region;
 * "Change country" lists the active regions and opens the same route in the chosen one. Closing it
 * (Escape, the close button, a click outside) chooses nothing: it only is not offered again.
 */
export function RegionModal() {
  const site = useSite();
  const visitor = useVisitor();
  const t = useMessage();
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  // The suggestion the modal opened with: its text stays while it closes (closing clears the site's suggestion).
  const [suggested, setSuggested] = useState<Region | null>(null);
  const shouldShow = regionSuggested(site, visitor);
  useEffect(() => {
    if (!shouldShow) return;
    setOpen(true);
    setSuggested(visitor.regionSuggest);
  }, [shouldShow, visitor.regionSuggest]);
  if (!site.init) return null;
  const regions = site.init.regions.filter((r) => r.isActive);
  const name = (code: Region | null) => regions.find((r) => r.code === code)?.name ?? code ?? "";
  const current = regions.find((r) => r.code === site.region);
  const choose = (region: Region) => {
    setOpen(false);
    site.chooseRegion(region);
  };
  return (
    <Modal
      isOpen={open}
      onOpenChange={(next) => {
        if (next) return;
        setOpen(false);
        site.dismissRegionChoice();
      }}
      title={t("region_modal_title", { brand: t("brand_name") })}
      className="region-modal"
    >
      <p className="region-modal__text">
        {t("region_modal_text", { suggested: name(suggested), current: current?.name ?? site.region, currency: site.currency })}
      </p>
      {choosing ? (
        <fieldset className="region-modal__choices">
          <legend className="region-modal__legend">{t("region_choose")}</legend>
          <ul>
            {regions.map((r) => (
              <li key={r.code}>
                <Button
                  variant={r.code === suggested ? "primary" : "secondary"}
                  className="region-modal__region"
                  onPress={() => choose(r.code)}
                >
                  <span>{r.name}</span>
                  <span className="region-modal__currency">{r.currency}</span>
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <div className="region-modal__actions">
          <Button variant="primary" onPress={() => choose(site.region)} autoFocus>
            {t("region_continue", { region: current?.name ?? site.region })}
          </Button>
          <Button variant="secondary" onPress={() => setChoosing(true)}>
            {t("region_change")}
          </Button>
        </div>
      )}
    </Modal>
  );
}
