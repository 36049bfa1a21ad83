import { Link } from "./Link.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { useRegionHref } from "../../lib/site.tsx";
import "./ui.css";

export interface Crumb {
  label: string;
  /** Unprefixed path; the last crumb (the current page) has none. */
  to?: string;
}

/** A breadcrumb trail; the current page is marked aria-current. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useMessage();
  const href = useRegionHref();
  return (
    <nav aria-label={t("breadcrumbs")} className="breadcrumbs">
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`}>
              {item.to && !last ? (
                <Link to={href(item.to)}>{item.label}</Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
