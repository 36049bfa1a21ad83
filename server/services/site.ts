import { asc } from "drizzle-orm";
import {
  DEFAULT_REGION,
  LOCALES,
  REGIONS,
  regionPath,
  showsPaymentMark,
  suggestRegion,
  type Currency,
  type Locale,
  type Region,
} from "../../core/regions.ts";
import type { RequestContext, SessionUser } from "../context.ts";
import type { Db } from "../db/client.ts";
import { MEMO, forgetMemos, memo } from "./memo.ts";
import { fail, invalid, type Result } from "./result.ts";
import {
  avatarStackImages,
  exchangeRates,
  footerColumnLinks,
  footerColumns,
  footerLogos,
  links,
  menuItems,
  menuSectionItems,
  menuSections,
  paymentIcons,
  regions,
  siteImages,
  siteSettings,
  socialNetworks,
  subMenus,
  translations,
  workingHours,
} from "../db/schema/index.ts";
import type { EnquiryType, LinkKind, MenuItemStyle } from "../../core/vocabulary/site.ts";
import { imageRecord, type ImageRecord } from "../media/registry.ts";
import { DEFAULT_WORKING_HOURS } from "../../core/working-hours.ts";

/* ------------------------------------------------------------------------------------------------
 * Links (docs/product.md#links): one shape for the links table and links inside page blocks.
 * ---------------------------------------------------------------------------------------------- */

export interface LinkData {
  kind: LinkKind;
  text: string;
  target: string;
  id?: string | null;
  path?: string | null;
  slug?: string | null;
  url?: string | null;
  enquiryType?: EnquiryType | null;
}

export type LinkItem =
  | { kind: "PAGE"; id: string; path: string }
  | { kind: "POST"; id: string; slug: string }
  | { kind: "CUSTOM"; url: string }
  | { kind: "QUESTIONNAIRE"; id: string }
  | { kind: "ENQUIRY_FORM"; enquiryType: EnquiryType };

export interface ResolvedLink {
  text: string;
  target: string;
  /** Region-prefixed path, an absolute URL, or null for links that open an enquiry form. */
  href: string | null;
  item: LinkItem;
}

/** Resolves a stored link for a region: internal paths get the region prefix. */
export function resolveLink(link: LinkData, region: Region): ResolvedLink {
  const base = { text: link.text, target: link.target === "_blank" ? "_blank" : "_self" };
  switch (link.kind) {
    case "PAGE": {
      const path = link.path ?? "/";
      return { ...base, href: regionPath(region, path), item: { kind: "PAGE", id: link.id ?? path, path } };
    }
    case "POST": {
      const slug = link.slug ?? "";
      return { ...base, href: regionPath(region, `/blog/${slug}`), item: { kind: "POST", id: link.id ?? slug, slug } };
    }
    case "CUSTOM": {
      const url = link.url ?? "";
      return { ...base, href: url.startsWith("/") ? regionPath(region, url) : url, item: { kind: "CUSTOM", url } };
    }
    case "QUESTIONNAIRE": {
      const id = link.id ?? "";
      return { ...base, href: regionPath(region, `/questionnaire/${encodeURIComponent(id)}`), item: { kind: "QUESTIONNAIRE", id } };
    }
    case "ENQUIRY_FORM":
      return { ...base, href: null, item: { kind: "ENQUIRY_FORM", enquiryType: link.enquiryType ?? "GENERAL" } };
  }
}

/* ------------------------------------------------------------------------------------------------
 * The site data, read in one go and kept for a short while (every page render asks for it).
 * ---------------------------------------------------------------------------------------------- */

type LinkRow = typeof links.$inferSelect;
type ImageRow = typeof siteImages.$inferSelect;

