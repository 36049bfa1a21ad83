import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { LOCALES, type Locale } from "../../../core/regions.ts";
import { parseStoneLocation } from "../../../core/urls/stones.ts";
import { enGb, loadLocaleMessages, mergeMessages } from "../../i18n/index.ts";
import { STONE_VOCABULARIES, vocabularyMessageId, type StoneVocabulary } from "../../i18n/stones/vocabulary.ts";
import { IntlRoot, createTranslator, type Translate } from "../../lib/intl.tsx";
import { formatMessage } from "../../lib/message-format.ts";
import { copyFor } from "../../routes/stones/copy.ts";
import { gradeLine, measurements, stoneTitle } from "./labels.ts";
import { Results } from "./Results.tsx";
import { StoneSpecs } from "./StoneDetail.tsx";
import { NoStones, StoneNotFound } from "./StoneNotices.tsx";
import type { StoneView } from "./types.ts";
import { money } from "../../../core/money.ts";

const STONE_IDS = Object.keys(enGb).filter((id) => id.startsWith("stone_"));

async function messagesOf(locale: Locale, translations: { token: string; translation: string }[] = []) {
  return mergeMessages(await loadLocaleMessages(locale), translations);
}

async function translator(locale: Locale): Promise<Translate> {
  return createTranslator(locale, await messagesOf(locale));
}

function stone(patch: Partial<StoneView>): StoneView {
  return {
    identifier: "AB12CD3",
    category: "DIAMOND",
    shape: "ROUND",
    caratWeight: 1.52,
    colour: "G",
    clarity: "VS1",
    cut: "EXCELLENT",
    polish: "EXCELLENT",
    symmetry: "VERY_GOOD",
    fluorescence: "NONE",
    girdle: null,
    fancyColour: null,
    intensity: null,
    gemstoneType: null,
    gemstoneColour: null,
    colourGrade: null,
    gemstoneClarity: null,
    grade: null,
    crystal: null,
    depthPercent: 61.8,
    tablePercent: 57,
    length: 7.41,
    width: 7.44,
    depth: 4.59,
    ratio: 1,
    originCountry: "BW",
    shippingFromCountry: "GB",
    deliveryDays: 12,
    price: money(985_000, "GBP"),
    photo: { id: "p1", alt: "", urlTemplate: "/p1/{size}.{format}" },
    video: null,
    report: null,
    express: false,
    isTreated: false,
    canadaMark: false,
    knownOrigin: false,
    dtlReport: false,
    inStock: false,
    feedIdentifier: "feed",
    externalId: "AB12CD3",
    deliveryDate: null,
    certificates: [{ lab: "GIA", number: "2141438173", url: "https://www.gia.edu/report-check?reportno=2141438173" }],
    hasDtl: false,
    ...patch,
  };
}

const greyFancy = stone({ category: "FANCY_DIAMOND", colour: null, fancyColour: "GREY", intensity: "FANCY_INTENSE", shape: "OVAL" });
const gem = stone({
  category: "GEMSTONE",
  colour: null,
  clarity: null,
  cut: null,
  gemstoneType: "SAPPHIRE",
  gemstoneColour: "COLOUR_CHANGE",
  colourGrade: "MEDIUM",
  gemstoneClarity: "EYE_CLEAN",
  isTreated: true,
  shape: "CUSHION",
});

async function render(locale: Locale, node: React.ReactNode, translations: { token: string; translation: string }[] = []): Promise<string> {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <IntlRoot locale={locale} messages={await messagesOf(locale, translations)}>
        {node}
      </IntlRoot>
    </MemoryRouter>,
  );
  return html.replace(/&#x27;/g, "'");
}

