import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { Image } from "./Image.tsx";

const IMAGE = { id: "ring-1", alt: "A ring, angled view", urlTemplate: "/media/ring/abc/{size}.{format}?view=angle" };

/** The attributes of the rendered <img>. */
function img(html: string): Record<string, string> {
  const tag = /<img ([^>]*)\/?>/.exec(html)?.[1] ?? "";
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
}

describe("Image", () => {
  it("loads the page's main image eagerly at high priority", () => {
    const attrs = img(renderToStaticMarkup(<Image image={IMAGE} priority />));
    expect([attrs["loading"], attrs["fetchpriority"]]).toEqual(["eager", "high"]);
  });

  it("loads a thumbnail beside it lazily at low priority, so that it does not compete with the main image", () => {
    const attrs = img(renderToStaticMarkup(<Image image={IMAGE} sizes="96px" secondary />));
    expect([attrs["loading"], attrs["fetchpriority"], attrs["sizes"]]).toEqual(["lazy", "low", "96px"]);
  });

  it("leaves other images lazy at the browser's own priority", () => {
    const attrs = img(renderToStaticMarkup(<Image image={IMAGE} />));
    expect([attrs["loading"], attrs["fetchpriority"], attrs["alt"]]).toEqual(["lazy", "auto", "A ring, angled view"]);
  });
});
