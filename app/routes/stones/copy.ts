import type { StonePath, StoneSearchState } from "../../../core/urls/stones.ts";
import type { Translate } from "../../lib/intl.tsx";
import { stoneLabels } from "../../components/stones/labels.ts";

export interface PageCopy {
  eyebrow: string;
  heading: string;
  intro: string;
  /** SEO title (without the brand) and description. */
  title: string;
  description: string;
}

/** Headings, introductions and SEO texts of every stone search page, in the visitor's locale. */
export function copyFor(t: Translate, path: StonePath, state: StoneSearchState): PageCopy {
  const label = stoneLabels(t);
  const shape = state.filters.shapes.length === 1 ? label.shape(state.filters.shapes[0]) : null;
  const withShape = (heading: string) => (shape ? t("stone_with_shape", { shape, heading }) : heading);
  const paged = (title: string) => (state.page > 1 ? t("stone_title_page", { title, page: state.page }) : title);
  switch (path.kind) {
    case "natural-diamonds":
    case "diamond-search":
    case "diamond-by-gia":
    case "diamond-by-feed":
    case "dtl": {
      const heading = withShape(t("stone_natural_heading"));
      return {
        eyebrow: t("stone_natural_eyebrow"),
        heading,
        intro: t("stone_natural_intro"),
        title: paged(heading),
        description: shape ? t("stone_natural_description_shape", { shape: shape.toLowerCase() }) : t("stone_natural_description"),
      };
    }
    case "lab-grown-diamonds":
    case "lab-grown-non-sku":
    case "lab-grown-diamond-search": {
      const heading = withShape(t("stone_lab_grown_heading"));
      return {
        eyebrow: t("stone_lab_grown_eyebrow"),
        heading,
        intro: t("stone_lab_grown_intro"),
        title: paged(heading),
        description: shape ? t("stone_lab_grown_description_shape", { shape: shape.toLowerCase() }) : t("stone_lab_grown_description"),
      };
    }
    case "coloured-diamonds":
    case "fancy-diamond-search": {
      const colour = state.filters.fancyColours.length === 1 ? label.fancyColour(state.filters.fancyColours[0]) : null;
      const origin = path.kind === "coloured-diamonds" && path.origin === "LAB_GROWN" ? "lab_grown" : "natural";
      const heading = withShape(colour ? t("stone_coloured_heading_colour", { origin, colour }) : t("stone_coloured_heading", { origin }));
      return {
        eyebrow: t("stone_coloured_eyebrow"),
        heading,
        intro: t("stone_coloured_intro"),
        title: paged(heading),
        description: colour
          ? t("stone_coloured_description_colour", { origin, colour: colour.toLowerCase() })
          : t("stone_coloured_description", { origin }),
      };
    }
    case "gemstones":
    case "gemstones-non-sku":
    case "gemstone-search":
      return {
        eyebrow: t("stone_gemstones_eyebrow"),
        heading: t("stone_gemstones_heading"),
        intro: t("stone_gemstones_intro"),
        title: paged(withShape(t("stone_gemstones_heading"))),
        description: t("stone_gemstones_description"),
      };
  }
}
