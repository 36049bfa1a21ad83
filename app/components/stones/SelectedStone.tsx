import { AddStoneToRing } from "../ring-builder/RingBuilderActions.tsx";
import type { RingBuilderView } from "../ring-builder/types.ts";
import { AddToBagForm } from "../bag/AddToBagForm.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { StoneDetail, type StoneDetailProps } from "./StoneDetail.tsx";

/**
 * The stone chosen on a search page: its view, with the button that adds it to the bag as a loose
 * stone (docs/product.md#the-bag) and the one that adds it to the ring being built (`ringSettings`:
 * how many settings take it, as the server counted them; undefined when the page was not rendered
 * with this stone).
 */
export function SelectedStone({
  ring,
  ringSettings,
  ...props
}: Omit<StoneDetailProps, "ringAction"> & { ring: RingBuilderView | null; ringSettings?: number | null }) {
  const t = useMessage();
  return (
    <StoneDetail
      {...props}
      ringAction={
        <>
          <AddToBagForm fields={{ line: "stone", identifier: props.stone.identifier }} className="stone-detail__bag">
            <button type="submit" className="btn btn--primary" data-action="add-stone-to-bag">
              {t("bag_add")}
            </button>
          </AddToBagForm>
          <AddStoneToRing stone={props.stone} ring={ring} settings={ringSettings} />
        </>
      }
    />
  );
}