/** Every argument the stone messages are given by their callers (rich-text tags as plain text). */
const VALUES = {
  shape: "Oval",
  heading: "Natural Diamonds",
  title: "1.52ct Round Natural Diamond",
  description: "Search.",
  page: 2,
  brand: "Hatton & Vale",
  origin: "lab_grown",
  colour: "Pink",
  carat: "1.52ct",
  intensity: "Fancy Intense",
  type: "Sapphire",
  length: "7.41",
  width: "7.44",
  depth: "4.59",
  kind: "gemstone",
  count: 3,
  active: 2,
  name: "carat",
  days: 5,
  date: "Friday 14 March",
  lab: "GIA",
  number: "2141438173",
  identifier: "AB12CD3",
  b: (chunks: string[]) => chunks.join(""),
  link: (chunks: string[]) => chunks.join(""),
};

describe("stone messages", () => {
  it("format in every locale with the values their callers give", async () => {
    // A message that cannot be formatted with these values is reported with a warning.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const locale of LOCALES) {
      const messages = await messagesOf(locale);
      for (const id of STONE_IDS) expect(formatMessage(locale, messages, id, VALUES), `${locale} ${id}`).not.toMatch(/^stone_|[{}<>]/);
    }
    expect(warn.mock.calls).toEqual([]);
    warn.mockRestore();
  });

  it("name every value of the stone vocabularies, in en-gb as core labels it", () => {
    for (const [vocabulary, entries] of Object.entries(STONE_VOCABULARIES) as [
      StoneVocabulary,
      readonly { code: string; label: string }[],
    ][]) {
      for (const e of entries)
        expect(enGb[vocabularyMessageId(vocabulary, e.code) as keyof typeof enGb], `${vocabulary} ${e.code}`).toBe(e.label);
    }
  });

  it("leave no British spelling in the American store", async () => {
    const us = await messagesOf("en-us");
    // Arguments and ICU keywords are names, not words the visitor reads.
    const words = (text: string) => text.replace(/\{\s*[a-z_]+\s*(,\s*(select|plural)\s*,)?/g, "{");
    for (const id of STONE_IDS) expect(words(us[id]!), id).not.toMatch(/colour|grey|gemmolog|millimetre|centre|enquir|jewellery/i);
    const gb = await messagesOf("en-gb");
    expect(gb["stone_field_colour"]).toBe("Colour");
    expect(us["stone_field_colour"]).toBe("Color");
    // The other locales keep British spelling.
    expect((await messagesOf("en-au"))["stone_tab_coloured"]).toBe("Coloured diamonds");
  });
});

describe("stone texts composed outside React", () => {
  it("name a stone as before in en-gb and in American words in en-us", async () => {
    const gb = await translator("en-gb");
    const us = await translator("en-us");
    expect(stoneTitle(gb, stone({}))).toBe("1.52ct Round Natural Diamond");
    expect(stoneTitle(gb, stone({ category: "LAB_GROWN_DIAMOND" }))).toBe("1.52ct Round Lab-Grown Diamond");
    expect(stoneTitle(gb, greyFancy)).toBe("1.52ct Oval Fancy Intense Grey Diamond");
    expect(stoneTitle(gb, { ...greyFancy, category: "LAB_GROWN_FANCY_DIAMOND", intensity: null })).toBe(
      "1.52ct Oval Grey Lab-Grown Diamond",
    );
    expect(stoneTitle(gb, gem)).toBe("1.52ct Cushion Colour Change Sapphire");
    expect(stoneTitle(us, greyFancy)).toBe("1.52ct Oval Fancy Intense Gray Diamond");
    expect(stoneTitle(us, gem)).toBe("1.52ct Cushion Color Change Sapphire");
    expect(gradeLine(gb, stone({}))).toBe("G · VS1 · Excellent · GIA");
    expect(gradeLine(gb, gem)).toBe("Medium · Eye Clean · Treated");
    expect(measurements(gb, stone({}))).toBe("7.41 × 7.44 × 4.59 mm");
    expect(measurements(gb, stone({ depth: null }))).toBe("7.41 × 7.44 mm");
  });

  it("title the search pages in the visitor's words, with the shape, colour and page", async () => {
    const gb = await translator("en-gb");
    const us = await translator("en-us");
    const copy = (t: Translate, pathname: string, search = "") => {
      const location = parseStoneLocation({ pathname, search })!;
      return copyFor(t, location.path, location.state);
    };
    expect(copy(gb, "/diamonds/natural/oval/2")).toMatchObject({
      heading: "Oval Natural Diamonds",
      title: "Oval Natural Diamonds | Page 2",
      description:
        "Search certified oval natural diamonds by carat, colour, clarity, cut and price. Free shipping and returns, and express delivery on selected stones.",
    });
    expect(copy(gb, "/coloured-diamonds/natural/all-colours/all-shapes")).toMatchObject({
      eyebrow: "Coloured diamonds",
      title: "Natural Coloured Diamonds",
    });
    expect(copy(us, "/coloured-diamonds/natural/all-colours/all-shapes")).toMatchObject({
      eyebrow: "Colored diamonds",
      title: "Natural Colored Diamonds",
    });
    expect(copy(us, "/coloured-diamonds/lab-grown/grey/oval").title).toBe("Oval Lab-Grown Gray Diamonds");
    expect(copy(us, "/coloured-diamonds/lab-grown/grey/oval").description).toBe(
      "Search lab-grown gray diamonds by shape, carat, intensity and price.",
    );
    expect(copy(gb, "/gemstones/natural-sku")).toMatchObject({ heading: "Natural Gemstones", title: "Natural Gemstones" });
  });
});

