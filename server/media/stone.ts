import { parseShape, type ShapeCode } from "../../core/vocabulary/shapes.ts";
import { COLOUR_GRADES, COLOURS, FANCY_COLOURS, GEMSTONE_COLOURS, GEMSTONE_TYPES, INTENSITIES } from "../../core/vocabulary/stones.ts";
import { registerRenderer } from "./registry.ts";
import { resampleClosed } from "./polygon.ts";

/**
 * Loose stones seen from above: the shape's outline, its facets (a brilliant's table, stars and
 * kites; a step cut's concentric steps; a cabochon's dome) shaded against a light from the upper left,
 * tinted by the stone's colour (D-M, a fancy colour and intensity, or a gemstone colour and grade).
 * Parameters: shape (slug), hue (colour code, lower case), tone (intensity, colour grade, or
 * "colourless"), gem ("diamond" or a gemstone type slug).
 */

type Pt = [number, number];
type RGB = [number, number, number];

const hex = (h: string): RGB => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
const css = (c: RGB): string => `rgb(${c.map((v) => Math.max(0, Math.min(255, Math.round(v)))).join(",")})`;
const mix = (a: RGB, b: RGB, t: number): RGB => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const WHITE: RGB = [255, 255, 255];
const BLACK: RGB = [0, 0, 0];

const DIAMOND_WHITE = hex("#f3f6fa");
const DIAMOND_M = hex("#f3e2b0");

const HUES: Record<string, string> = {
  // Fancy diamonds.
  yellow: "#f2cf3a",
  pink: "#ee8fb0",
  blue: "#5d8fd8",
  green: "#5fb57a",
  orange: "#f0953a",
  purple: "#9a62c8",
  red: "#c8283c",
  brown: "#8d5a36",
  champagne: "#e3c99a",
  cognac: "#b86d2e",
  olive: "#8f8e3c",
  grey: "#9aa0a6",
  black: "#2b2b2e",
  white: "#f3f1ec",
  violet: "#7d5fd0",
  chameleon: "#8f9f45",
  "pinkish-purple": "#c070b8",
  "greenish-yellow": "#cfd54a",
  "orangy-pink": "#f39a8a",
  "yellowish-green": "#a8cf4a",
  // Gemstones (blue, green, ... above are shared).
  "royal-blue": "#1f3d9a",
  "cornflower-blue": "#6a8fe0",
  teal: "#2a8f8a",
  padparadscha: "#f39a7a",
  peach: "#f6b89a",
  "hot-pink": "#e0287a",
  "pigeon-blood-red": "#a80c22",
  "colour-change": "#3f8f6f",
  multicolour: "#d86a9a",
};
const GEM_HUES: Record<string, string> = {
  blue: "#2f5bb7",
  green: "#1f8f4f",
  yellow: "#f0c530",
  orange: "#ef7f22",
  pink: "#ea6f9f",
  red: "#c01830",
  purple: "#7a3fb0",
  violet: "#6a4fc8",
  white: "#eef0f2",
  grey: "#8a9098",
  black: "#1e1e22",
};

/** Lighten (mix with white, > 0) or darken (mix with black, < 0). */
const TONES: Record<string, number> = {
  colourless: 0,
  faint: 0.8,
  "very-light": 0.62,
  light: 0.48,
  "fancy-light": 0.34,
  fancy: 0.18,
  "fancy-intense": 0.06,
  "fancy-vivid": 0,
  "fancy-deep": -0.25,
  "fancy-dark": -0.42,
  "medium-light": 0.22,
  medium: 0,
  "medium-dark": -0.15,
  dark: -0.3,
  "very-dark": -0.45,
  hot: 0,
};

const DIAMOND_COLOURS = new Set(COLOURS.slugs);
const KNOWN_HUES = new Set([...FANCY_COLOURS.slugs, ...GEMSTONE_COLOURS.slugs, ...DIAMOND_COLOURS]);
const KNOWN_TONES = new Set(["colourless", ...INTENSITIES.slugs, ...COLOUR_GRADES.slugs]);
const KNOWN_GEMS = new Set(["diamond", ...GEMSTONE_TYPES.slugs]);

