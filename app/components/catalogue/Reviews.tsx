import { formatDayMonthYear } from "../../../core/date-format.ts";
import type { Locale } from "../../../core/regions.ts";
import { useMessage } from "../../lib/intl.tsx";
import { Rating } from "./Rating.tsx";
import "./Reviews.css";

interface ReviewData {
  id: string;
  author: string;
  rating: number;
  title: string;
  body: string;
  /** ISO date. */
  reviewedOn: string;
}

interface ReviewsProps {
  average: number | null;
  count: number;
  reviews: ReviewData[];
  locale: Locale;
}

/** Customer reviews of a design with their average rating. */
export function Reviews({ average, count, reviews, locale }: ReviewsProps) {
  const t = useMessage();
  return (
    <section className="cat-section cat-reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 className="cat-section__title" id="reviews-title">
        {t("cat_reviews_title")}
      </h2>
      {count > 0 && average !== null ? (
        <>
          <div className="cat-reviews__summary">
            <span className="cat-reviews__average" aria-hidden="true">
              {average.toFixed(1)}
            </span>
            <Rating value={average} count={count} size="md" />
          </div>
          <ul className="cat-reviews__list">
            {reviews.map((review) => (
              <li key={review.id} className="cat-review">
                <Rating value={review.rating} />
                <h3 className="cat-review__title">{review.title}</h3>
                <p className="cat-review__body">{review.body}</p>
                <p className="cat-review__meta">
                  {review.author} · <time dateTime={review.reviewedOn}>{formatDayMonthYear(new Date(review.reviewedOn), locale)}</time>
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="cat-reviews__none">{t("cat_reviews_none")}</p>
      )}
    </section>
  );
}