describe("stone components", () => {
  it("head the results table with the locale's words", async () => {
    const props = {
      locale: "en-gb" as const,
      taxNote: "VAT included",
      hrefFor: () => "/x",
      selectedId: null,
      isGemstone: false,
      isFancy: false,
    };
    const gb = await render("en-gb", <Results stones={[stone({})]} {...props} />);
    expect(gb).toContain('<th scope="col">Colour</th>');
    expect(gb).toContain("<td>12 days</td>");
    expect(gb).toContain(", view 1.52ct Round Natural Diamond");
    const us = await render("en-us", <Results stones={[stone({})]} {...props} locale="en-us" />);
    expect(us).toContain('<th scope="col">Color</th>');
    expect(us).not.toContain("Colour");
  });

  it("list a stone's grades and facts in the locale's words", async () => {
    const gb = await render("en-gb", <StoneSpecs stone={gem} />);
    expect(gb).toContain("<dt>Colour grade</dt><dd>Medium</dd>");
    expect(gb).toContain("<dt>Colour</dt><dd>Colour Change</dd>");
    expect(gb).toContain("<dt>Origin</dt><dd>Botswana</dd>");
    const us = await render("en-us", <StoneSpecs stone={gem} />);
    expect(us).toContain("<dt>Color grade</dt><dd>Medium</dd>");
    expect(us).toContain("<dt>Color</dt><dd>Color Change</dd>");
  });

  it("keep the no-stones-found ways out (adjust or reset the filters, make a request), naming the search's stones", async () => {
    const empty = await render("en-gb", <NoStones kind="gemstone" onAdjust={() => undefined} resetHref="/r" contactHref="/c" />);
    expect(empty).toContain(">No stones found</h2>");
    expect(empty).toContain(
      "No gemstones match every filter you have chosen. Adjust your filters, or tell us what you are looking for and our experts will source it for you.",
    );
    expect(empty).toContain(">Adjust filters</button>");
    expect(empty).toContain(">Make a request</a>");
    const gone = await render("en-gb", <StoneNotFound kind="diamond" searchHref="/s" />);
    expect(gone).toContain(">Stone not found</h1>");
    expect(gone).toContain("This stone has been sold or is no longer available. Please choose another diamond from our selection below.");
    expect(gone).toContain(">Choose another diamond</a>");
  });

  it("take a server translation over the built-in text", async () => {
    const html = await render("en-us", <StoneNotFound kind="diamond" searchHref="/s" />, [
      { token: "stone_not_found_title", translation: "This stone has found a home" },
    ]);
    expect(html).toContain(">This stone has found a home</h1>");
  });
});
