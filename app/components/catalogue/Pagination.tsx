import { Link } from "react-router";
import { pageWindow } from "./pagination.ts";

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of a page (page 1 never carries a page segment: SPEC 2.5). */
  hrefFor: (page: number) => string;
}

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const pages = pageWindow(page, pageCount);
  if (pages.length === 0) return null;
  return (
    <nav className="cat-pagination" aria-label="Pages">
      {page > 1 ? (
        <Link className="cat-pagination__step" to={hrefFor(page - 1)} rel="prev">
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span className="cat-pagination__step" aria-hidden="true" data-disabled>
          <span>←</span> Previous
        </span>
      )}
      <ol className="cat-pagination__pages">
        {pages.map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="cat-pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                className="cat-pagination__page"
                to={hrefFor(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className="cat-pagination__step" to={hrefFor(page + 1)} rel="next">
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="cat-pagination__step" aria-hidden="true" data-disabled>
          Next <span>→</span>
        </span>
      )}
    </nav>
  );
}
