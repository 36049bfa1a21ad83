import { useNavigate } from "react-router";
import { regionPath } from "../../../core/regions.ts";
import type { RingBuilderErrorCode } from "../../../core/vocabulary/ring-builder.ts";
import { useSite } from "../../lib/site.tsx";
import type { RingBuilderChange } from "./types.ts";
import { useHere, useRingBuilderChange } from "./useRingBuilderChange.ts";

/** A setting as a page chooses it: the ring builder's mount change without where it was chosen. */
export type MountChoice = Omit<Extract<RingBuilderChange, { kind: "mount" }>, "kind" | "uri">;

/**
 * A setting's "Choose your diamond": stores the setting in its metal (and ring size, when chosen) as
 * the ring's mount, then goes to the stones that fit it (or, with a stone already chosen, to the ring).
 * `before` may refuse (a ring size still to choose) by answering false. Where it goes is read from the
 * ring builder's URL grammar (ring-links.ts), loaded while the change is sent rather than with the page.
 */
export function useChooseMount(): {
  choose: (mount: MountChoice) => Promise<void>;
  pending: boolean;
  failed: RingBuilderErrorCode[] | null;
} {
  const navigate = useNavigate();
  const { region } = useSite();
  const here = useHere();
  const { change, pending, failed } = useRingBuilderChange();
  const choose = async (mount: MountChoice) => {
    const [next, { afterMountAdded }] = await Promise.all([change({ kind: "mount", ...mount, uri: here }), import("./ring-links.ts")]);
    if (next) navigate(regionPath(region, afterMountAdded(next, here)));
  };
  return { choose, pending, failed };
}
