import { Link } from "react-router";
import { useMessage } from "../../lib/intl.tsx";
import { pageWindow } from "./pagination.ts";

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of a page (page 1 never carries a page segment). */
  hrefFor: (page: number) => string;
}

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const t = useMessage();
  const pages = pageWindow(page, pageCount);
  if (pages.length === 0) return null;
  return (
    <nav className="cat-pagination" aria-label={t("cat_pages")}>
      {page > 1 ? (
        <Link className="cat-pagination__step" to={hrefFor(page - 1)} rel="prev">
          <span aria-hidden="true">←</span>{` ${t("cat_previous")}`}
        </Link>
      ) : (
        <span className="cat-pagination__step" aria-hidden="true" data-disabled>
          <span>←</span>{` ${t("cat_previous")}`}
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
                aria-label={t("cat_page", { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className="cat-pagination__step" to={hrefFor(page + 1)} rel="next">
          {`${t("cat_next")} `}<span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="cat-pagination__step" aria-hidden="true" data-disabled>
          {`${t("cat_next")} `}<span>→</span>
        </span>
      )}
    </nav>
  );
}