function baseColour(hue: string, tone: string, gem: string): RGB {
  if (gem === "diamond" && tone === "colourless" && DIAMOND_COLOURS.has(hue)) {
    return mix(DIAMOND_WHITE, DIAMOND_M, COLOURS.rank(hue.toUpperCase()) / (COLOURS.codes.length - 1));
  }
  let c = hex((gem !== "diamond" ? GEM_HUES[hue] : undefined) ?? HUES[hue] ?? "#9aa0a6");
  if (tone === "hot" || tone === "fancy-vivid") {
    const avg = (c[0] + c[1] + c[2]) / 3;
    c = [c[0] + (c[0] - avg) * 0.35, c[1] + (c[1] - avg) * 0.35, c[2] + (c[2] - avg) * 0.35];
  }
  const t = TONES[tone] ?? 0;
  return t >= 0 ? mix(c, WHITE, t) : mix(c, BLACK, -t);
}

// ---------------------------------------------------------------------------------------------
// Outlines (unit size, centred, y down)

function ellipse(rx: number, ry: number, n = 72): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2;
    return [Math.cos(a) * rx, Math.sin(a) * ry] as Pt;
  });
}

function superellipse(rx: number, ry: number, p: number, n = 72): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2 - Math.PI / 4;
    const c = Math.cos(a);
    const s = Math.sin(a);
    return [Math.sign(c) * Math.abs(c) ** (2 / p) * rx, Math.sign(s) * Math.abs(s) ** (2 / p) * ry] as Pt;
  });
}

/** A rectangle with cut corners (step cuts, radiants). */
function cutRect(w: number, h: number, cut: number): Pt[] {
  const x = w / 2;
  const y = h / 2;
  const c = Math.min(x, y) * cut;
  return [
    [-x + c, -y],
    [x - c, -y],
    [x, -y + c],
    [x, y - c],
    [x - c, y],
    [-x + c, y],
    [-x, y - c],
    [-x, -y + c],
  ];
}

function regular(n: number, r: number, rot = -Math.PI / 2): Pt[] {
  return Array.from({ length: n }, (_, i) => [Math.cos(rot + (i / n) * Math.PI * 2) * r, Math.sin(rot + (i / n) * Math.PI * 2) * r] as Pt);
}

function pear(): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= 60; i++) {
    const t = (i / 60) * Math.PI * 2;
    const x = 0.36 * Math.sin(t) * (1 - 0.55 * ((1 - Math.cos(t)) / 2) ** 2);
    const y = -0.46 * Math.cos(t);
    pts.push([x, y * -1]);
  }
  return pts.map(([x, y]) => [x, -y + 0.02] as Pt);
}

/** Two circular arcs meeting at the points, upright. */
function marquise(): Pt[] {
  const r = 0.62;
  const c = 0.44;
  const h = Math.sqrt(r * r - c * c);
  const right: Pt[] = [];
  for (let i = 0; i <= 30; i++) {
    const y = -h + (i / 30) * 2 * h;
    right.push([Math.sqrt(r * r - y * y) - c, y]);
  }
  const left = right.slice(1, -1).map(([x, y]) => [-x, -y] as Pt);
  return [...right, ...left].map(([x, y]) => [x * 1.1, y * 1.05] as Pt);
}

function heart(): Pt[] {
  return Array.from({ length: 80 }, (_, i) => {
    const t = (i / 80) * Math.PI * 2;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    return [x / 36, -y / 36 + 0.03] as Pt;
  });
}

/** Cut in steps (parallel facets round a long table) rather than as a brilliant. */
const STEP_CUTS = new Set<ShapeCode>([
  "EMERALD",
  "ASSCHER",
  "SQUARE_EMERALD",
  "BAGUETTE",
  "TAPERED_BAGUETTE",
  "CADILLAC",
  "TRAPEZOID",
  "OCTAGONAL",
  "HEXAGONAL",
  "PENTAGONAL",
  "KITE",
  "SHIELD",
  "HALF_MOON",
  "LOZENGE",
  "BULLET",
]);

