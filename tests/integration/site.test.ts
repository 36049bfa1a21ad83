import { REGION_CURRENCY, REGION_LOCALE } from "../../core/regions.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import type { Database } from "../../server/db/client.ts";
import { seedSite } from "../../server/seed/site.ts";
import { executeOperation, OperationError } from "../../server/graphql/execute.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { siteSettings } from "../../server/db/schema/index.ts";
import { testContext } from "./site-context.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSite(database.db);
  forgetSiteData();
});
afterAll(async () => {
  await database?.close();
});

const LINK = `text target href item { __typename ... on PageLink { id path } ... on CustomLink { url } ... on EnquiryFormLink { enquiryType } ... on PostLink { id slug } ... on QuestionnaireLink { id } }`;
const IMAGE = `id alt sizes { LARGE { url sources { url mimeType } } LARGE_X2 { url sources { url mimeType } } }`;
const INIT = /* GraphQL */ `
  query Init($locale: Locale!, $currency: Currency!, $region: Region!, $fetchRegionSuggest: Boolean, $isConsultant: Boolean) {
    init(locale: $locale, currency: $currency, region: $region, fetchRegionSuggest: $fetchRegionSuggest, isConsultant: $isConsultant) {
      ringBuilder { isEnabled recommendationsEnabled }
      me { id }
      workingHours { weekDays opening closing timeZone }
      regionSuggest { code }
      defaultAlternateRegion { code locales }
      regions { code name locales isActive currency language { locale } }
      language { locale translations { token translation } }
      topBar { siteWideMessage { message link { ${LINK} } } consultationPrompt { link { ${LINK} } } }
      preHeader { link { ${LINK} } }
      mainMenu {
        title hideOnMobile hideOnDesktop link { ${LINK} }
        subMenu {
          title description useLargeFormatItems
          sections { title items { title link { ${LINK} } media { ${IMAGE} } icon style } }
          editorialContent { text link { ${LINK} } image { ${IMAGE} } }
        }
      }
      socialNetworks { name icon iconImage { ${IMAGE} } link }
      paymentIcons { name icon { ${IMAGE} } }
      footer { columns { title links { ${LINK} } text separatorLine workingHours } copyright logos { link { ${LINK} } image { ${IMAGE} } } }
      avatarStack { images { ${IMAGE} } }
      exchangeRates { currency rate }
    }
  }
`;

interface Link {
  text: string;
  target: string;
  href: string | null;
  item: { __typename: string; path?: string; url?: string; enquiryType?: string };
}
const PAGE_TITLE = /* GraphQL */ `
  query PageTitle($slug: String!, $region: Region!) {
    page(slug: $slug, region: $region) { __typename ... on ContentPage { title } }
  }
`;

interface InitAnswer {
  init: {
    ringBuilder: { isEnabled: boolean; recommendationsEnabled: boolean };
    me: null;
    workingHours: { weekDays: number[]; opening: string; closing: string; timeZone: string };
    regionSuggest: { code: string } | null;
    defaultAlternateRegion: { code: string; locales: string[] };
    regions: { code: string; name: string; locales: string[]; isActive: boolean; currency: string; language: { locale: string } }[];
    language: { locale: string; translations: { token: string; translation: string }[] };
    topBar: { siteWideMessage: { message: string; link: Link | null } | null; consultationPrompt: { link: Link } | null };
    preHeader: { link: Link | null };
    mainMenu: {
      title: string;
      hideOnMobile: boolean;
      hideOnDesktop: boolean;
      link: Link | null;
      subMenu: {
        title: string;
        useLargeFormatItems: boolean;
        sections: {
          title: string | null;
          items: {
            title: string;
            link: Link | null;
            media: { id: string; sizes: { LARGE: { url: string } } } | null;
            icon: string | null;
            style: string;
          }[];
        }[];
        editorialContent: { text: string; link: Link | null; image: { id: string } | null } | null;
      } | null;
    }[];
    socialNetworks: { name: string; icon: string; link: string; iconImage: { id: string } }[];
    paymentIcons: {
      name: string;
      icon: { id: string; alt: string; sizes: { LARGE: { url: string; sources: { url: string; mimeType: string }[] } } };
    }[];
    footer: {
      columns: { title: string; links: Link[]; text: string | null; separatorLine: boolean; workingHours: boolean }[];
      copyright: string;
      logos: { link: Link | null; image: { id: string } }[];
    };
    avatarStack: { images: { id: string; alt: string }[] };
    exchangeRates: { currency: string; rate: number }[];
  };
}

