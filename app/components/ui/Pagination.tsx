import type { MouseEvent } from "react";
import { Link } from "./Link.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { pageWindow } from "./pagination.ts";
import "./Pagination.css";

interface PaginationProps {
  page: number;
  /** The last page that can be shown: never a link past it. */
  pageCount: number;
  /** The URL of a page (page 1 never carries a page number). */
  hrefFor: (page: number) => string;
  /** Handles a plain click in the page (the link still works without script, or opened elsewhere). */
  onSelect?: (page: number) => void;
}

/** Page links of every listing and search: previous, a window of pages with gaps, next. */
export function Pagination({ page, pageCount, hrefFor, onSelect }: PaginationProps) {
  const t = useMessage();
  const pages = pageWindow(page, pageCount);
  if (pages.length === 0) return null;
  const click = (p: number) => (event: MouseEvent) => {
    if (!onSelect || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(p);
  };
  return (
    <nav className="pagination" aria-label={t("pagination_label")}>
      {page > 1 ? (
        <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev" onClick={click(page - 1)}>
          <span aria-hidden="true">←</span>
          {` ${t("pagination_previous")}`}
        </Link>
      ) : (
        <span className="pagination__step" aria-hidden="true" data-disabled>
          <span>←</span>
          {` ${t("pagination_previous")}`}
        </span>
      )}
      <ol className="pagination__pages">
        {pages.map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                className="pagination__page"
                to={hrefFor(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={t("pagination_page", { page: p })}
                onClick={click(p)}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className="pagination__step" to={hrefFor(page + 1)} rel="next" onClick={click(page + 1)}>
          {`${t("pagination_next")} `}
          <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="pagination__step" aria-hidden="true" data-disabled>
          {`${t("pagination_next")} `}
          <span>→</span>
        </span>
      )}
    </nav>
  );
}