function outline(shape: ShapeCode): Pt[] {
  switch (shape) {
    case "ROUND":
    case "OLD_EUROPEAN":
    case "ROSE_CUT":
      return ellipse(0.44, 0.44);
    case "CABOCHON":
    case "OVAL":
      return ellipse(0.33, 0.45);
    case "OLD_MINE":
      return superellipse(0.42, 0.42, 3.2);
    case "CUSHION":
      return superellipse(0.41, 0.41, 3.6);
    case "ELONGATED_CUSHION":
      return superellipse(0.33, 0.45, 3.6);
    case "PEAR":
      return pear();
    case "MARQUISE":
      return marquise();
    case "HEART":
      return heart();
    case "PRINCESS":
      return cutRect(0.8, 0.8, 0.02);
    case "RADIANT":
      return cutRect(0.72, 0.8, 0.18);
    case "ELONGATED_RADIANT":
      return cutRect(0.6, 0.88, 0.2);
    case "EMERALD":
      return cutRect(0.6, 0.86, 0.25);
    case "SQUARE_EMERALD":
    case "ASSCHER":
      return cutRect(0.78, 0.78, 0.3);
    case "OCTAGONAL":
      return regular(8, 0.45, -Math.PI / 8);
    case "BAGUETTE":
      return cutRect(0.36, 0.88, 0);
    case "TAPERED_BAGUETTE":
      return [
        [-0.2, -0.44],
        [0.2, -0.44],
        [0.12, 0.44],
        [-0.12, 0.44],
      ];
    case "CADILLAC":
      return [
        [-0.2, -0.44],
        [0.2, -0.44],
        [0.3, -0.2],
        [0.3, 0.2],
        [0.2, 0.44],
        [-0.2, 0.44],
        [-0.3, 0.2],
        [-0.3, -0.2],
      ];
    case "TRAPEZOID":
      return [
        [-0.44, -0.22],
        [0.44, -0.22],
        [0.26, 0.22],
        [-0.26, 0.22],
      ];
    case "TRILLION":
      return regular(3, 0.5).map(([x, y]) => [x, y + 0.08] as Pt);
    case "HEXAGONAL":
      return regular(6, 0.45, 0);
    case "PENTAGONAL":
      return regular(5, 0.46);
    case "KITE":
      return [
        [0, -0.46],
        [0.3, -0.12],
        [0, 0.46],
        [-0.3, -0.12],
      ];
    case "SHIELD":
      return [
        [-0.34, -0.38],
        [0.34, -0.38],
        [0.36, 0.02],
        [0, 0.44],
        [-0.36, 0.02],
      ];
    case "HALF_MOON":
      return Array.from({ length: 31 }, (_, i) => Math.PI + (Math.PI * i) / 30).map(
        (a) => [Math.cos(a) * 0.46, Math.sin(a) * 0.46 + 0.16] as Pt,
      );
    case "LOZENGE":
      return [
        [0, -0.46],
        [0.24, 0],
        [0, 0.46],
        [-0.24, 0],
      ];
    case "BULLET":
      return [
        [0, -0.45],
        [0.22, -0.2],
        [0.22, 0.44],
        [-0.22, 0.44],
        [-0.22, -0.2],
      ];
  }
}

const scalePts = (pts: Pt[], s: number): Pt[] => pts.map(([x, y]) => [x * s, y * s]);

// ---------------------------------------------------------------------------------------------
// Cut patterns: the facets seen from above, each with its kind and a tone (0 the deepest reflection,
// 1 a white flash), as a jeweller's photograph shows them.

/** The kinds of facet a drawing marks (`data-facet`): the crown's, and the pavilion's seen through the table. */
type FacetKind = "table" | "star" | "bezel" | "upper-girdle" | "pavilion" | "step" | "dome";

interface Facet {
  pts: Pt[];
  kind: FacetKind;
  tone: number;
}

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const mid = (a: Pt, b: Pt): Pt => lerp(a, b, 0.5);

function centreOf(pts: Pt[]): Pt {
  // The centroid of the area (not of the points, which crowd where the outline curves most).
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    const q = pts[(i + 1) % pts.length]!;
    const k = p[0] * q[1] - q[0] * p[1];
    a += k;
    cx += (p[0] + q[0]) * k;
    cy += (p[1] + q[1]) * k;
  }
  return Math.abs(a) < 1e-9 ? [0, 0] : [cx / (3 * a), cy / (3 * a)];
}

