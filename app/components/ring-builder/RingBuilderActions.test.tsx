import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { StoneRowFragment } from "../../graphql/graphql.ts";
import { mergeMessages } from "../../i18n/index.ts";
import { IntlRoot } from "../../lib/intl.tsx";
import { SiteDataProvider, type SiteData } from "../../lib/site.tsx";
import { toStoneView } from "../../routes/stones/stone-view.ts";
import { AddStoneToRing } from "./RingBuilderActions.tsx";
import { emptyRingView } from "./ring-links.ts";
import type { RingBuilderView, RingMount } from "./types.ts";

/** A stone's "Add to a ring" as the server renders it: offered when a setting takes the stone, a form that posts without scripts. */

const gbp = (amount: string) => ({ amount, currency: "GBP" as const });
const stone = toStoneView({
  identifier: "AB12CD3",
  category: "DIAMOND",
  shape: "ROUND",
  caratWeight: 0.25,
  colour: "F",
  clarity: "VS1",
  cut: "EXCELLENT",
  certificates: { gia: null, igi: null, gcal: null },
  price: gbp("149.00"),
  deliveryDate: null,
  expressDeliveryDate: null,
  dtlUrl: null,
} as unknown as StoneRowFragment);

const site = { region: "UK", locale: "en-gb", currency: "GBP", client: null } as unknown as SiteData;

function render(ring: RingBuilderView | null, settings: number | null | undefined) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={["/diamond-search/aurum-N1"]}>
      <SiteDataProvider value={site}>
        <IntlRoot locale="en-gb" messages={mergeMessages({})}>
          <AddStoneToRing stone={stone} ring={ring} settings={settings} />
        </IntlRoot>
      </SiteDataProvider>
    </MemoryRouter>,
  );
}

const hidden = (html: string) =>
  JSON.parse(html.match(/name="change" value="([^"]*)"/)![1]!.replace(/&quot;/g, '"')) as Record<string, unknown>;

describe('a stone\'s "Add to a ring"', () => {
  it("is not offered on a stone no setting takes: the page says so", () => {
    const html = render(null, 0);
    expect(html).not.toContain('data-action="add-to-ring"');
    expect(html).toContain("None of our settings takes this stone.");
  });

  it("is a form posting the stone to the ring's page, returning to the stone's page", () => {
    const html = render(null, 3);
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/engagement-rings/your-ring?from=%2Fdiamond-search%2Faurum-N1"');
    expect(hidden(html)).toEqual({ kind: "stone", identifier: "AB12CD3" });
    expect(html).toMatch(/<button type="submit"[^>]*data-action="add-to-ring"[^>]*>Add to a ring<\/button>/);
  });

  it("with a setting that does not take the stone, offers another setting for it", () => {
    const mount = {
      catalogueCode: "ER-1",
      name: "Orla",
      href: "/orla",
      metal: { code: "PLATINUM", label: "Platinum" },
      shape: { code: "ROUND", label: "Round" },
      price: gbp("1200.00"),
      image: null,
      constraints: { shapes: ["ROUND"], weight: { min: 0.5, max: 2 }, kinds: ["NATURAL_DIAMONDS", "LAB_GROWN_DIAMONDS", "GEMSTONES"] },
      deliveryDate: null,
    } as unknown as RingMount;
    const html = render({ ...emptyRingView("UK"), mount }, 3);
    expect(html).toContain("Orla, the setting in your ring, does not take this stone");
    expect(html).toContain(">Choose another setting for this stone</button>");
    expect(hidden(html)).toEqual({ kind: "stone", identifier: "AB12CD3", replaceMount: true });
  });
});
