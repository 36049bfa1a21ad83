import { describe, expect, it } from "vitest";
import { internalTarget, linksOf } from "./crawl.ts";

describe("crawl link extraction", () => {
  const base = "http://localhost:3000";
  it("keeps internal paths with their query and drops files, the API and other hosts", () => {
    const page = `${base}/engagement-rings`;
    expect(internalTarget("/diamonds/natural/all-shapes?page=2#x", page, base)).toBe("/diamonds/natural/all-shapes?page=2");
    expect(internalTarget("platinum", `${base}/engagement-rings/`, base)).toBe("/engagement-rings/platinum");
    expect(internalTarget("/a?x=1&amp;y=2", page, base)).toBe("/a?x=1&y=2");
    expect(internalTarget("/media/ring/abc/400.webp", page, base)).toBeNull();
    expect(internalTarget("/assets/app.js", page, base)).toBeNull();
    expect(internalTarget("https://elsewhere.example/", page, base)).toBeNull();
    expect(internalTarget("//elsewhere.example/x", page, base)).toBeNull();
    expect(internalTarget("mailto:hello@example.com", page, base)).toBeNull();
  });

  it("reads anchors, the canonical link and hreflang alternates", () => {
    const html = `<link rel="canonical" href="http://localhost:3000/a"/><link rel="alternate" hrefLang="en-us" href="http://localhost:3000/us/a"/>
      <link rel="stylesheet" href="/assets/x.css"/><a class="x" href="/b">b</a><a href="/c?d=1">c</a>`;
    expect(linksOf(html)).toEqual({
      anchors: ["/b", "/c?d=1"],
      canonical: "http://localhost:3000/a",
      alternates: ["http://localhost:3000/us/a"],
    });
  });
});