/** A light from the upper left: how much a point off the centre faces it (-1 to 1). */
function facing(p: Pt, c: Pt): number {
  const dx = p[0] - c[0];
  const dy = p[1] - c[1];
  const len = Math.hypot(dx, dy) || 1;
  return (dx * LIGHT[0] + dy * LIGHT[1]) / len;
}

/** A repeatable scatter (-0.5 to 0.5) for facet k of a stone, so neighbouring facets do not match. */
function jitter(k: number, salt: number): number {
  let x = Math.imul(k * 374761393 + salt * 668265263, 0x27d4eb2d);
  x ^= x >>> 15;
  return ((x >>> 0) % 1000) / 1000 - 0.5;
}

const clamp01 = (v: number): number => Math.max(0, Math.min(1, v));

/**
 * A brilliant cut (round, oval, pear, marquise, cushion, heart, ...): the table, eight stars, eight
 * bezels (kites) and sixteen upper girdle facets on the crown, and the pavilion's mains and lower
 * girdle facets reflected in the table as the eight dark arrows of a well-cut stone. Princess and
 * radiant cuts show their pavilion as chevrons instead.
 */
function brilliant(edge: Pt[], salt: number, chevrons: boolean): Facet[] {
  const c = centreOf(edge);
  const N = 64;
  const g = resampleClosed(edge, N);
  const at = (i: number): Pt => g[((i % N) + N) % N]!;
  const T = Array.from({ length: 8 }, (_, j) => lerp(c, at(j * 8), 0.54));
  const S = Array.from({ length: 8 }, (_, j) => lerp(c, at(j * 8 + 4), 0.8));
  const facets: Facet[] = [];
  const lit = (p: Pt) => facing(p, c);
  // Bezels alternate bright and dark round the stone, the upper girdle facets in pairs: the sparkle
  // of a brilliant is this contrast.
  const BEZEL = [0.92, 0.3, 0.74, 0.2, 0.86, 0.4, 0.62, 0.24];
  for (let j = 0; j < 8; j++) {
    const jn = (j + 1) % 8;
    const jp = (j + 7) % 8;
    const star = [T[j]!, T[jn]!, S[j]!];
    facets.push({ pts: star, kind: "star", tone: clamp01(0.7 + 0.16 * lit(S[j]!) + 0.45 * jitter(j, salt)) });
    const bezel = [T[j]!, S[jp]!, at(j * 8), S[j]!];
    facets.push({ pts: bezel, kind: "bezel", tone: clamp01(BEZEL[(j + salt) % 8]! + 0.16 * lit(at(j * 8))) });
    for (const half of [0, 1]) {
      const from = j * 8 + half * 4;
      const arc = Array.from({ length: 5 }, (_, q) => at(from + q));
      const dark = (j + half + salt) % 2 === 0;
      const tone = dark ? 0.12 + 0.14 * (jitter(j * 2 + half, salt) + 0.5) : 0.78 + 0.2 * (jitter(j * 2 + half, salt + 1) + 0.5);
      facets.push({ pts: [S[j]!, ...arc], kind: "upper-girdle", tone: clamp01(tone + 0.1 * lit(arc[2]!)) });
    }
  }
  facets.push({ pts: T, kind: "table", tone: 0.74 });
  if (chevrons) {
    // Princess and radiant: the pavilion's chevrons, nested V's pointing into the corners.
    const levels = [0.96, 0.74, 0.52, 0.3, 0.08];
    for (let ring = 0; ring < levels.length - 1; ring++) {
      const outer = T.map((p) => lerp(c, p, levels[ring]!));
      const inner = T.map((p) => lerp(c, p, levels[ring + 1]!));
      for (let j = 0; j < 8; j++) {
        const jn = (j + 1) % 8;
        const dark = (j + ring) % 2 === 0;
        facets.push({
          pts: [outer[j]!, outer[jn]!, inner[jn]!, inner[j]!],
          kind: "pavilion",
          tone: clamp01(dark ? 0.16 + 0.06 * ring : 0.6 + 0.16 * lit(outer[j]!)),
        });
      }
    }
  } else {
    // The arrows: each pavilion main reflected as a dark kite from the culet toward a table corner,
    // the lower girdle facets as lighter wedges between them.
    for (let j = 0; j < 8; j++) {
      const jn = (j + 1) % 8;
      const jp = (j + 7) % 8;
      const left = lerp(c, mid(T[jp]!, T[j]!), 0.3);
      const right = lerp(c, mid(T[j]!, T[jn]!), 0.3);
      const tip = lerp(c, T[j]!, 0.94);
      facets.push({
        pts: [c, left, tip, right],
        kind: "pavilion",
        tone: clamp01(0.16 + (0.1 * (lit(T[j]!) + 1)) / 2 + 0.08 * jitter(j, salt + 3)),
      });
      const edgeMid = lerp(c, mid(T[j]!, T[jn]!), 0.96);
      facets.push({ pts: [tip, edgeMid, right], kind: "pavilion", tone: clamp01(0.74 + 0.16 * lit(edgeMid)) });
      facets.push({ pts: [edgeMid, lerp(c, T[jn]!, 0.94), right], kind: "pavilion", tone: clamp01(0.56 + 0.16 * lit(edgeMid)) });
    }
  }
  return facets;
}