interface Snapshot {
  regions: (typeof regions.$inferSelect)[];
  rates: { currency: Currency; rate: number }[];
  hours: typeof workingHours.$inferSelect | undefined;
  settings: typeof siteSettings.$inferSelect | undefined;
  links: Map<number, LinkRow>;
  images: Map<string, ImageRow>;
  menuItems: (typeof menuItems.$inferSelect)[];
  subMenus: (typeof subMenus.$inferSelect)[];
  sections: (typeof menuSections.$inferSelect)[];
  sectionItems: (typeof menuSectionItems.$inferSelect)[];
  footerColumns: (typeof footerColumns.$inferSelect)[];
  footerLinks: (typeof footerColumnLinks.$inferSelect)[];
  footerLogos: (typeof footerLogos.$inferSelect)[];
  social: (typeof socialNetworks.$inferSelect)[];
  payments: (typeof paymentIcons.$inferSelect)[];
  avatars: (typeof avatarStackImages.$inferSelect)[];
  translations: Map<Locale, { token: string; translation: string }[]>;
}

/** How long a process keeps site data (and content pages) before it reads them again. */
export const SITE_TTL_MS = 30_000;

async function readSnapshot(db: Db): Promise<Snapshot> {
  const [
    regionRows,
    rateRows,
    hourRows,
    settingRows,
    linkRows,
    imageRows,
    itemRows,
    subMenuRows,
    sectionRows,
    sectionItemRows,
    columnRows,
    columnLinkRows,
    logoRows,
    socialRows,
    paymentRows,
    avatarRows,
    translationRows,
  ] = await Promise.all([
    db.select().from(regions).orderBy(asc(regions.code)),
    db.select({ currency: exchangeRates.currency, rate: exchangeRates.rate }).from(exchangeRates).orderBy(asc(exchangeRates.currency)),
    db.select().from(workingHours).limit(1),
    db.select().from(siteSettings).limit(1),
    db.select().from(links),
    db.select().from(siteImages),
    db.select().from(menuItems).orderBy(asc(menuItems.position)),
    db.select().from(subMenus),
    db.select().from(menuSections).orderBy(asc(menuSections.position)),
    db.select().from(menuSectionItems).orderBy(asc(menuSectionItems.position)),
    db.select().from(footerColumns).orderBy(asc(footerColumns.position)),
    db.select().from(footerColumnLinks).orderBy(asc(footerColumnLinks.position)),
    db.select().from(footerLogos).orderBy(asc(footerLogos.position)),
    db.select().from(socialNetworks).orderBy(asc(socialNetworks.position)),
    db.select().from(paymentIcons).orderBy(asc(paymentIcons.position)),
    db.select().from(avatarStackImages).orderBy(asc(avatarStackImages.position)),
    db.select().from(translations).orderBy(asc(translations.token)),
  ]);
  const byLocale = new Map<Locale, { token: string; translation: string }[]>(LOCALES.map((l) => [l, []]));
  for (const t of translationRows) byLocale.get(t.locale)!.push({ token: t.token, translation: t.translation });
  return {
    regions: regionRows,
    rates: rateRows.map((r) => ({ currency: r.currency, rate: Number(r.rate) })),
    hours: hourRows[0],
    settings: settingRows[0],
    links: new Map(linkRows.map((l) => [l.id, l])),
    images: new Map(imageRows.map((i) => [i.id, i])),
    menuItems: itemRows,
    subMenus: subMenuRows,
    sections: sectionRows,
    sectionItems: sectionItemRows,
    footerColumns: columnRows,
    footerLinks: columnLinkRows,
    footerLogos: logoRows,
    social: socialRows,
    payments: paymentRows,
    avatars: avatarRows,
    translations: byLocale,
  };
}

/**
 * The site data of a database, read at most every 30 seconds per process, so an administrator's
 * change shows everywhere within half a minute.
 */
function snapshot(db: Db): Promise<Snapshot> {
  return memo(db, MEMO.site, "snapshot", SITE_TTL_MS, () => readSnapshot(db));
}

/**
 * The regions that are switched on (from the same snapshot). A store without region rows yet (first
 * start before seeding) serves every region; the default region is always on.
 */
export async function activeRegions(db: Db): Promise<ReadonlySet<Region>> {
  const rows = (await snapshot(db)).regions;
  const active = new Set<Region>(rows.length ? rows.filter((r) => r.isActive).map((r) => r.code) : REGIONS);
  active.add(DEFAULT_REGION);
  return active;
}

/** Forgets the cached site data (after an administrator edits it, and in tests). */
export function forgetSiteData(): void {
  forgetMemos(MEMO.site);
}

