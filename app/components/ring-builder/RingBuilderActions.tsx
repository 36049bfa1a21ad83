import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "../ui/Link.tsx";
import { regionPath } from "../../../core/regions.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useSite } from "../../lib/site.tsx";
import { runQuery } from "../../lib/graphql-client.ts";
import type { StoneView } from "../stones/types.ts";
import { yourRingUrl } from "../../../core/urls/ring-builder-links.ts";
import type { RingBuilderView } from "./types.ts";
import { RingBuilderFailure } from "./RingBuilderFailure.tsx";
import { RingBuilderForm, type FormChange } from "./RingBuilderForm.tsx";
import { settingTakes } from "./ring-state.ts";
import { useHere, useRingBuilderChange } from "./useRingBuilderChange.ts";
import "./ring-builder.css";

/**
 * How many settings take a stone, as the server counted them (the listing "Add to a ring" leads to);
 * for a stone the page was not rendered with (one chosen in a search kept in the hash), asked of the
 * server once it is shown. Undefined while unknown.
 */
function useSettingsForStone(stone: StoneView, known: number | null | undefined): number | undefined {
  const { client, region, currency, locale } = useSite();
  const [asked, setAsked] = useState<{ identifier: string; count: number } | null>(null);
  const unknown = known === undefined || known === null;
  useEffect(() => {
    if (!unknown || !client || asked?.identifier === stone.identifier) return;
    let cancelled = false;
    import("../../routes/ring-builder/settings-for-stone.ts")
      .then(async ({ SETTINGS_FOR_STONE_QUERY, settingsForStoneInput }) => {
        const answer = await runQuery(client, SETTINGS_FOR_STONE_QUERY, {
          input: settingsForStoneInput(stone, { region, currency, locale }),
        });
        if (!cancelled) setAsked({ identifier: stone.identifier, count: answer.catalogueListing.total });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [unknown, client, stone.identifier]);
  if (!unknown) return known;
  return asked?.identifier === stone.identifier ? asked.count : undefined;
}

/**
 * A stone's "Add to a ring": stores the stone as the ring's centre stone, then goes to the settings
 * that take it (or, with a setting already chosen, to the ring). It is offered only when a setting
 * takes the stone (`settings`, counted by the server): otherwise the page says none does. With a
 * setting chosen that does not take the stone, it offers to choose another setting for it (the
 * setting leaves the ring). A stone already in the ring says so, and leads on as the step bar's first
 * step does (the ring's `links`), or to the ring. Each is a form that works without the page's scripts.
 */
export function AddStoneToRing({
  stone,
  ring,
  settings: known,
}: {
  stone: StoneView;
  ring: RingBuilderView | null;
  settings?: number | null;
}) {
  const t = useMessage();
  const navigate = useNavigate();
  const { region } = useSite();
  const here = useHere();
  const { change, pending, failed } = useRingBuilderChange();
  const settings = useSettingsForStone(stone, known);
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
  const mount = ring?.mount ?? null;
  const fitsMount = mount ? settingTakes(mount, stone) : false;
  // Unknown yet (a stone chosen in the browser): nothing is offered until the server has answered.
  if (!fitsMount && settings === undefined) return null;
  if (!fitsMount && settings === 0) {
    return (
      <div className="rb-action" data-no-setting-takes-stone>
        <p className="rb-action-note">{t("rb_no_setting_takes_stone")}</p>
      </div>
    );
  }
  const replaceMount = Boolean(mount && !fitsMount);
  const formChange: FormChange = { kind: "stone", identifier: stone.identifier, ...(replaceMount ? { replaceMount: true } : {}) };
  const add = async () => {
    // Where it goes is read from the ring builder's URL grammar (ring-links.ts), loaded while the change is sent.
    const [next, { afterStoneAdded }] = await Promise.all([change({ ...formChange, uri: here }), import("./ring-links.ts")]);
    if (next) navigate(regionPath(region, afterStoneAdded(next, here)));
  };
  return (
    <RingBuilderForm change={formChange} from={here} onSubmit={() => void add()} className="rb-action">
      {replaceMount && mount ? <p className="rb-action-note">{t("rb_stone_not_for_setting", { setting: mount.name })}</p> : null}
      <button type="submit" className="btn btn--primary" disabled={pending} aria-busy={pending || undefined} data-action="add-to-ring">
        {pending ? t("rb_adding") : replaceMount ? t("rb_choose_another_setting") : mount ? t("rb_add_to_your_ring") : t("rb_add_to_ring")}
      </button>
      <RingBuilderFailure failed={failed} />
    </RingBuilderForm>
  );
}