/** A convex outline moved inward by d (each side parallel to its own). */
function inset(pts: Pt[], d: number): Pt[] {
  const n = pts.length;
  const c = centreOf(pts);
  const lines = pts.map((a, i) => {
    const b = pts[(i + 1) % n]!;
    let nx = -(b[1] - a[1]);
    let ny = b[0] - a[0];
    const len = Math.hypot(nx, ny) || 1;
    nx /= len;
    ny /= len;
    // Point the normal inward.
    if ((c[0] - a[0]) * nx + (c[1] - a[1]) * ny < 0) {
      nx = -nx;
      ny = -ny;
    }
    return { p: [a[0] + nx * d, a[1] + ny * d] as Pt, dir: [b[0] - a[0], b[1] - a[1]] as Pt };
  });
  return lines.map((l, i) => {
    const prev = lines[(i + n - 1) % n]!;
    const det = prev.dir[0] * l.dir[1] - prev.dir[1] * l.dir[0];
    if (Math.abs(det) < 1e-9) return l.p;
    const t = ((l.p[0] - prev.p[0]) * l.dir[1] - (l.p[1] - prev.p[1]) * l.dir[0]) / det;
    return [prev.p[0] + prev.dir[0] * t, prev.p[1] + prev.dir[1] * t] as Pt;
  });
}

/**
 * A step cut (emerald, asscher, baguette, ...): three steps on the crown round the table, and the
 * pavilion's steps seen through the table as the nested bands of a hall of mirrors, light and dark
 * in turn, with the corners' diagonals between them.
 */
function stepCut(edge: Pt[], salt: number): Facet[] {
  const c = centreOf(edge);
  const outline = edge.length > 16 ? resampleClosed(edge, 24) : edge;
  const size = Math.min(...outline.map((p) => Math.hypot(p[0] - c[0], p[1] - c[1])));
  const step = size * 0.1;
  const facets: Facet[] = [];
  const rings = [0, 1, 2, 3].map((k) => inset(outline, step * k));
  for (let s = 0; s < 3; s++) {
    const outer = rings[s]!;
    const inner = rings[s + 1]!;
    for (let i = 0; i < outer.length; i++) {
      const j = (i + 1) % outer.length;
      const m = mid(outer[i]!, outer[j]!);
      const base = [0.5, 0.82, 0.38][s]!;
      facets.push({
        pts: [outer[i]!, outer[j]!, inner[j]!, inner[i]!],
        kind: "step",
        tone: clamp01(base + 0.3 * facing(m, c) + 0.12 * jitter(i + s * 13, salt)),
      });
    }
  }
  const table = rings[3]!;
  facets.push({ pts: table, kind: "table", tone: 0.8 });
  // The pavilion's steps through the table: nested bands, light and dark in turn, down to the keel.
  const scaled = (k: number) => table.map((p) => lerp(c, p, k));
  const levels = [0.94, 0.78, 0.64, 0.5, 0.37, 0.24, 0.1];
  for (let b = 0; b < levels.length - 1; b++) {
    const outer = scaled(levels[b]!);
    const inner = scaled(levels[b + 1]!);
    for (let i = 0; i < outer.length; i++) {
      const j = (i + 1) % outer.length;
      const m = mid(outer[i]!, outer[j]!);
      const dark = b % 2 === 0;
      facets.push({
        pts: [outer[i]!, outer[j]!, inner[j]!, inner[i]!],
        kind: "pavilion",
        tone: clamp01((dark ? 0.3 : 0.72) - 0.16 * facing(m, c) + 0.08 * jitter(i + b * 7, salt + 5)),
      });
    }
  }
  return facets;
}

