import { Link } from "../ui/Link.tsx";
import { useMessage } from "../../lib/intl.tsx";
import type { stoneKind } from "./labels.ts";
import "./StoneDetail.css";

type Kind = ReturnType<typeof stoneKind>;

/** "Stone not found": asks the visitor to choose another stone. */
export function StoneNotFound({ searchHref, kind }: { searchHref: string; kind: Kind }) {
  const t = useMessage();
  return (
    <section className="stone-notice" aria-labelledby="stone-notice-title">
      <h1 id="stone-notice-title" className="stone-notice__title">
        {t("stone_not_found_title")}
      </h1>
      <p>{t("stone_not_found_text", { kind })}</p>
      <Link to={searchHref} className="btn btn--secondary">
        {t("stone_not_found_action", { kind })}
      </Link>
    </section>
  );
}

/** "No stones found": the ways out are adjusting filters, resetting them or making a request. */
export function NoStones({
  kind,
  onAdjust,
  resetHref,
  contactHref,
}: {
  kind: Kind;
  onAdjust: () => void;
  resetHref: string;
  contactHref: string;
}) {
  const t = useMessage();
  return (
    <section className="stone-empty" aria-labelledby="stone-empty-title">
      <h2 id="stone-empty-title" className="stone-empty__title">
        {t("stone_empty_title")}
      </h2>
      <p>{t("stone_empty_text", { kind })}</p>
      <div className="stone-empty__actions">
        <button type="button" className="btn btn--secondary" onClick={onAdjust}>
          {t("stone_empty_adjust")}
        </button>
        <Link to={resetHref} className="btn btn--secondary">
          {t("stone_empty_reset")}
        </Link>
        <Link to={contactHref} className="btn btn--primary">
          {t("stone_empty_request")}
        </Link>
      </div>
    </section>
  );
}