/* ------------------------------------------------------------------------------------------------
 * init: the site data the storefront starts with (docs/product.md#site-data).
 * ---------------------------------------------------------------------------------------------- */

export interface LanguageData {
  locale: Locale;
  translations: { token: string; translation: string }[];
}

export interface RegionData {
  code: Region;
  name: string;
  locales: Locale[];
  isActive: boolean;
  currency: Currency;
  language: LanguageData;
}

export interface MenuSectionItemData {
  title: string;
  link: ResolvedLink | null;
  media: ImageRecord | null;
  icon: string | null;
  style: MenuItemStyle;
}

export interface MenuItemData {
  title: string;
  hideOnMobile: boolean;
  hideOnDesktop: boolean;
  link: ResolvedLink | null;
  subMenu: {
    title: string;
    description: string | null;
    useLargeFormatItems: boolean;
    sections: { title: string | null; items: MenuSectionItemData[] }[];
    editorialContent: { text: string; link: ResolvedLink | null; image: ImageRecord | null } | null;
  } | null;
}

export interface InitData {
  ringBuilder: { isEnabled: boolean; recommendationsEnabled: boolean };
  me: SessionUser | null;
  workingHours: { weekDays: number[]; opening: string; closing: string; timeZone: string };
  regionSuggest: { code: Region } | null;
  defaultAlternateRegion: RegionData;
  regions: RegionData[];
  language: LanguageData;
  currency: Currency;
  exchangeRates: { currency: Currency; rate: number }[];
  topBar: {
    siteWideMessage: { message: string; link: ResolvedLink | null } | null;
    consultationPrompt: { link: ResolvedLink } | null;
  };
  preHeader: { link: ResolvedLink | null };
  mainMenu: MenuItemData[];
  socialNetworks: { name: string; icon: string; iconImage: ImageRecord; link: string }[];
  paymentIcons: { name: string; icon: ImageRecord }[];
  footer: {
    columns: { title: string; links: ResolvedLink[]; text: string | null; separatorLine: boolean; workingHours: boolean }[];
    copyright: string;
    logos: { link: ResolvedLink | null; image: ImageRecord }[];
  };
  avatarStack: { images: ImageRecord[] };
}

export interface InitInput {
  locale: Locale;
  currency: Currency;
  region: Region;
  fetchRegionSuggest?: boolean | null;
  isConsultant?: boolean | null;
}

export type InitResult = Result<InitData>;

function linkRowData(row: LinkRow): LinkData {
  return {
    kind: row.kind,
    text: row.text,
    target: row.target,
    id: row.refId,
    path: row.path,
    slug: row.slug,
    url: row.url,
    enquiryType: row.enquiryType,
  };
}

/** The region a visitor probably belongs to, from a geo header set by the edge or Accept-Language. */
function regionSuggestFor(headers: Headers, active: ReadonlySet<Region>): Region | null {
  const suggested = suggestRegion({
    country: headers.get("cf-ipcountry") ?? headers.get("x-country-code"),
    acceptLanguage: headers.get("accept-language"),
  });
  if (!suggested) return null;
  return active.has(suggested) ? suggested : DEFAULT_REGION;
}

/** What `init` answers for a region, locale and currency: everything but the visitor's own parts. */
type Shell = Omit<InitData, "me" | "regionSuggest">;

/**
 * Values derived from one snapshot of the site data (the shells below, the loaders' answers built from
 * them), by key. They go with their snapshot (every 30 seconds, or at once when the site data is
 * forgotten), so they are never older than the data they were built from; their keys come from bounded
 * sets (regions × locales × currencies).
 */
const derived = new WeakMap<Snapshot, Map<string, unknown>>();

function derivedFrom<T>(site: Snapshot, key: string, build: () => T): T {
  let values = derived.get(site);
  if (!values) {
    values = new Map();
    derived.set(site, values);
  }
  if (values.has(key)) return values.get(key) as T;
  const value = build();
  values.set(key, value);
  return value;
}