const CHEVRON_CUTS = new Set<ShapeCode>(["PRINCESS", "RADIANT", "ELONGATED_RADIANT"]);

/** The facets of a shape's cut, in drawing order. */
function facetsOf(shape: ShapeCode): Facet[] {
  const edge = outline(shape);
  const salt = shape.length;
  if (shape === "CABOCHON") return [{ pts: edge, kind: "dome", tone: 0.5 }];
  return STEP_CUTS.has(shape) ? stepCut(edge, salt) : brilliant(edge, salt, CHEVRON_CUTS.has(shape));
}

// ---------------------------------------------------------------------------------------------
// Drawing

const SIZE = 400;
const LIGHT: Pt = [-0.6, -0.8];

const at = ([x, y]: Pt): string => `${((x + 0.5) * SIZE).toFixed(1)},${((y + 0.5) * SIZE).toFixed(1)}`;

/** The tones of a stone from its deepest reflection to a white flash. */
function palette(base: RGB, colourless: boolean): RGB[] {
  if (colourless) {
    // A diamond reflects its surroundings: slate and silver greys, its body colour only tinting them.
    return [
      mix(hex("#39414f"), base, 0.1),
      mix(hex("#6e7787"), base, 0.2),
      mix(hex("#b5bdc9"), base, 0.45),
      mix(hex("#e6ebf1"), base, 0.7),
      mix(WHITE, base, 0.3),
    ];
  }
  return [mix(base, BLACK, 0.68), mix(base, BLACK, 0.38), base, mix(base, WHITE, 0.4), mix(base, WHITE, 0.8)];
}

function toneColour(pal: RGB[], tone: number): RGB {
  const t = clamp01(tone) * (pal.length - 1);
  const i = Math.min(pal.length - 2, Math.floor(t));
  return mix(pal[i]!, pal[i + 1]!, t - i);
}

/** Fire: the spectral flashes a diamond throws, on a few facets. */
const FIRE: RGB[] = [hex("#ffb15c"), hex("#7fb8ff"), hex("#9fe39a"), hex("#ff8fb8")];

