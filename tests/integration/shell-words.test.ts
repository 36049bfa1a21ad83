import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type * as SiteSeed from "../../server/seed/site.ts";
import type * as CatalogueSeed from "../../server/seed/catalogue.ts";
import type * as SiteService from "../../server/services/site.ts";
import { footerColumns, translations, workingHours } from "../../server/db/schema/index.ts";
import type { Database } from "../../server/db/client.ts";
import { startViteStore, type ViteStore } from "../helpers/vite-store.ts";

/**
 * The shell's words as a visitor reads them in the page the server sends: the main menu and the footer
 * in the visitor's spelling (an American visitor reads "Colored diamonds" as the stone filters say
 * "Color"), and the experts' hours written one way wherever they are said (the home page's
 * consultation block and the footer), from the site data's hours.
 */

let store: ViteStore;
let base: string;
let database: Database;

beforeAll(async () => {
  store = await startViteStore({
    name: "shell-words",
    pageCacheSeconds: 0,
    prepare: async (load, db) => {
      const { seedSite } = await load<typeof SiteSeed>("./server/seed/site.ts");
      const { seedCatalogue } = await load<typeof CatalogueSeed>("./server/seed/catalogue.ts");
      // The site data and its content pages (the home page's consultation block).
      await seedSite(db.db);
      await seedCatalogue(db, { engagement: 2, wedding: 1, readyToGo: 1, jewellery: 1 });
    },
  });
  ({ base, database } = store);
}, 180_000);

afterAll(async () => {
  await store?.close();
});

async function page(path: string): Promise<string> {
  const res = await fetch(`${base}${path}`, { headers: { accept: "text/html" } });
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The text a reader sees in some markup: no scripts, styles or tags, entities read, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/[ \t\r\n]+/g, " ");
}

/** The shell around a page: the top bar, the header with the main menu and its panels, the footer. */
function shellText(html: string): string {
  const body = /<body\b[\s\S]*<\/body>/.exec(html)?.[0] ?? "";
  return visibleText(body.replace(/<main\b[\s\S]*<\/main>/, " "));
}

function footerHours(html: string): string {
  const match = /<div class="site-footer__hours">[\s\S]*?<p>([^<]*)<\/p>/.exec(html);
  if (!match) throw new Error("no working hours in the footer");
  return visibleText(match[1]!).trim();
}

function consultationPoints(html: string): string[] {
  const list = /<ul class="consultation__points">([\s\S]*?)<\/ul>/.exec(html);
  if (!list) throw new Error("no consultation block points");
  return [...list[1]!.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => visibleText(m[1]!).trim());
}

/** Words British English spells differently, as a US page must not show them (a brand's own name aside). */
const BRITISH = /\b(colour\w*|jewellery|centre|gemmolog\w*)\b/gi;
const NAMES = /Responsible Jewellery Council/g;

describe("the main menu and footer in the visitor's spelling", () => {
  it("reads Colored diamonds and Jewelry on the United States home page, with no British spelling in the menu or footer", async () => {
    const html = await page("/us/");
    const shell = shellText(html);
    expect(shell).toContain("Colored diamonds");
    expect(shell).toContain("Speak to a gemologist");
    expect(shell).toContain("Fine Jewelry");
    expect(shell).toContain("a center stone of your choice");
    expect(shell).toMatch(/\bJewelry\b/);
    expect(shell.replace(NAMES, "").match(BRITISH)).toBeNull();
    // Not anywhere on the page.
    expect(visibleText(html)).not.toMatch(/Coloured/i);
  });

  it("keeps every United States page's menu and footer in American spelling", async () => {
    for (const path of ["/us/engagement-rings", "/us/about-us/contacts", "/us/diamonds/natural/all-shapes"]) {
      const html = await page(path);
      const shell = shellText(html);
      expect(shell, path).toContain("Colored diamonds");
      expect(shell.replace(NAMES, "").match(BRITISH), path).toBeNull();
      expect(visibleText(html), path).not.toMatch(/Coloured/i);
    }
  });

  it("says a text the site data names a message id for in the spelling an administrator adds for a locale, the stored text elsewhere", async () => {
    const { forgetSiteData } = await store.load<typeof SiteService>("./server/services/site.ts");
    await database.db
      .update(footerColumns)
      .set({ titleMessageId: "site_footer_customer_care" })
      .where(eq(footerColumns.title, "Customer care"));
    await database.db.insert(translations).values({ locale: "en-us", token: "site_footer_customer_care", translation: "Customer service" });
    forgetSiteData();
    try {
      expect(shellText(await page("/us/"))).toContain("Customer service");
      expect(shellText(await page("/"))).toContain("Customer care");
      expect(shellText(await page("/au/"))).toContain("Customer care");
    } finally {
      await database.db.delete(translations).where(eq(translations.token, "site_footer_customer_care"));
      await database.db.update(footerColumns).set({ titleMessageId: null }).where(eq(footerColumns.title, "Customer care"));
      forgetSiteData();
    }
  });

  it("keeps the British spelling where the locale has no other: the United Kingdom and Canada", async () => {
    for (const path of ["/", "/ca/"]) {
      const shell = shellText(await page(path));
      expect(shell, path).toContain("Coloured diamonds");
      expect(shell, path).toContain("Fine Jewellery");
      expect(shell, path).not.toContain("Colored diamonds");
    }
  });
});

describe("the experts' hours, said one way", () => {
  it("says the same hours in the home page's consultation block and the footer: 11 a.m. to 6 p.m. in the United States", async () => {
    const html = await page("/us/");
    const hours = footerHours(html);
    expect(hours).toBe("Monday to Saturday, 11\u00a0a.m. to 6\u00a0p.m. UK time");
    expect(consultationPoints(html)).toContain(hours);
    expect(visibleText(html)).not.toMatch(/17:59|11:00|11am|6pm/);
  });

  it("says 11am to 6pm in the United Kingdom, in both places", async () => {
    const html = await page("/");
    const hours = footerHours(html);
    expect(hours).toBe("Monday to Saturday, 11am to 6pm UK time");
    expect(consultationPoints(html)).toContain(hours);
    expect(visibleText(html)).not.toContain("17:59");
  });

  it("says the hours the site data holds: a change of hours shows in both places", async () => {
    // The store's own copy of the module (the one the app was loaded with) keeps the site data.
    const { forgetSiteData } = await store.load<typeof SiteService>("./server/services/site.ts");
    await database.db.update(workingHours).set({ opening: "09:30", closing: "16:59", weekDays: [1, 2, 3, 4, 5] });
    forgetSiteData();
    try {
      const html = await page("/");
      expect(footerHours(html)).toBe("Monday to Friday, 9:30am to 5pm UK time");
      expect(consultationPoints(html)).toContain("Monday to Friday, 9:30am to 5pm UK time");
    } finally {
      await database.db.update(workingHours).set({ opening: "11:00", closing: "17:59", weekDays: [1, 2, 3, 4, 5, 6] });
      forgetSiteData();
    }
  });
});
