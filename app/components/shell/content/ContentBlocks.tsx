import type React from "react";
import { StoreLink } from "../../ui/StoreLink.tsx";
import { Image } from "../../ui/Image.tsx";
import { Price } from "../../ui/Price.tsx";
import { RichText } from "../../ui/RichText.tsx";
import { buttonClass } from "../../ui/button-class.ts";
import { useMessage } from "../../../lib/intl.tsx";
import { WorkingHoursFlag } from "../WorkingHoursFlag.tsx";
import { useWorkingHoursText } from "../working-hours-text.ts";
import type { CategoryGridBlock, ConsultationBlock, ContentBlock, HeroBlock, ReviewsBlock, RichTextBlock } from "./page-data.ts";
import { moneyOf } from "../../../lib/money.ts";
import "./content.css";

/** Renders the blocks of a content page in order; the first hero is the page's <h1>. */
export function ContentBlocks({ blocks, title }: { blocks: ContentBlock[]; title: string }) {
  const firstHero = blocks.findIndex((b) => b.__typename === "HeroBlock");
  return (
    <div className="content-page">
      {firstHero === -1 ? (
        <header className="content-page__header container container--narrow">
          <h1 className="content-page__title">{title}</h1>
        </header>
      ) : null}
      {blocks.map((block, i) => {
        switch (block.__typename) {
          case "HeroBlock":
            return <Hero key={block.id} block={block} isFirst={i === firstHero} />;
          case "CategoryGridBlock":
            return <CategoryGrid key={block.id} block={block} />;
          case "ConsultationBlock":
            return <Consultation key={block.id} block={block} />;
          case "ReviewsBlock":
            return <Reviews key={block.id} block={block} />;
          case "RichTextBlock":
            return <RichTextSection key={block.id} block={block} />;
          default:
            return null;
        }
      })}
    </div>
  );
}

