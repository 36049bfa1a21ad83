import { describe, expect, it } from "vitest";
import { baseUrl } from "./browser.ts";

/** Every internal link of the header menus and the footer leads somewhere (no dead ends). */
describe("site links", () => {
  for (const region of ["", "/us"]) {
    it(`every internal link on ${region || "/"} answers without an error`, async () => {
      const html = await (await fetch(`${baseUrl()}${region}/`, { headers: { cookie: "cookies_dimissed=1" } })).text();
      const links = [...new Set([...html.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&")))].filter(
        (href) => !href.startsWith("/assets/") && !href.startsWith("/media/"),
      );
      expect(links.length).toBeGreaterThan(20);
      const broken: string[] = [];
      for (const href of links) {
        const res = await fetch(`${baseUrl()}${href}`, { redirect: "manual" });
        if (res.status >= 400) broken.push(`${res.status} ${href}`);
      }
      expect(broken).toEqual([]);
    });
  }
});