/**
 * A value built from the site data as it is now, kept until the site data is read again: for answers
 * every visitor of a region gets alike (a loader's `init` for anonymous visitors). `key` names what is
 * built and everything it depends on, from a bounded set; a failed build is not kept.
 */
export async function withSiteData<T>(db: Db, key: string, build: () => Promise<T>): Promise<T> {
  const site = await snapshot(db);
  const value = derivedFrom(site, `built|${key}`, build);
  value.catch(() => {
    if (derived.get(site)?.get(`built|${key}`) === value) derived.get(site)!.delete(`built|${key}`);
  });
  return value;
}

/**
 * The site's texts in a locale (docs/decisions/0100-site-data-model.md): a text that names a message
 * id is the locale's translation of that token, and the text as stored where the locale has none (the
 * stored text is the British one, which en-ca, en-ie and the others keep).
 */
function localTexts(site: Snapshot, locale: Locale): (stored: string, messageId: string | null) => string {
  const translated = new Map((site.translations.get(locale) ?? []).map((t) => [t.token, t.translation]));
  return (stored, messageId) => (messageId ? (translated.get(messageId) ?? stored) : stored);
}

/** Every page of a region asks for the same menus, footer, icons and their signed image URLs. */
function shellOf(site: Snapshot, region: Snapshot["regions"][number], locale: Locale, currency: Currency): Shell {
  return derivedFrom(site, `shell|${region.code}|${locale}|${currency}`, () => buildShell(site, region, locale, currency));
}

function buildShell(site: Snapshot, region: Snapshot["regions"][number], locale: Locale, currency: Currency): Shell {
  const code = region.code;
  const say = localTexts(site, locale);
  const link = (id: number | null | undefined): ResolvedLink | null => {
    const row = id == null ? undefined : site.links.get(id);
    return row ? resolveLink({ ...linkRowData(row), text: say(row.text, row.textMessageId) }, code) : null;
  };
  const image = (id: string | null | undefined): ImageRecord | null => {
    const row = id == null ? undefined : site.images.get(id);
    return row ? imageRecord(row.kind, row.params, row.alt) : null;
  };
  const language = (l: Locale): LanguageData => ({ locale: l, translations: site.translations.get(l) ?? [] });
  const regionData = (r: (typeof site.regions)[number]): RegionData => ({
    code: r.code,
    name: r.name,
    locales: r.locales,
    isActive: r.isActive,
    currency: r.currency,
    language: language(r.locales[0] ?? locale),
  });

  const settings = site.settings;
  const defaultAlternate = site.regions.find((r) => r.code === (settings?.defaultAlternateRegion ?? DEFAULT_REGION)) ?? region;

  const mainMenu: MenuItemData[] = site.menuItems.map((item) => {
    const sub = site.subMenus.find((s) => s.menuItemId === item.id);
    return {
      title: say(item.title, item.titleMessageId),
      hideOnMobile: item.hideOnMobile,
      hideOnDesktop: item.hideOnDesktop,
      link: link(item.linkId),
      subMenu: sub
        ? {
            title: say(sub.title, sub.titleMessageId),
            description: sub.description === null ? null : say(sub.description, sub.descriptionMessageId),
            useLargeFormatItems: sub.useLargeFormatItems,
            sections: site.sections
              .filter((s) => s.subMenuId === sub.id)
              .map((s) => ({
                title: s.title === null ? null : say(s.title, s.titleMessageId),
                items: site.sectionItems
                  .filter((i) => i.sectionId === s.id)
                  .map((i) => ({
                    title: say(i.title, i.titleMessageId),
                    link: link(i.linkId),
                    media: image(i.mediaImageId),
                    icon: i.icon,
                    style: i.style,
                  })),
              })),
            editorialContent: sub.editorialText
              ? {
                  text: say(sub.editorialText, sub.editorialTextMessageId),
                  link: link(sub.editorialLinkId),
                  image: image(sub.editorialImageId),
                }
              : null,
          }
        : null,
    };
  });

  const consultationLink = link(settings?.consultationPromptLinkId);
  const hours = site.hours;
  return {
    ringBuilder: {
      isEnabled: settings?.ringBuilderEnabled ?? true,
      recommendationsEnabled: settings?.ringBuilderRecommendationsEnabled ?? true,
    },
    workingHours: hours
      ? { weekDays: hours.weekDays, opening: hours.opening, closing: hours.closing, timeZone: hours.timeZone }
      : { ...DEFAULT_WORKING_HOURS, weekDays: [...DEFAULT_WORKING_HOURS.weekDays] },
    defaultAlternateRegion: regionData(defaultAlternate),
    regions: site.regions.map(regionData),
    language: language(locale),
    currency,
    exchangeRates: site.rates,
    topBar: {
      siteWideMessage: settings?.siteWideMessage ? { message: settings.siteWideMessage, link: link(settings.siteWideMessageLinkId) } : null,
      consultationPrompt: consultationLink ? { link: consultationLink } : null,
    },
    preHeader: { link: link(settings?.preHeaderLinkId) },
    mainMenu,
    socialNetworks: site.social.flatMap((s) => {
      const iconImage = image(s.iconImageId);
      const href = link(s.linkId)?.href;
      return iconImage && href ? [{ name: s.name, icon: s.icon, iconImage, link: href }] : [];
    }),
    paymentIcons: site.payments.flatMap((p) => {
      const icon = image(p.iconImageId);
      return icon && showsPaymentMark(p.name, code) ? [{ name: p.name, icon }] : [];
    }),
    footer: {
      columns: site.footerColumns.map((c) => ({
        title: say(c.title, c.titleMessageId),
        links: site.footerLinks
          .filter((l) => l.columnId === c.id)
          .flatMap((l) => {
            const resolved = link(l.linkId);
            return resolved ? [resolved] : [];
          }),
        text: c.text,
        separatorLine: c.separatorLine,
        workingHours: c.workingHours,
      })),
      copyright: settings?.copyright ?? "",
      logos: site.footerLogos.flatMap((l) => {
        const img = image(l.imageId);
        return img ? [{ link: link(l.linkId), image: img }] : [];
      }),
    },
    avatarStack: { images: site.avatars.flatMap((a) => image(a.imageId) ?? []) },
  };
}