function Hero({ block, isFirst }: { block: HeroBlock; isFirst: boolean }) {
  const Heading = isFirst ? "h1" : "h2";
  return (
    <section className="hero" id={block.id} aria-labelledby={`${block.id}-title`}>
      <Image
        image={block.image}
        className="hero__image"
        sizes="100vw"
        priority={isFirst}
        alt={block.image.alt}
        width={1600}
        height={1600}
      />
      <div className="hero__scrim" aria-hidden="true" />
      <div className="hero__content container">
        <div className="hero__text">
          {block.eyebrow ? <p className="eyebrow hero__eyebrow">{block.eyebrow}</p> : null}
          <Heading id={`${block.id}-title`} className="hero__headline">
            {block.headline}
          </Heading>
          {block.subline ? <p className="hero__subline">{block.subline}</p> : null}
          {block.links.length ? (
            <div className="hero__actions">
              {block.links.map((link, i) => (
                <StoreLink key={`${link.text}-${i}`} link={link} className={buttonClass(i === 0 ? "inverse" : "ghost")} />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function CategoryGrid({ block }: { block: CategoryGridBlock }) {
  return (
    <section className="section category-grid" id={block.id} aria-labelledby={`${block.id}-title`}>
      <div className="container">
        <h2 id={`${block.id}-title`} className="section-heading">
          {block.title}
        </h2>
        {block.intro ? <p className="section-intro">{block.intro}</p> : null}
        <ul className="category-grid__tiles" style={{ "--tile-columns": tileColumns(block.tiles.length) } as React.CSSProperties}>
          {block.tiles.map((tile, i) => (
            <li key={`${tile.title}-${i}`} className="category-tile">
              <StoreLink link={tile.link} className="category-tile__link">
                <span className="category-tile__media media-box">
                  <Image image={tile.image} sizes={tileSizes(block.tiles.length)} alt="" width={800} height={1000} />
                </span>
                <span className="category-tile__body">
                  <span className="category-tile__title">{tile.title}</span>
                  {tile.description ? <span className="category-tile__description">{tile.description}</span> : null}
                  {tile.priceFrom ? <Price money={moneyOf(tile.priceFrom)} from className="category-tile__price" /> : null}
                </span>
              </StoreLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** How wide a tile is shown: two columns below 1024 px, then tileColumns() of a page at most 1360 px wide. */
function tileSizes(count: number): string {
  const columns = tileColumns(count);
  return `(min-width: 1360px) ${Math.ceil(1360 / columns)}px, (min-width: 1024px) ${Math.ceil(100 / columns)}vw, 50vw`;
}

/** Desktop columns that leave no orphan row: 3 for 3, 6 or 9 tiles, else 4. */
export function tileColumns(count: number): number {
  if (count <= 4) return Math.max(count, 2);
  return count % 4 === 0 ? 4 : count % 3 === 0 ? 3 : 4;
}

function AvatarStack({ images }: { images: ConsultationBlock["avatarStack"]["images"] }) {
  const t = useMessage();
  if (!images.length) return null;
  return (
    <ul className="avatar-stack" aria-label={t("avatar_stack_label")}>
      {images.slice(0, 5).map((image) => (
        <li key={image.id} className="avatar-stack__item">
          <Image image={image} sizes="(min-width: 1024px) 104px, 80px" width={72} height={72} />
        </li>
      ))}
    </ul>
  );
}

function Consultation({ block }: { block: ConsultationBlock }) {
  const hours = useWorkingHoursText();
  const points = block.workingHours && hours ? [...block.points, hours] : block.points;
  return (
    <section className="section consultation" id={block.id} aria-labelledby={`${block.id}-title`}>
      <div className="container consultation__inner">
        <div className="consultation__aside">
          <AvatarStack images={block.avatarStack.images} />
          <WorkingHoursFlag className="consultation__hours" />
        </div>
        <div className="consultation__body">
          <h2 id={`${block.id}-title`} className="consultation__title">
            {block.title}
          </h2>
          <p className="consultation__text">{block.text}</p>
          {points.length ? (
            <ul className="consultation__points">
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          {block.links.length ? (
            <div className="consultation__actions">
              {block.links.map((link, i) => (
                <StoreLink key={`${link.text}-${i}`} link={link} className={buttonClass(i === 0 ? "primary" : "secondary")} />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span className="stars" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        return (
          <svg key={i} viewBox="0 0 24 24" width={size} height={size}>
            <defs>
              <linearGradient id={`star-${i}-${Math.round(fill * 100)}`}>
                <stop offset={`${fill * 100}%`} stopColor="currentColor" />
                <stop offset={`${fill * 100}%`} stopColor="transparent" />
              </linearGradient>
            </defs>
            <path
              d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
              fill={`url(#star-${i}-${Math.round(fill * 100)})`}
              stroke="currentColor"
              strokeWidth="1"
            />
          </svg>
        );
      })}
    </span>
  );
}

function Reviews({ block }: { block: ReviewsBlock }) {
  const t = useMessage();
  return (
    <section className="section reviews" id={block.id} aria-labelledby={`${block.id}-title`}>
      <div className="container">
        <h2 id={`${block.id}-title`} className="section-heading">
          {block.title}
        </h2>
        <p className="reviews__summary">
          <Stars rating={block.rating} size={20} />
          <span>
            {t("reviews_rating", { rating: block.rating.toFixed(1) })} {t("reviews_count", { count: block.reviewCount })}
            {block.sourceName ? ` ${t("reviews_on", { source: block.sourceName })}` : ""}
          </span>
        </p>
        <ul className="reviews__list">
          {block.reviews.map((review, i) => (
            <li key={`${review.author}-${i}`} className="review">
              <figure>
                <Stars rating={review.rating} />
                <span className="visually-hidden">{t("reviews_rating", { rating: review.rating })}</span>
                <blockquote className="review__quote">
                  <p>{review.quote}</p>
                </blockquote>
                <figcaption className="review__author">
                  {review.author}
                  {review.location ? <span className="review__location">{review.location}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {block.link ? (
          <p className="reviews__more">
            <StoreLink link={block.link} className="text-link" />
          </p>
        ) : null}
      </div>
    </section>
  );
}

function RichTextSection({ block }: { block: RichTextBlock }) {
  return (
    <section className="section rich-text-block" id={block.id} aria-labelledby={block.heading ? `${block.id}-title` : undefined}>
      <div className="container container--narrow">
        {block.heading ? (
          <h2 id={`${block.id}-title`} className="rich-text-block__title">
            {block.heading}
          </h2>
        ) : null}
        <RichText html={block.html} />
      </div>
    </section>
  );
}
