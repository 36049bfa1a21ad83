import { Link } from "react-router";

interface EmptyStateProps {
  /** Where "clear the filters" leads: the listing without filters. */
  resetHref: string;
  resetLabel?: string;
  onReset?: () => void;
  /** Where to reach an expert (the region's contacts page). */
  contactHref?: string;
}

/** The "Nothing here" state of a listing (SPEC 8), with a way out. */
export function EmptyState({ resetHref, resetLabel = "Clear all filters", onReset, contactHref }: EmptyStateProps) {
  return (
    <div className="cat-empty" role="status">
      <h2 className="cat-empty__title">Nothing here</h2>
      <p className="cat-empty__text">
        No designs match these filters. Try fewer filters, or speak to one of our experts: we can make almost anything.
      </p>
      <div className="cat-empty__actions">
        <Link className="cat-button" to={resetHref} onClick={onReset}>
          {resetLabel}
        </Link>
        {contactHref ? (
          <Link className="cat-button cat-button--ghost" to={contactHref}>
            Speak to an expert
          </Link>
        ) : null}
      </div>
    </div>
  );
}
