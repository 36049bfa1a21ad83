import { describe, expect, it } from "vitest";
import { documentUrl } from "./document-url.ts";

describe("documentUrl", () => {
  it("reads a client navigation's data request as the page it is for", () => {
    expect(documentUrl(new Request("http://shop.test/us/cookies.data?_routes=root,content")).href).toBe("http://shop.test/us/cookies");
    expect(documentUrl(new Request("http://shop.test/_.data?_routes=root")).pathname).toBe("/");
    expect(documentUrl(new Request("http://shop.test/us/_.data")).pathname).toBe("/us/");
  });

  it("keeps the page's own query string as written", () => {
    const url = documentUrl(new Request("http://shop.test/diamond-search.data?shape[]=pear&_routes=root&carat_min=1.00"));
    expect(url.pathname).toBe("/diamond-search");
    expect(url.search).toBe("?shape[]=pear&carat_min=1.00");
    expect(documentUrl(new Request("http://shop.test/engagement-rings?recommendations=yes")).search).toBe("?recommendations=yes");
  });
});