function init(vars: Record<string, unknown>, headers: Record<string, string> = {}) {
  return executeOperation<InitAnswer>(testContext(database, { headers }), INIT, vars);
}

const UK = { locale: "en-gb", currency: "GBP", region: "UK" };

describe("init", () => {
  it("answers the nine regions with their locales, currencies and active flags", async () => {
    const { init: data } = await init(UK);
    const byCode = Object.fromEntries(data.regions.map((r) => [r.code, r]));
    expect(Object.keys(byCode).sort()).toEqual(["AU", "CA", "EU", "IE", "INT", "NZ", "UK", "US", "ZA"]);
    const expected: Record<string, [string, string]> = {
      INT: ["en-gb", "USD"],
      UK: ["en-gb", "GBP"],
      EU: ["en-gb", "EUR"],
      US: ["en-us", "USD"],
      IE: ["en-ie", "EUR"],
      NZ: ["en-nz", "NZD"],
      AU: ["en-au", "AUD"],
      CA: ["en-ca", "CAD"],
      ZA: ["en-za", "ZAR"],
    };
    for (const [code, [locale, currency]] of Object.entries(expected)) {
      expect(byCode[code]).toMatchObject({ locales: [locale], currency, isActive: true, language: { locale } });
    }
    expect(data.defaultAlternateRegion).toEqual({ code: "UK", locales: ["en-gb"] });
    expect(data.ringBuilder).toEqual({ isEnabled: true, recommendationsEnabled: true });
    expect(data.me).toBeNull();
  });

  it("answers the working hours: Monday to Saturday, 11:00 to 17:59, London time", async () => {
    const { init: data } = await init(UK);
    expect(data.workingHours).toEqual({ weekDays: [1, 2, 3, 4, 5, 6], opening: "11:00", closing: "17:59", timeZone: "Europe/London" });
  });

  it("answers the main menu with sub-menus, sections, media and links of every kind", async () => {
    const { init: data } = await init(UK);
    const titles = data.mainMenu.map((m) => m.title);
    expect(titles.slice(0, 6)).toEqual(["Engagement Rings", "Wedding Rings", "Diamonds", "Jewellery", "Ready to Go", "About"]);
    const rings = data.mainMenu[0]!;
    expect(rings.link?.href).toBe("/engagement-rings");
    expect(rings.subMenu?.sections.map((s) => s.title)).toEqual(["Shop by style", "Shop by shape", "Shop by metal", "Need a hand?"]);
    const styles = rings.subMenu!.sections[0]!.items.map((i) => i.title);
    expect(styles).toEqual(expect.arrayContaining(["Solitaire", "Halo", "Trilogy", "Pavé", "Toi et Moi", "Gemstone Sides"]));
    const solitaire = rings.subMenu!.sections[0]!.items[0]!;
    expect(solitaire.link?.href).toMatch(/^\/engagement-rings\/.+solitaire/);
    expect(solitaire.media?.sizes.LARGE.url).toMatch(/^\/media\/site-art\/[0-9a-f]{16}\/LARGE\.webp\?/);
    expect(rings.subMenu!.sections[1]!.items[0]).toMatchObject({ title: "Round", icon: "shape-round", style: "DEFAULT" });
    expect(rings.subMenu!.editorialContent).toMatchObject({ link: { text: "Design your own ring" }, image: { id: expect.any(String) } });

    const expert = rings.subMenu!.sections[3]!.items.find((i) => i.title === "Speak to an expert")!;
    expect(expert.link).toEqual({
      text: "Speak to an expert",
      target: "_self",
      href: null,
      item: { __typename: "EnquiryFormLink", enquiryType: "SPEAK_TO_EXPERT" },
    });

    const diamonds = data.mainMenu.find((m) => m.title === "Diamonds")!;
    expect(diamonds.subMenu?.useLargeFormatItems).toBe(true);
    expect(diamonds.subMenu?.sections[0]?.items.map((i) => i.link?.href)).toEqual([
      "/diamonds/natural/all-shapes",
      "/diamonds/lab-grown",
      "/coloured-diamonds/natural/all-colours/all-shapes",
      "/gemstones/natural-sku",
    ]);
    expect(data.mainMenu.some((m) => m.hideOnMobile)).toBe(true);
    expect(data.mainMenu.some((m) => m.hideOnDesktop)).toBe(true);
  });

  it("prefixes internal links with the requested region and leaves external ones alone", async () => {
    const { init: data } = await init({ locale: "en-us", currency: "USD", region: "US" });
    expect(data.mainMenu[0]!.link).toEqual({
      text: "Engagement Rings",
      target: "_self",
      href: "/us/engagement-rings",
      item: { __typename: "PageLink", id: "/engagement-rings", path: "/engagement-rings" },
    });
    const careers = data.footer.columns.flatMap((c) => c.links).find((l) => l.text === "Careers")!;
    expect(careers).toMatchObject({
      target: "_self",
      href: "/us/about-us/careers",
      item: { __typename: "PageLink", path: "/about-us/careers" },
    });
    const gia = data.footer.logos.map((l) => l.link).find((l) => l?.text === "GIA")!;
    expect(gia).toMatchObject({ target: "_blank", href: "https://www.gia.edu", item: { __typename: "CustomLink" } });
    expect(data.socialNetworks.map((s) => s.link)).toContain("https://www.instagram.com/hattonandvale");
    expect(data.language.locale).toBe("en-us");
  });

  it("links the footer to the privacy policy, the terms and the store's own pages, each of which exists", async () => {
    const { init: data } = await init(UK);
    const links = data.footer.columns.flatMap((c) => c.links);
    expect(links.find((l) => l.text === "Privacy policy")?.href).toBe("/privacy");
    expect(links.find((l) => l.text === "Terms and conditions")?.href).toBe("/terms");
    // Off the store only to call or write to it.
    expect(links.filter((l) => l.item.__typename === "CustomLink").map((l) => l.href!.split(":")[0])).toEqual(["tel", "mailto"]);
    const shop = new Set(data.footer.columns.find((c) => c.title === "Shop")!.links.map((l) => l.item.path));
    for (const link of links.filter((l) => l.item.__typename === "PageLink" && !shop.has(l.item.path))) {
      const answer = await executeOperation<{ page: { __typename: string; title?: string } }>(testContext(database), PAGE_TITLE, {
        slug: link.item.path,
        region: "UK",
      });
      expect(answer.page.__typename, link.item.path).toBe("ContentPage");
    }
  });

  it("answers the top bar, pre-header, footer, payment icons, social networks and avatar stack", async () => {
    const { init: data } = await init(UK);
    // Delivery is free on every order; express delivery only on some designs, so the bar does not promise it.
    expect(data.topBar.siteWideMessage?.message).toMatch(/Free insured delivery/);
    expect(data.topBar.siteWideMessage?.message).not.toMatch(/express/i);
    expect(data.topBar.consultationPrompt?.link.href).toBe("/about-us/contacts");
    expect(data.preHeader.link?.href).toBe("/about-us/contacts");
    expect(data.footer.columns.map((c) => c.title)).toEqual(["Customer care", "About us", "Shop", "Visit us"]);
    const visit = data.footer.columns[3]!;
    expect(visit.workingHours).toBe(true);
    expect(visit.text).toMatch(/Hatton Garden/);
    expect(visit.links.map((l) => l.href)).toContain("tel:+442038680410");
    expect(data.footer.columns.some((c) => c.separatorLine)).toBe(true);
    expect(data.footer.copyright).toMatch(/^© 2026 Hatton & Vale/);
    expect(data.footer.logos.length).toBeGreaterThanOrEqual(3);
    expect(data.paymentIcons.map((p) => p.name)).toEqual(expect.arrayContaining(["Visa", "Mastercard", "American Express", "PayPal"]));
    // Instalment providers only where they lend: Klarna in the United Kingdom, Affirm in the United States.
    expect(data.paymentIcons.map((p) => p.name)).toContain("Klarna");
    expect(data.paymentIcons.map((p) => p.name)).not.toContain("Affirm");
    const us = (await init({ locale: "en-us", currency: "USD", region: "US" })).init.paymentIcons.map((p) => p.name);
    expect(us).toContain("Affirm");
    expect(us).not.toContain("Klarna");
    for (const region of ["AU", "NZ", "ZA", "INT", "EU"] as const) {
      const names = (await init({ locale: REGION_LOCALE[region], currency: REGION_CURRENCY[region], region })).init.paymentIcons.map(
        (p) => p.name,
      );
      expect(names, region).toContain("Visa");
      expect(names, region).not.toEqual(expect.arrayContaining(["Klarna"]));
      expect(names, region).not.toEqual(expect.arrayContaining(["Affirm"]));
    }
    const visa = data.paymentIcons[0]!.icon;
    expect(visa.alt).toBe("Visa");
    expect(visa.sizes.LARGE.sources.map((s) => s.mimeType).sort()).toEqual(["image/avif", "image/webp"]);
    expect(data.socialNetworks.map((s) => s.icon)).toEqual(["instagram", "pinterest", "facebook", "youtube", "tiktok"]);
    expect(data.avatarStack.images).toHaveLength(5);
    expect(data.exchangeRates).toContainEqual({ currency: "USD", rate: 1.27 });
  });

  it("answers the server translations of the requested locale", async () => {
    const gb = (await init(UK)).init.language;
    const us = (await init({ locale: "en-us", currency: "USD", region: "US" })).init.language;
    const token = (l: typeof gb, t: string) => l.translations.find((x) => x.token === t)?.translation;
    expect(token(gb, "topbar_consultation")).toBe("Book a complimentary consultation");
    expect(token(gb, "filter_colour")).toBe("Colour");
    expect(token(us, "filter_colour")).toBe("Color");
  });

  it("suggests a region only when asked: from the geo header first, else from Accept-Language", async () => {
    const headers = { "accept-language": "en-US,en;q=0.9" };
    expect((await init(UK, headers)).init.regionSuggest).toBeNull();
    expect((await init({ ...UK, fetchRegionSuggest: false }, headers)).init.regionSuggest).toBeNull();
    expect((await init({ ...UK, fetchRegionSuggest: true }, headers)).init.regionSuggest).toEqual({ code: "US" });
    expect((await init({ ...UK, fetchRegionSuggest: true }, { ...headers, "cf-ipcountry": "AU" })).init.regionSuggest).toEqual({
      code: "AU",
    });
    expect((await init({ ...UK, fetchRegionSuggest: true }, { "x-country-code": "de" })).init.regionSuggest).toEqual({ code: "EU" });
    expect((await init({ ...UK, fetchRegionSuggest: true }, { "accept-language": "en-ZA" })).init.regionSuggest).toEqual({ code: "ZA" });
    expect((await init({ ...UK, fetchRegionSuggest: true }, { "cf-ipcountry": "JP" })).init.regionSuggest).toEqual({ code: "INT" });
    expect((await init({ ...UK, fetchRegionSuggest: true })).init.regionSuggest).toBeNull();
  });

  it("answers the site data as it is now and the asking visitor's own account, whoever asked before", async () => {
    const before = (await init(UK)).init.footer.copyright;
    await database.db.update(siteSettings).set({ copyright: "© A changed copyright line" });
    try {
      expect((await init(UK)).init.footer.copyright).toBe(before);
      forgetSiteData();
      expect((await init(UK)).init.footer.copyright).toBe("© A changed copyright line");
    } finally {
      await database.db.update(siteSettings).set({ copyright: before });
      forgetSiteData();
    }
    const user = {
      id: "u-1",
      email: "a@example.com",
      firstName: "Ada",
      lastName: null,
      createdAt: new Date(),
      isConsultant: false,
      isAdmin: false,
      hasPassword: true,
      emailVerified: true,
      session: { id: "s-1", kind: "FULL" as const },
    };
    const signedIn = await executeOperation<InitAnswer>({ ...testContext(database), user }, INIT, UK);
    expect((signedIn.init.me as { id: string } | null)?.id).toBe("u-1");
    expect((await init(UK)).init.me).toBeNull();
    expect(signedIn.init.footer).toEqual((await init(UK)).init.footer);
  });

  it("refuses a locale that is not the region's, naming the argument", async () => {
    const error = await init({ locale: "en-us", currency: "GBP", region: "UK" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperationError);
    const [first] = (error as OperationError).errors;
    expect(first?.extensions).toMatchObject({ category: "validation", violations: [{ path: ["locale"] }] });
  });

  it("refuses unknown enum and locale values before running", async () => {
    await expect(init({ locale: "fr-fr", currency: "GBP", region: "UK" })).rejects.toThrow(/locale/i);
    await expect(init({ locale: "en-gb", currency: "XYZ", region: "UK" })).rejects.toThrow(/Currency/);
    await expect(init({ locale: "en-gb", currency: "GBP", region: "GB" })).rejects.toThrow(/Region/);
  });
});
