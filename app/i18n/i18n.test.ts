import { describe, expect, it } from "vitest";
import { LOCALES } from "../../core/regions.ts";
import { shellEnGb } from "./shell/en-gb.ts";
import { addMessages, enGb, loadLocaleMessages, mergeMessages, mergePageMessages, messagesForPage } from "./index.ts";

describe("messages", () => {
  it("has en-gb built in with the fixed error texts", async () => {
    expect(await loadLocaleMessages("en-gb")).toEqual({});
    expect(enGb.not_found_title).toBe("Not found");
    expect(enGb.not_found_message).toBe("Please use the main menu to find what you're looking for.");
    expect(enGb.server_error_title).toBe("Oops! Something went wrong.");
    expect(enGb.server_error_message).toBe("This error has been logged and we have been notified.");
  });

  it("gives the browser's first script only what every page shows: the words of the parts that load on their own come with them", () => {
    // The shell's messages are in every page's script (scripts/vite-messages.ts); the others are
    // built in for the server and come in the browser with the script that names them.
    for (const id of [
      "not_found_message",
      "server_error_title",
      "init_error_title",
      "cookie_banner_text",
      "region_modal_title",
      "working_hours_open",
      "acc_consultant_warning",
      "tax_note_vat_included",
    ]) {
      expect(Object.keys(shellEnGb), id).not.toContain(id);
      expect(enGb[id as keyof typeof enGb], id).toBeTruthy();
    }
    for (const id of ["not_found_title", "critical_error_title", "try_again", "brand_name"])
      expect(Object.keys(shellEnGb), id).toContain(id);
  });

  it("loads every other locale as a bundle of differences", async () => {
    for (const locale of LOCALES) {
      const bundle = await loadLocaleMessages(locale);
      for (const key of Object.keys(bundle)) expect(Object.keys(enGb), `${locale} ${key}`).toContain(key);
    }
    const us = mergeMessages(await loadLocaleMessages("en-us"));
    expect(us["home_jewellery"]).toBe("Fine jewelry");
    expect(mergeMessages(await loadLocaleMessages("en-au"))["home_jewellery"]).toBe("Fine jewellery");
  });

  it("lets server translations override by token", async () => {
    const merged = mergeMessages(await loadLocaleMessages("en-us"), [
      { token: "cookie_banner_dismiss", translation: "OK" },
      { token: "home_jewellery", translation: "Jewelry & watches" },
      { token: "", translation: "ignored" },
    ]);
    expect(merged["cookie_banner_dismiss"]).toBe("OK");
    expect(merged["home_jewellery"]).toBe("Jewelry & watches");
    expect(merged["not_found_title"]).toBe("Not found");
  });

  it("gives a page's messages the built-in ones added after them, under the locale's and the server's words", async () => {
    const page = mergePageMessages(await loadLocaleMessages("en-us"), [{ token: "test_added_server", translation: "The server's words" }]);
    const before = mergeMessages(await loadLocaleMessages("en-us"));
    addMessages({ test_added_new: "Added words", test_added_server: "Built-in words" });
    expect(page["test_added_new"]).toBe("Added words");
    expect(page["test_added_server"]).toBe("The server's words");
    expect(page["home_jewellery"]).toBe("Fine jewelry");
    // A merge that is not a page's is the one it was.
    expect(before["test_added_new"]).toBeUndefined();
  });

  it("merges the server's messages once for every page of the same bundle and translations", async () => {
    const bundle = await loadLocaleMessages("en-us");
    const translations = [{ token: "home_jewellery", translation: "Jewelry, by the server" }];
    const first = messagesForPage(bundle, {}, translations);
    expect(first["home_jewellery"]).toBe("Jewelry, by the server");
    expect(first["not_found_title"]).toBe("Not found");
    expect(messagesForPage(bundle, undefined, translations)).toBe(first);
    // Other translations (the next site data) are merged again; extra messages go over the bundle.
    const next = messagesForPage(bundle, {}, [{ token: "home_jewellery", translation: "Newer words" }]);
    expect(next).not.toBe(first);
    expect(next["home_jewellery"]).toBe("Newer words");
    const extra = messagesForPage(bundle, { not_found_title: "Gone" }, translations);
    expect(extra).not.toBe(first);
    expect(extra["not_found_title"]).toBe("Gone");
    expect(first["not_found_title"]).toBe("Not found");
  });
});
