import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { Image, sizesFor } from "./Image.tsx";

const IMAGE = { id: "ring-1", alt: "A ring, angled view", urlTemplate: "/media/ring/abc/{size}.{format}?view=angle" };

/** The attributes of the first tag with this name. */
function tag(html: string, name: string): Record<string, string> {
  const found = new RegExp(`<${name} ([^>]*)/?>`).exec(html)?.[1] ?? "";
  return Object.fromEntries(
    [...found.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!.replaceAll("&amp;", "&")]),
  );
}
const img = (html: string) => tag(html, "img");

/** Every <source> of the picture, by type. */
function sources(html: string): Record<string, Record<string, string>> {
  return Object.fromEntries(
    [...html.matchAll(/<source ([^>]*)\/?>/g)].map((m) => tag(`<source ${m[1]}>`, "source")).map((s) => [s["type"]!, s]),
  );
}

const srcset = (format: string) =>
  [
    ["SMALL", 200],
    ["MEDIUM", 400],
    ["LARGE", 800],
    ["LARGE_X2", 1600],
  ]
    .map(([size, width]) => `/media/ring/abc/${size}.${format}?view=angle ${width}w`)
    .join(", ");

describe("Image", () => {
  it("offers every size in each encoding, so that the browser takes the smallest that fills the width shown", () => {
    const html = renderToStaticMarkup(<Image image={IMAGE} sizes="(min-width: 1024px) 25vw, 50vw" />);
    // AVIF for the browsers that read it, else the <img>'s own WebP.
    const picture = sources(html);
    expect(Object.keys(picture)).toEqual(["image/avif"]);
    expect(picture["image/avif"]!["srcset"]).toBe(srcset("avif"));
    expect(picture["image/avif"]!["sizes"]).toBe("(min-width: 1024px) 25vw, 50vw");
    const attrs = img(html);
    expect([attrs["src"], attrs["srcset"], attrs["sizes"]]).toEqual([
      "/media/ring/abc/LARGE.webp?view=angle",
      srcset("webp"),
      "(min-width: 1024px) 25vw, 50vw",
    ]);
  });

  it("is shown across the viewport unless told how wide it is", () => {
    const html = renderToStaticMarkup(<Image image={IMAGE} />);
    expect(img(html)["sizes"]).toBe("100vw");
    expect(Object.values(sources(html)).map((s) => s["sizes"])).toEqual(["100vw"]);
  });

  it("loads the page's main image eagerly at high priority", () => {
    const attrs = img(renderToStaticMarkup(<Image image={IMAGE} priority />));
    expect([attrs["loading"], attrs["fetchpriority"]]).toEqual(["eager", "high"]);
  });

  it("preloads the main image from the document's head with its first source's srcset and sizes, so that the preload is the image shown", () => {
    const sizes = "(min-width: 1024px) 55vw, 100vw";
    const html = renderToStaticMarkup(
      <html>
        <head />
        <body>
          <Image image={IMAGE} sizes={sizes} priority />
          <Image image={{ ...IMAGE, id: "ring-2", urlTemplate: "/media/ring/def/{size}.{format}" }} sizes="96px" secondary />
        </body>
      </html>,
    );
    const head = /<head>(.*)<\/head>/.exec(html)![1]!;
    const preloads = [...head.matchAll(/<link ([^>]*)\/?>/g)]
      .map((m) => tag(`<link ${m[1]}>`, "link"))
      .filter((l) => l["rel"] === "preload");
    expect(preloads).toHaveLength(1);
    const first = sources(html.slice(0, html.indexOf("</picture>")))["image/avif"]!;
    expect(preloads[0]).toMatchObject({
      as: "image",
      type: "image/avif",
      imagesrcset: first["srcset"],
      imagesizes: first["sizes"],
      fetchpriority: "high",
    });
  });

  it("loads a thumbnail beside it lazily at low priority, so that it does not compete with the main image", () => {
    const attrs = img(renderToStaticMarkup(<Image image={IMAGE} sizes="96px" secondary />));
    expect([attrs["loading"], attrs["fetchpriority"], attrs["sizes"]]).toEqual(["lazy", "low", "96px"]);
  });

  it("leaves other images lazy at the browser's own priority", () => {
    const attrs = img(renderToStaticMarkup(<Image image={IMAGE} />));
    expect([attrs["loading"], attrs["fetchpriority"], attrs["alt"]]).toEqual(["lazy", "auto", "A ring, angled view"]);
  });

  it("lists only the sizes a browser could pick when the image is drawn at a fixed width", () => {
    // A 64px logo on a screen of 3 device pixels per CSS pixel needs 192 pixels: the 200 px size.
    const logo = renderToStaticMarkup(<Image image={IMAGE} sizes="64px" width={64} height={40} />);
    expect(img(logo)["srcset"]).toBe("/media/ring/abc/SMALL.webp?view=angle 200w");
    expect(sources(logo)["image/avif"]!["srcset"]).toBe("/media/ring/abc/SMALL.avif?view=angle 200w");
    expect(img(logo)["src"]).toBe("/media/ring/abc/SMALL.webp?view=angle");
    expect(sizesFor("96px")).toEqual(["SMALL", "MEDIUM"]);
    expect(sizesFor("(min-width: 1024px) 104px, 80px")).toEqual(["SMALL", "MEDIUM"]);
    expect(sizesFor("200px")).toEqual(["SMALL", "MEDIUM", "LARGE"]);
    // Wider than the largest size at three times: every size.
    expect(sizesFor("600px")).toEqual(["SMALL", "MEDIUM", "LARGE", "LARGE_X2"]);
    // A length that depends on the viewport (or the font size) may ask for any size.
    expect(sizesFor("(min-width: 1360px) 300px, 50vw")).toEqual(["SMALL", "MEDIUM", "LARGE", "LARGE_X2"]);
    expect(sizesFor("20rem")).toEqual(["SMALL", "MEDIUM", "LARGE", "LARGE_X2"]);
  });
});
