import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "../../../core/regions.ts";
import { mergeMessages } from "../../i18n/index.ts";
import { IntlRoot } from "../../lib/intl.tsx";
import { Reviews } from "./Reviews.tsx";

const review = { id: "r1", author: "Amelia", rating: 5, title: "Perfect", body: "Just as pictured.", reviewedOn: "2025-03-04" };

function render(locale: Locale): string {
  return renderToStaticMarkup(
    <IntlRoot locale={locale} messages={mergeMessages({}, [])}>
      <Reviews average={5} count={1} reviews={[review]} locale={locale} />
    </IntlRoot>,
  );
}

describe("reviews", () => {
  it("date each review in the page's locale, whichever locale was rendered before", () => {
    expect(render("en-gb")).toContain('<time dateTime="2025-03-04">4 March 2025</time>');
    expect(render("en-us")).toContain('<time dateTime="2025-03-04">March 4, 2025</time>');
    expect(render("en-gb")).toContain('<time dateTime="2025-03-04">4 March 2025</time>');
  });
});
