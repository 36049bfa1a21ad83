import { useLocation, useNavigate } from "react-router";
import { Link } from "../ui/Link.tsx";
import { regionPath } from "../../../core/regions.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useSite } from "../../lib/site.tsx";
import type { StoneView } from "../stones/types.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type { RingBuilderErrorCode } from "../../../core/vocabulary/ring-builder.ts";
import { afterMountAdded, afterStoneAdded } from "./model.ts";
import type { RingBuilderChange, RingBuilderView } from "./types.ts";
import { useRingBuilderChange } from "./useRingBuilderChange.ts";
import "./ring-builder.css";

function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** A refused or failed change, said where the button is, each reason in the visitor's words. */
function Failed({ failed }: { failed: RingBuilderErrorCode[] | null }) {
  const t = useMessage();
  if (!failed) return null;
  const reasons = [...new Set(failed)];
  return (
    <p className="cat-field-error" role="alert" data-ring-failure={reasons.join(" ") || undefined}>
      {reasons.length ? reasons.map((code) => t(`rb_error_${code.toLowerCase()}`)).join(" ") : t("rb_failed")}
    </p>
  );
}

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
      <Failed failed={failed} />
    </div>
  );
}

/** A setting as a page chooses it: the ring builder's mount change without where it was chosen. */
export type MountChoice = Omit<Extract<RingBuilderChange, { kind: "mount" }>, "kind" | "uri">;

/**
 * A setting's "Choose your diamond": stores the setting in its metal (and ring size, when chosen) as
 * the ring's mount, then goes to the stones that fit it (or, with a stone already chosen, to the ring).
 * `before` may refuse (a ring size still to choose) by answering false.
 */
export function useChooseMount(): { choose: (mount: MountChoice) => Promise<void>; pending: boolean; failed: RingBuilderErrorCode[] | null } {
  const navigate = useNavigate();
  const { region } = useSite();
  const here = useHere();
  const { change, pending, failed } = useRingBuilderChange();
  const choose = async (mount: MountChoice) => {
    const next = await change({ kind: "mount", ...mount, uri: here });
    if (next) navigate(regionPath(region, afterMountAdded(next, here)));
  };
  return { choose, pending, failed };
}

export { Failed as RingBuilderFailure };
