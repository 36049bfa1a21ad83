import { useNavigate } from "react-router";
import { Link } from "../ui/Link.tsx";
import { regionPath } from "../../../core/regions.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useSite } from "../../lib/site.tsx";
import type { StoneView } from "../stones/types.ts";
import { yourRingUrl } from "../../../core/urls/ring-builder-links.ts";
import type { RingBuilderView } from "./types.ts";
import { RingBuilderFailure } from "./RingBuilderFailure.tsx";
import { useHere, useRingBuilderChange } from "./useRingBuilderChange.ts";
import "./ring-builder.css";

/**
 * A stone's "Add to a ring": stores the stone as the ring's centre stone, then goes to the settings
 * that take it (or, with a setting already chosen, to the ring). A stone already in the ring says so,
 * and leads on as the step bar's first step does (the ring's `links`), or to the ring.
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
        <Link className="btn btn--primary" to={ring.mount ? regionPath(region, yourRingUrl(here)) : ring.links.setting}>
          {ring.mount ? t("rb_view_ring") : t("rb_step_choose_setting")}
        </Link>
      </div>
    );
  }
  const add = async () => {
    // Where it goes is read from the ring builder's URL grammar (ring-links.ts), loaded while the change is sent.
    const [next, { afterStoneAdded }] = await Promise.all([change({ kind: "stone", identifier: stone.identifier, uri: here }), import("./ring-links.ts")]);
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

