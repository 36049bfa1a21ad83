import { Link } from "../ui/Link.tsx";
import { useMessage } from "../../lib/intl.tsx";
import "./EmptyState.css";

interface EmptyStateProps {
  /** Where "clear the filters" leads: the listing without filters. */
  resetHref: string;
  /** The label of the way out; "Clear all filters" when not given. */
  resetLabel?: string;
  onReset?: () => void;
  /** Where to reach an expert (the region's contacts page). */
  contactHref?: string;
}

/** The "Nothing here" state of a listing, with a way out. */
export function EmptyState({ resetHref, resetLabel, onReset, contactHref }: EmptyStateProps) {
  const t = useMessage();
  return (
    <div className="cat-empty" role="status">
      <h2 className="cat-empty__title">{t("cat_empty_title")}</h2>
      <p className="cat-empty__text">{t("cat_empty_text")}</p>
      <div className="cat-empty__actions">
        <Link className="cat-button" to={resetHref} onClick={onReset}>
          {resetLabel ?? t("cat_empty_reset")}
        </Link>
        {contactHref ? (
          <Link className="cat-button cat-button--ghost" to={contactHref}>
            {t("speak_to_expert")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
