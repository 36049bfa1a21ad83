import { AddStoneToRing } from "../ring-builder/RingBuilderActions.tsx";
import type { RingBuilderView } from "../ring-builder/types.ts";
import { StoneDetail, type StoneDetailProps } from "./StoneDetail.tsx";

/** The stone chosen on a search page: its view, with the button that adds it to the ring being built. */
export function SelectedStone({ ring, ...props }: Omit<StoneDetailProps, "ringAction"> & { ring: RingBuilderView | null }) {
  return <StoneDetail {...props} ringAction={<AddStoneToRing stone={props.stone} ring={ring} />} />;
}