function drawStone(params: StoneParams): string {
  const shape = parseShape(params.shape)!.code;
  const base = baseColour(params.hue, params.tone, params.gem);
  const colourless = params.tone === "colourless";
  const pal = palette(base, colourless);
  const edge = outline(shape);
  const c = centreOf(edge);
  const defs: string[] = [];
  const out: string[] = [];
  out.push(`<ellipse cx="${SIZE / 2 + 6}" cy="${SIZE * 0.5 + 12}" rx="${SIZE * 0.43}" ry="${SIZE * 0.43}" fill="url(#shadow)"/>`);
  // The girdle: a thin dark rim round the stone.
  out.push(`<polygon points="${edge.map(at).join(" ")}" fill="${css(toneColour(pal, 0.1))}"/>`);
  const facets = facetsOf(shape);
  const lineColour = css(toneColour(pal, colourless ? 1 : 0.9));
  facets.forEach((f, k) => {
    if (f.kind === "dome") {
      out.push(`<polygon data-facet="dome" points="${scalePts(f.pts, 0.985).map(at).join(" ")}" fill="url(#dome)"/>`);
      out.push(
        `<ellipse cx="${SIZE * 0.41}" cy="${SIZE * 0.33}" rx="${SIZE * 0.09}" ry="${SIZE * 0.05}" fill="#fff" opacity="0.6" transform="rotate(-30 ${SIZE * 0.41} ${SIZE * 0.33})"/>`,
      );
      return;
    }
    // Each facet darkens away from the light across its face, as glass does.
    const xs = f.pts.map((p) => p[0]);
    const ys = f.pts.map((p) => p[1]);
    const x1 = Math.min(...xs);
    const y1 = Math.min(...ys);
    const x2 = Math.max(...xs);
    const y2 = Math.max(...ys);
    const id = `f${k}`;
    const spread = f.kind === "table" ? 0.16 : 0.1;
    defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${at([x1, y1]).replace(",", '" y1="')}" x2="${at([x2, y2]).replace(",", '" y2="')}"><stop offset="0" stop-color="${css(toneColour(pal, f.tone + spread))}"/><stop offset="1" stop-color="${css(toneColour(pal, f.tone - spread))}"/></linearGradient>`,
    );
    out.push(
      `<polygon data-facet="${f.kind}" points="${f.pts.map(at).join(" ")}" fill="url(#${id})" stroke="${lineColour}" stroke-width="0.7" stroke-opacity="${f.kind === "pavilion" ? 0.25 : 0.45}" stroke-linejoin="round"/>`,
    );
    // A diamond's fire on a few crown facets.
    if (colourless && (f.kind === "star" || f.kind === "pavilion") && jitter(k, 17) > 0.36) {
      out.push(`<polygon points="${f.pts.map(at).join(" ")}" fill="${css(FIRE[k % FIRE.length]!)}" opacity="0.13"/>`);
    }
  });
  // The girdle's edge, and a sheen over the crown from the light.
  out.push(
    `<polygon points="${edge.map(at).join(" ")}" fill="url(#sheen)" stroke="${css(toneColour(pal, colourless ? 0.3 : 0.05))}" stroke-width="1.4" stroke-linejoin="round"/>`,
  );
  if (shape !== "CABOCHON") {
    // Flashes: small four-pointed glints where the light catches facet corners.
    const glints: Pt[] = [
      lerp(c, edge[Math.floor(edge.length * 0.85)]!, 0.62),
      lerp(c, edge[Math.floor(edge.length * 0.6)]!, 0.34),
      lerp(c, edge[Math.floor(edge.length * 0.1)]!, 0.72),
    ];
    glints.forEach((p, i) => {
      const r = SIZE * (i === 0 ? 0.05 : 0.032);
      const [x, y] = at(p).split(",").map(Number) as [number, number];
      const w = r * 0.16;
      out.push(
        `<path d="M${x} ${y - r}Q${x + w} ${y - w} ${x + r} ${y}Q${x + w} ${y + w} ${x} ${y + r}Q${x - w} ${y + w} ${x - r} ${y}Q${x - w} ${y - w} ${x} ${y - r}Z" fill="#fff" opacity="${i === 0 ? 0.95 : 0.8}"/>`,
      );
      out.push(`<circle cx="${x}" cy="${y}" r="${(r * 0.35).toFixed(1)}" fill="url(#glow)"/>`);
    });
  }
  const domeHi = css(toneColour(pal, 0.95));
  const domeLo = css(toneColour(pal, 0.15));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs>
<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#fdfbf8"/><stop offset="1" stop-color="#f1ece4"/></radialGradient>
<radialGradient id="shadow" cx="50%" cy="50%" r="50%"><stop offset="0.7" stop-color="#6b5d48" stop-opacity="0.18"/><stop offset="1" stop-color="#6b5d48" stop-opacity="0"/></radialGradient>
<radialGradient id="dome" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="${domeHi}"/><stop offset="0.55" stop-color="${css(base)}"/><stop offset="1" stop-color="${domeLo}"/></radialGradient>
<linearGradient id="sheen" x1="0.1" y1="0" x2="0.8" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.06"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
${defs.join("\n")}
</defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
${out.join("\n")}
</svg>`;
}

interface StoneParams extends Record<string, string> {
  shape: string;
  hue: string;
  tone: string;
  gem: string;
}

registerRenderer<StoneParams>({
  kind: "stone",
  parse(raw) {
    const shape = parseShape(raw["shape"]);
    const hue = raw["hue"];
    const tone = raw["tone"];
    const gem = raw["gem"];
    if (!shape || raw["shape"] !== shape.slug || !hue || !tone || !gem) return null;
    if (!KNOWN_HUES.has(hue) || !KNOWN_TONES.has(tone) || !KNOWN_GEMS.has(gem)) return null;
    return { shape: shape.slug, hue, tone, gem };
  },
  draw: drawStone,
});
