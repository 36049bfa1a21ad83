import { useNavigate } from "react-router";
import { Link } from "../ui/Link.tsx";
import { regionPath } from "../../../core/regions.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useSite } from "../../lib/site.tsx";
import type { StoneView } from "../stones/types.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import { afterStoneAdded } from "./model.ts";
import type { RingBuilderView } from "./types.ts";
import { RingBuilderFailure } from "./RingBuilderFailure.tsx";
import { useHere, useRingBuilderChange } from "./useRingBuilderChange.ts";
import "./ring-builder.css";

/**
 * A stone's "Add to a ring": stores the stone as the ring's centre stone, then goes to the settings
 * that take it (or, with a setting already chosen, to the ring). A stone already in the ring says so.
 */
export function AddStoneToRing({ stone, ring }: { stone: StoneView; ring: RingBuilderView | null }) {
  const t = useMessage();
  const navigate = useNavigate();
  const { region } = useSite();
  const here = useHere();
  const { change, pending, failed } = useRingBuilderChange();
  if (ring?.stone?.identifier === stone.identifier) {
    return (
      <div className="rb-action" data-stone-in-ring>
        <p className="rb-action-note">{t("rb_already_added")}</p>
        <Link className="btn btn--primary" to={regionPath(region, afterStoneAdded({ hasMount: ring.mount !== null, stoneShape: stone.shape as ShapeCode }, here))}>
          {ring.mount ? t("rb_view_ring") : t("rb_step_choose_setting")}
        </Link>
      </div>
    );
  }
  const add = async () => {
    const next = await change({ kind: "stone", identifier: stone.identifier, uri: here });
    if (next) navigate(regionPath(region, afterStoneAdded(next, here)));
  };
  return (
    <div className="rb-action">
      <button type="button" className="btn btn--primary" onClick={add} disabled={pending} aria-busy={pending || undefined} data-action="add-to-ring">
        {pending ? t("rb_adding") : ring?.mount ? t("rb_add_to_your_ring") : t("rb_add_to_ring")}
      </button>
      <RingBuilderFailure failed={failed} />
    </div>
  );
}

