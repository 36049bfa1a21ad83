import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { ReactNode } from "react";
import type { Locale } from "../../../core/regions.ts";
import { enGb, type Messages } from "../../i18n/en-gb.ts";
import usMessages from "../../i18n/en-us.ts";
import { mergeMessages } from "../../i18n/index.ts";
import { IntlRoot } from "../../lib/intl.tsx";
import { DeliveryInfo } from "./DeliveryInfo.tsx";
import { EmptyState } from "./EmptyState.tsx";
import { Pagination } from "../ui/Pagination.tsx";
import { ProductCard } from "./ProductCard.tsx";
import { Rating } from "./Rating.tsx";
import { RingSizeSelector } from "./RingSizeSelector.tsx";
import { money } from "../../../core/money.ts";

/** Renders catalogue components with the messages a page of `locale` has (bundle, then server translations). */
function render(node: ReactNode, locale: Locale = "en-gb", translations: { token: string; translation: string }[] = []): string {
  const regional: Partial<Messages> = locale === "en-us" ? usMessages : {};
  return renderToStaticMarkup(
    <MemoryRouter>
      <IntlRoot locale={locale} messages={mergeMessages(regional, translations)}>
        {node}
      </IntlRoot>
    </MemoryRouter>,
  ).replace(/&#x27;/g, "'");
}

const delivery = (locale: Locale) => (
  <DeliveryInfo
    deliveryDate="2025-04-18"
    expressDeliveryDate="2025-04-10"
    orderDeadline="2025-04-01T16:00:00Z"
    deliveryDays={12}
    renderedAt="2025-03-31T10:00:00Z"
    locale={locale}
  />
);

describe("catalogue components speak the page's messages", () => {
  it("sets the delivery dates in bold inside the sentence", () => {
    const html = render(delivery("en-gb"));
    expect(html).toContain(`Order now for delivery by <strong data-delivery-date="true">Friday 18 April</strong>`);
    expect(html).toContain(
      `Need it sooner? Express delivery by <strong data-express-date="true">Thursday 10 April</strong>, eight days earlier.`,
    );
    expect(html).toContain("<strong>Free shipping and returns</strong> with every order, to over 40 countries.");
    expect(html).toContain('aria-label="1 day, 6 hours, 0 minutes left"');
    expect(render(delivery("en-us"))).toContain(`Order now for delivery by <strong data-delivery-date="true">Friday, April 18</strong>`);
  });

  it("moves the dates and the countdown on to the next order day once the deadline has passed", () => {
    // Rendered (from the page cache, say) a minute after the 17:00 deadline of Monday 31 March: the
    // dates of an order placed now, and the countdown to the next cut-off, not zeros.
    const html = render(
      <DeliveryInfo
        deliveryDate="2025-04-16"
        expressDeliveryDate="2025-04-04"
        orderDeadline="2025-03-31T17:00:00Z"
        deliveryDays={12}
        renderedAt="2025-03-31T17:01:00Z"
        locale="en-gb"
      />,
    );
    expect(html).not.toContain('aria-label="0 days, 0 hours, 0 minutes left"');
    expect(html).toMatch(/aria-label="0 days, 23 hours, 59 minutes left"/);
    expect(html).not.toContain("Wednesday 16 April");
  });

  it("keeps a card's muted 'from' beside its price", () => {
    const card = { id: "1", href: "/a", name: "Iris", images: [], fromPrice: money(184_000, "GBP"), rating: { average: 4.5, count: 1 } };
    const html = render(<ProductCard product={card} locale="en-gb" />);
    expect(html).toContain('<span class="cat-card__from">from</span> <span data-price="true">£1,840</span>');
    expect(html).toContain("Rated 4.5 out of 5, 1 review");
    // A finished (ready-to-go) ring's card shows its own price, without "from".
    const finished = render(<ProductCard product={{ ...card, exactPrice: true }} locale="en-gb" />);
    expect(finished).toContain('<p class="cat-card__price"><span data-price="true">£1,840</span></p>');
    expect(finished).not.toContain("cat-card__from");
    expect(render(<Rating value={4} count={12} />)).toContain("Rated 4 out of 5, 12 reviews");
    expect(render(<Rating value={4} />)).toContain(`>${enGb.reviews_rating.replace("{rating}", "4")}<`);
  });

  it("asks for a ring size in the store's fixed words", () => {
    const html = render(
      <RingSizeSelector options={[]} value="" onChange={() => undefined} showError guideHref="/ring-guidance" />,
      "en-us",
    );
    expect(html).toContain('role="alert">Please select a ring size</p>');
    expect(html).toContain(">Size guide</a>");
  });

  it("lets server translations reword the texts", () => {
    const html = render(<EmptyState resetHref="/engagement-rings" contactHref="/about-us/contacts" />, "en-gb", [
      { token: "cat_empty_text", translation: "Nothing matches yet: talk to us." },
      { token: "pagination_previous", translation: "Back" },
    ]);
    expect(html).toContain(">Nothing here</h2>");
    expect(html).toContain(">Nothing matches yet: talk to us.</p>");
    expect(html).toContain(">Clear all filters</a>");
    expect(html).toContain(`>${enGb.speak_to_expert}</a>`);
    const pages = render(<Pagination page={2} pageCount={3} hrefFor={(p) => `/engagement-rings/${p}`} />, "en-gb", [
      { token: "pagination_previous", translation: "Back" },
    ]);
    expect(pages).toContain('<span aria-hidden="true">←</span> Back</a>');
    expect(pages).toContain('aria-label="Page 3"');
  });
});
