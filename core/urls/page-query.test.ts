import { describe, expect, it } from "vitest";
import { pageQuery } from "./page-query.ts";

describe("the query that changes a page", () => {
  it("is nothing for a parameter no page reads", () => {
    expect(pageQuery("/", "?utm_source=mail&gclid=1&x=2").key).toBe("");
    expect(pageQuery("/about-us", "?page=2&sort=price").key).toBe("");
    expect(pageQuery("/engagement-rings/platinum", "?utm_campaign=spring&shape=oval").key).toBe("");
  });

  it("keeps a stone search's own parameters as written, and drops the others", () => {
    expect(pageQuery("/diamonds/natural/round", "?utm_source=a&sort=price_ascending&page=2&fbclid=z").key).toBe(
      "sort=price_ascending&page=2",
    );
    expect(pageQuery("/engagement-rings/stone-recommendations/natural-diamonds", "?utm_source=a&shape[]=oval").key).toBe("shape[]=oval");
  });

  it("reads what a page reads of a value: recommendations=yes, the local page to return to", () => {
    expect(pageQuery("/engagement-rings", "?recommendations=YES&utm_source=a").key).toBe("recommendations=yes");
    expect(pageQuery("/engagement-rings", "?recommendations=random123").key).toBe("");
    expect(pageQuery("/engagement-rings/your-ring", "?from=/wedding-rings&x=1").key).toBe("from=%2Fwedding-rings");
    expect(pageQuery("/engagement-rings/your-ring", "?from=https://evil.example").key).toBe("");
  });

  it("keys a catalogue listing by the filters it reads of its query, so that two filtered pages never share", () => {
    const sorted = pageQuery("/engagement-rings", "?utm_source=a&sort=price_ascending&price_max=2000");
    expect(sorted).toEqual({
      key: "price_max=2000&sort=price_ascending",
      owned: "sort=price_ascending&price_max=2000",
      foreign: "utm_source=a",
    });
    expect(pageQuery("/engagement-rings", "?sort=price_descending&price_max=2000").key).not.toBe(sorted.key);
    expect(pageQuery("/engagement-rings", "?sort=price_ascending&price_max=2500").key).not.toBe(sorted.key);
    expect(pageQuery("/engagement-rings", "?sort=price_ascending").key).not.toBe(sorted.key);
    expect(pageQuery("/jewellery/necklaces/all-styles/all-gemstones/all-design-styles/white-gold", "?k=18").key).toBe("k=18");
    expect(pageQuery("/engagement-rings/2", "?design_features%5B%5D=milgrain&design_features[]=hand_engraving").key).toBe(
      "design_features[]=milgrain&design_features[]=hand_engraving",
    );
    expect(pageQuery("/ready-to-go", "?price_min=100").key).toBe("price_min=100");
    expect(pageQuery("/engagement-rings", "?recommendations=yes&sort=express_delivery").key).toBe(
      "recommendations=yes&sort=express_delivery",
    );
    // Product pages read no filter.
    expect(pageQuery("/wedding-rings/aurelia-platinum-wedding-ring", "?sort=price_ascending").key).toBe("");
  });

  it("shares the page of a listing's filters written another way, or ignored by its grammar", () => {
    const key = pageQuery("/engagement-rings", "?sort=price_ascending&price_max=2000").key;
    expect(pageQuery("/engagement-rings", "?price_max=2000&sort=PRICE_ASCENDING&price_min=").key).toBe(key);
    expect(pageQuery("/engagement-rings", "?sort=price_ascending&price_max=2000&k=18&design_features[]=glitter").key).toBe(key);
    expect(pageQuery("/engagement-rings", "?sort=cheapest&price_max=lots").key).toBe("");
    // The karat is a jewellery filter, design features an engagement-ring one.
    expect(pageQuery("/wedding-rings", "?k=18&design_features[]=milgrain").key).toBe("");
  });

  it("keeps the routes a data request loads", () => {
    expect(pageQuery("/engagement-rings.data", "?_routes=root,routes/x&utm_source=a").key).toBe("_routes=root,routes/x");
    expect(pageQuery("/diamonds/natural/round.data", "?page=2&_routes=a").key).toBe("page=2&_routes=a");
    expect(pageQuery("/engagement-rings/2.data", "?sort=price_descending&_routes=a").key).toBe("sort=price_descending&_routes=a");
    expect(pageQuery("/about-us", "?_routes=a").key).toBe("");
    // Route discovery reads the paths and the build's version: without them the browser reloads the document.
    expect(pageQuery("/__manifest", "?paths=%2Fengagement-rings%2Fplatinum&version=4d999103&utm_source=a")).toEqual({
      key: "paths=%2Fengagement-rings%2Fplatinum&version=4d999103",
      owned: "paths=%2Fengagement-rings%2Fplatinum&version=4d999103",
      foreign: "utm_source=a",
    });
  });

  it("splits the pairs the page reads from the others, each as written", () => {
    expect(pageQuery("/engagement-rings", "?utm_source=a&recommendations=YES&x=%20")).toEqual({
      key: "recommendations=yes",
      owned: "recommendations=YES",
      foreign: "utm_source=a&x=%20",
    });
    expect(pageQuery("/diamonds/natural/round", "shape[]=oval&gclid=1&page=2")).toEqual({
      key: "shape[]=oval&page=2",
      owned: "shape[]=oval&page=2",
      foreign: "gclid=1",
    });
    expect(pageQuery("/about-us", "")).toEqual({ key: "", owned: "", foreign: "" });
  });

  it("keeps every parameter of an account page: the sign-in link, the reset token, the page to return to", () => {
    const link = "user=olivia%40example.com&expires=4102444800&hash=abc&redirectUrl=/profile";
    expect(pageQuery("/magic-link", link)).toEqual({ key: link, owned: link, foreign: "" });
    expect(pageQuery("/sign-in", "mode=register&redirectUrl=/rings").foreign).toBe("");
    expect(pageQuery("/reset-password", "token=t0k3n").owned).toBe("token=t0k3n");
    expect(pageQuery("/profile/my-orders", "id=42").owned).toBe("id=42");
  });
});
