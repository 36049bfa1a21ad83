import { parseShape } from "../../../core/vocabulary/shapes.ts";
import { FANCY_COLOURS } from "../../../core/vocabulary/stones.ts";
import type { StonePath, StoneSearchState } from "../../../core/urls/stones.ts";

export interface PageCopy {
  eyebrow: string;
  heading: string;
  intro: string;
  /** SEO title (without the brand) and description. */
  title: string;
  description: string;
}

const BRAND = "Hatton & Vale";

/** Headings, introductions and SEO texts of every stone search page. */
export function copyFor(path: StonePath, state: StoneSearchState): PageCopy {
  const shape = state.filters.shapes.length === 1 ? parseShape(state.filters.shapes[0])!.label : null;
  const pageSuffix = state.page > 1 ? ` | Page ${state.page}` : "";
  switch (path.kind) {
    case "natural-diamonds":
    case "diamond-search":
    case "diamond-by-gia":
    case "diamond-by-feed":
    case "dtl": {
      const heading = `${shape ? `${shape} ` : ""}Natural Diamonds`;
      return {
        eyebrow: "Loose diamonds",
        heading,
        intro:
          "Every diamond is certified, conflict-free and hand-selected by our gemmologists. Filter by the four Cs and set your diamond in a ring made for it in London.",
        title: `${shape ? `${shape} ` : ""}Natural Diamonds${pageSuffix}`,
        description: `Search certified ${shape ? `${shape.toLowerCase()} ` : ""}natural diamonds by carat, colour, clarity, cut and price. Free shipping and returns, and express delivery on selected stones.`,
      };
    }
    case "lab-grown-diamonds":
    case "lab-grown-non-sku":
    case "lab-grown-diamond-search": {
      const heading = `${shape ? `${shape} ` : ""}Lab-Grown Diamonds`;
      return {
        eyebrow: "Lab-grown diamonds",
        heading,
        intro:
          "Physically and optically identical to mined diamonds, grown responsibly and graded by IGI and GIA, at a fraction of the price.",
        title: `${heading}${pageSuffix}`,
        description: `Search certified ${shape ? `${shape.toLowerCase()} ` : ""}lab-grown diamonds by carat, colour, clarity, cut and price, with free shipping and returns.`,
      };
    }
    case "coloured-diamonds":
    case "fancy-diamond-search": {
      const colour = state.filters.fancyColours.length === 1 ? FANCY_COLOURS.get(state.filters.fancyColours[0]!).label : null;
      const lab = path.kind === "coloured-diamonds" && path.origin === "LAB_GROWN";
      const heading = `${lab ? "Lab-Grown" : "Natural"} ${colour ?? "Coloured"} Diamonds`;
      return {
        eyebrow: "Coloured diamonds",
        heading: shape ? `${shape} ${heading}` : heading,
        intro: "Rare fancy-coloured diamonds, from soft champagne to vivid pink and blue, each graded for hue and intensity.",
        title: `${shape ? `${shape} ` : ""}${heading}${pageSuffix}`,
        description: `Search ${lab ? "lab-grown" : "natural"} ${colour ? colour.toLowerCase() : "coloured"} diamonds by shape, carat, intensity and price.`,
      };
    }
    case "gemstones":
    case "gemstones-non-sku":
    case "gemstone-search":
      return {
        eyebrow: "Gemstones",
        heading: "Natural Gemstones",
        intro: "Sapphires, rubies, emeralds and rarer gems, chosen for colour and brilliance and sourced with care.",
        title: `${shape ? `${shape} ` : ""}Natural Gemstones${pageSuffix}`,
        description: "Search natural sapphires, rubies, emeralds and more by type, colour, colour grade, carat and price.",
      };
  }
}

export function fullTitle(title: string): string {
  return `${title} | ${BRAND}`;
}
