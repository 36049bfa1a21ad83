import { AddStoneToRing } from "../ring-builder/RingBuilderActions.tsx";
import type { RingBuilderView } from "../ring-builder/types.ts";
import { StoneDetail, type StoneDetailProps } from "./StoneDetail.tsx";

/**
 * The stone chosen on a search page: its view, with the button that adds it to the ring being built
 * (`ringSettings`: how many settings take it, as the server counted them; undefined when the page was
 * not rendered with this stone).
 */
export function SelectedStone({
  ring,
  ringSettings,
  ...props
}: Omit<StoneDetailProps, "ringAction"> & { ring: RingBuilderView | null; ringSettings?: number | null }) {
  return <StoneDetail {...props} ringAction={<AddStoneToRing stone={props.stone} ring={ring} settings={ringSettings} />} />;
}