/**
 * Everything the storefront needs at startup, resolved for the requested region (link prefixes),
 * locale (translations) and currency. The locale must be one of the region's, and the region must be
 * switched on; otherwise the answer is a typed failure naming the argument. All but the visitor's own
 * parts (who is signed in, the suggested region) is the shell of the region, locale and currency.
 */
export async function init(ctx: RequestContext, input: InitInput): Promise<InitResult> {
  const site = await snapshot(ctx.db);
  const region = site.regions.find((r) => r.code === input.region);
  if (!region || !region.isActive) return fail(invalid(["region"], `The region ${input.region} is not available`));
  if (!region.locales.includes(input.locale)) {
    return fail(invalid(["locale"], `The locale ${input.locale} is not a locale of the region ${input.region}`));
  }
  const shell = shellOf(site, region, input.locale, input.currency);
  let regionSuggest: InitData["regionSuggest"] = null;
  if (input.fetchRegionSuggest) {
    const active = new Set(site.regions.filter((r) => r.isActive).map((r) => r.code));
    const suggested = regionSuggestFor(ctx.headers, active);
    regionSuggest = suggested ? { code: suggested } : null;
  }
  return { ok: true, value: { ...shell, me: ctx.user, regionSuggest } };
}

/** The consultants' portraits shown beside consultation prompts. */
export async function avatarStack(ctx: RequestContext): Promise<ImageRecord[]> {
  const site = await snapshot(ctx.db);
  return site.avatars.flatMap((a) => {
    const row = site.images.get(a.imageId);
    return row ? [imageRecord(row.kind, row.params, row.alt)] : [];
  });
}

const NO_TRANSLATIONS: readonly { token: string; translation: string }[] = Object.freeze([]);

/**
 * The server translations of the request's locale (tokens that override messages): the same array for
 * as long as the site data it was read with is current (callers may key what they derive from it on it).
 */
export async function translationsFor(ctx: RequestContext): Promise<readonly { token: string; translation: string }[]> {
  return (await snapshot(ctx.db)).translations.get(ctx.locale) ?? NO_TRANSLATIONS;
}
