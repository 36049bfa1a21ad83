import { useId } from "react";
import { useMessage } from "../../lib/intl.tsx";
import "./Rating.css";

interface RatingProps {
  /** Average rating, 1 to 5. */
  value: number;
  count?: number;
  size?: "sm" | "md";
}

/** Five stars filled to the average, with the figures spelled out for screen readers. */
export function Rating({ value, count, size = "sm" }: RatingProps) {
  const t = useMessage();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const rounded = Math.round(value * 10) / 10;
  const width = (Math.max(0, Math.min(5, value)) / 5) * 100;
  const text = count !== undefined ? t("cat_rating", { rating: rounded, count }) : t("reviews_rating", { rating: rounded });
  return (
    <span className="cat-rating" data-size={size}>
      <svg className="cat-rating__stars" viewBox="0 0 100 20" aria-hidden="true" focusable="false">
        <defs>
          <clipPath id={`clip-${id}`}>
            <rect x="0" y="0" width={width} height="20" />
          </clipPath>
          <path id={`star-${id}`} d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
        </defs>
        <g className="cat-rating__empty">
          {[0, 20, 40, 60, 80].map((x) => (
            <use key={x} href={`#star-${id}`} x={x} />
          ))}
        </g>
        <g className="cat-rating__full" clipPath={`url(#clip-${id})`}>
          {[0, 20, 40, 60, 80].map((x) => (
            <use key={x} href={`#star-${id}`} x={x} />
          ))}
        </g>
      </svg>
      <span className="cat-visually-hidden">{text}</span>
      {count !== undefined ? (
        <span className="cat-rating__count" aria-hidden="true">
          {rounded.toFixed(1)} ({count})
        </span>
      ) : null}
    </span>
  );
}
