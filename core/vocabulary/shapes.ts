/**
 * Stone shapes: one list for centre stones, loose diamonds, gemstones and the ring
 * builder. `code` is the system code (GraphQL enum value), `slug` the URL segment, `label` the
 * en-gb display name. The first ten are the popular shapes shown first in filters.
 */
export const SHAPES = [
  { code: "ROUND", slug: "round", label: "Round" },
  { code: "OVAL", slug: "oval", label: "Oval" },
  { code: "EMERALD", slug: "emerald", label: "Emerald" },
  { code: "CUSHION", slug: "cushion", label: "Cushion" },
  { code: "PEAR", slug: "pear", label: "Pear" },
  { code: "PRINCESS", slug: "princess", label: "Princess" },
  { code: "RADIANT", slug: "radiant", label: "Radiant" },
  { code: "MARQUISE", slug: "marquise", label: "Marquise" },
  { code: "ASSCHER", slug: "asscher", label: "Asscher" },
  { code: "HEART", slug: "heart", label: "Heart" },
  { code: "ELONGATED_CUSHION", slug: "elongated-cushion", label: "Elongated Cushion" },
  { code: "ELONGATED_RADIANT", slug: "elongated-radiant", label: "Elongated Radiant" },
  { code: "OLD_MINE", slug: "old-mine", label: "Old Mine" },
  { code: "OLD_EUROPEAN", slug: "old-european", label: "Old European" },
  { code: "ROSE_CUT", slug: "rose-cut", label: "Rose Cut" },
  { code: "BAGUETTE", slug: "baguette", label: "Baguette" },
  { code: "TAPERED_BAGUETTE", slug: "tapered-baguette", label: "Tapered Baguette" },
  { code: "TRILLION", slug: "trillion", label: "Trillion" },
  { code: "HEXAGONAL", slug: "hexagonal", label: "Hexagonal" },
  { code: "OCTAGONAL", slug: "octagonal", label: "Octagonal" },
  { code: "KITE", slug: "kite", label: "Kite" },
  { code: "SHIELD", slug: "shield", label: "Shield" },
  { code: "HALF_MOON", slug: "half-moon", label: "Half Moon" },
  { code: "LOZENGE", slug: "lozenge", label: "Lozenge" },
  { code: "TRAPEZOID", slug: "trapezoid", label: "Trapezoid" },
  { code: "BULLET", slug: "bullet", label: "Bullet" },
  { code: "CADILLAC", slug: "cadillac", label: "Cadillac" },
  { code: "PENTAGONAL", slug: "pentagonal", label: "Pentagonal" },
  { code: "SQUARE_EMERALD", slug: "square-emerald", label: "Square Emerald" },
  { code: "CABOCHON", slug: "cabochon", label: "Cabochon" },
] as const;

export type ShapeCode = (typeof SHAPES)[number]["code"];
export type Shape = (typeof SHAPES)[number];

export const SHAPE_CODES = SHAPES.map((s) => s.code) as unknown as readonly [ShapeCode, ...ShapeCode[]];

const bySlug = new Map<string, Shape>(SHAPES.map((s) => [s.slug, s]));
const byCode = new Map<string, Shape>(SHAPES.map((s) => [s.code, s]));

/** A shape from its URL slug or system code, case-insensitively; null when unknown. */
export function parseShape(value: string | null | undefined): Shape | null {
  if (!value) return null;
  const v = value.trim();
  return bySlug.get(v.toLowerCase()) ?? byCode.get(v.toUpperCase().replace(/-/g, "_")) ?? null;
}

export function shapeByCode(code: ShapeCode): Shape {
  return byCode.get(code)!;
}
