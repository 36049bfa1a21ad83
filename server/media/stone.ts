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
  yellow: "#f2cf3a", pink: "#ee8fb0", blue: "#5d8fd8", green: "#5fb57a", orange: "#f0953a", purple: "#9a62c8", red: "#c8283c",
  brown: "#8d5a36", champagne: "#e3c99a", cognac: "#b86d2e", olive: "#8f8e3c", grey: "#9aa0a6", black: "#2b2b2e", white: "#f3f1ec",
  violet: "#7d5fd0", chameleon: "#8f9f45", "pinkish-purple": "#c070b8", "greenish-yellow": "#cfd54a", "orangy-pink": "#f39a8a",
  "yellowish-green": "#a8cf4a",
  // Gemstones (blue, green, ... above are shared).
  "royal-blue": "#1f3d9a", "cornflower-blue": "#6a8fe0", teal: "#2a8f8a", padparadscha: "#f39a7a", peach: "#f6b89a",
  "hot-pink": "#e0287a", "pigeon-blood-red": "#a80c22", "colour-change": "#3f8f6f", multicolour: "#d86a9a",
};
const GEM_HUES: Record<string, string> = { blue: "#2f5bb7", green: "#1f8f4f", yellow: "#f0c530", orange: "#ef7f22", pink: "#ea6f9f", red: "#c01830", purple: "#7a3fb0", violet: "#6a4fc8", white: "#eef0f2", grey: "#8a9098", black: "#1e1e22" };

/** Lighten (mix with white, > 0) or darken (mix with black, < 0). */
const TONES: Record<string, number> = {
  colourless: 0,
  faint: 0.8, "very-light": 0.62, light: 0.48, "fancy-light": 0.34, fancy: 0.18, "fancy-intense": 0.06, "fancy-vivid": 0, "fancy-deep": -0.25, "fancy-dark": -0.42,
  "medium-light": 0.22, medium: 0, "medium-dark": -0.15, dark: -0.3, "very-dark": -0.45, hot: 0,
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
  return [[-x + c, -y], [x - c, -y], [x, -y + c], [x, y - c], [x - c, y], [-x + c, y], [-x, y - c], [-x, -y + c]];
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

const STEP_CUTS = new Set<ShapeCode>(["EMERALD", "ASSCHER", "SQUARE_EMERALD", "BAGUETTE", "TAPERED_BAGUETTE", "CADILLAC", "TRAPEZOID", "OCTAGONAL"]);

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
      return [[-0.2, -0.44], [0.2, -0.44], [0.12, 0.44], [-0.12, 0.44]];
    case "CADILLAC":
      return [[-0.2, -0.44], [0.2, -0.44], [0.3, -0.2], [0.3, 0.2], [0.2, 0.44], [-0.2, 0.44], [-0.3, 0.2], [-0.3, -0.2]];
    case "TRAPEZOID":
      return [[-0.44, -0.22], [0.44, -0.22], [0.26, 0.22], [-0.26, 0.22]];
    case "TRILLION":
      return regular(3, 0.5).map(([x, y]) => [x, y + 0.08] as Pt);
    case "HEXAGONAL":
      return regular(6, 0.45, 0);
    case "PENTAGONAL":
      return regular(5, 0.46);
    case "KITE":
      return [[0, -0.46], [0.3, -0.12], [0, 0.46], [-0.3, -0.12]];
    case "SHIELD":
      return [[-0.34, -0.38], [0.34, -0.38], [0.36, 0.02], [0, 0.44], [-0.36, 0.02]];
    case "HALF_MOON":
      return Array.from({ length: 31 }, (_, i) => Math.PI + (Math.PI * i) / 30).map((a) => [Math.cos(a) * 0.46, Math.sin(a) * 0.46 + 0.16] as Pt);
    case "LOZENGE":
      return [[0, -0.46], [0.24, 0], [0, 0.46], [-0.24, 0]];
    case "BULLET":
      return [[0, -0.45], [0.22, -0.2], [0.22, 0.44], [-0.22, 0.44], [-0.22, -0.2]];
  }
}

const scalePts = (pts: Pt[], s: number): Pt[] => pts.map(([x, y]) => [x * s, y * s]);

// ---------------------------------------------------------------------------------------------
// Drawing

const SIZE = 400;
const LIGHT: Pt = [-0.6, -0.8];

function poly(pts: Pt[], fill: string, extra = ""): string {
  return `<polygon points="${pts.map(([x, y]) => `${((x + 0.5) * SIZE).toFixed(1)},${((y + 0.5) * SIZE).toFixed(1)}`).join(" ")}" fill="${fill}"${extra}/>`;
}

/** Brightness of a facet from the direction it faces (its centre's angle) and a sparkle pattern. */
const STEEL: RGB = [84, 96, 116];

function shade(base: RGB, p: Pt, k: number, contrast: number, colourless = false): string {
  const len = Math.hypot(p[0], p[1]) || 1;
  const facing = (p[0] * LIGHT[0] + p[1] * LIGHT[1]) / len;
  const sparkle = ((k * 7919) % 11) / 11 - 0.5;
  const t = facing * 0.45 + sparkle * 0.5;
  if (t >= 0) return css(mix(base, WHITE, Math.min(0.9, t * contrast)));
  // Colourless stones reflect a cool grey, coloured ones deepen their own hue.
  return css(colourless ? mix(base, STEEL, Math.min(0.34, -t * contrast * 0.6)) : mix(base, BLACK, Math.min(0.7, -t * contrast * 0.8)));
}

function drawStone(params: StoneParams): string {
  const shape = parseShape(params.shape)!.code;
  const base = baseColour(params.hue, params.tone, params.gem);
  const colourless = params.tone === "colourless";
  const contrast = colourless ? 0.75 : 0.55;
  // Colourless stones show cool reflections in their dark facets, whatever their tint.
  const rim = css(colourless ? mix(base, STEEL, 0.6) : mix(base, BLACK, 0.45));
  const out: string[] = [];
  const edge = outline(shape);
  out.push(`<ellipse cx="${SIZE / 2 + 10}" cy="${SIZE * 0.5 + 16}" rx="${SIZE * 0.42}" ry="${SIZE * 0.42}" fill="url(#shadow)"/>`);
  out.push(poly(edge, rim));
  if (shape === "CABOCHON") {
    out.push(poly(scalePts(edge, 0.97), "url(#dome)"));
    out.push(`<ellipse cx="${SIZE * 0.42}" cy="${SIZE * 0.34}" rx="${SIZE * 0.08}" ry="${SIZE * 0.05}" fill="#fff" opacity="0.55"/>`);
  } else if (STEP_CUTS.has(shape)) {
    const steps = [0.97, 0.84, 0.71, 0.58];
    for (let s = 0; s < steps.length - 1; s++) {
      const outer = scalePts(edge, steps[s]!);
      const inner = scalePts(edge, steps[s + 1]!);
      for (let i = 0; i < outer.length; i++) {
        const j = (i + 1) % outer.length;
        const quad = [outer[i]!, outer[j]!, inner[j]!, inner[i]!];
        const mid: Pt = [(outer[i]![0] + outer[j]![0]) / 2, (outer[i]![1] + outer[j]![1]) / 2];
        out.push(poly(quad, shade(base, mid, i + s * 3, contrast, colourless), ` stroke="${rim}" stroke-width="0.8" stroke-opacity="0.5"`));
      }
    }
    out.push(poly(scalePts(edge, 0.58), css(mix(base, WHITE, colourless ? 0.35 : 0.18)), ` stroke="${rim}" stroke-width="0.8" stroke-opacity="0.5"`));
  } else {
    const n = 16;
    const girdle = resampleClosed(scalePts(edge, 0.97), n * 2);
    const table = resampleClosed(scalePts(edge, 0.55), n / 2);
    const starTips = resampleClosed(scalePts(edge, 0.8), n);
    // Lower girdle facets and kites: between the girdle and the star tips.
    for (let i = 0; i < n * 2; i++) {
      const a = girdle[i]!;
      const b = girdle[(i + 1) % (n * 2)]!;
      const tip = starTips[Math.floor((i + 1) / 2) % n]!;
      out.push(poly([a, b, tip], shade(base, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], i, contrast, colourless)));
    }
    for (let i = 0; i < n; i++) {
      const tip = starTips[i]!;
      const t1 = table[Math.floor(i / 2) % (n / 2)]!;
      const t2 = table[(Math.floor(i / 2) + (i % 2 ? 1 : 0)) % (n / 2)]!;
      const g = girdle[(i * 2 + 1) % (n * 2)]!;
      out.push(poly([tip, t1, t2], shade(base, tip, i + 31, contrast, colourless)));
      out.push(poly([girdle[i * 2]!, tip, i % 2 ? t2 : t1], shade(base, g, i + 57, contrast, colourless), ` opacity="0.9"`));
    }
    out.push(poly(table, css(mix(base, WHITE, colourless ? 0.3 : 0.12)), ` stroke="${rim}" stroke-width="0.8" stroke-opacity="0.45"`));
    // Light return through the table.
    out.push(poly(scalePts(table, 0.6), css(mix(base, BLACK, colourless ? 0.12 : 0.22)), ` opacity="0.45"`));
  }
  out.push(`<ellipse cx="${SIZE * 0.36}" cy="${SIZE * 0.3}" rx="${SIZE * 0.05}" ry="${SIZE * 0.025}" fill="#fff" opacity="0.5" transform="rotate(-35 ${SIZE * 0.36} ${SIZE * 0.3})"/>`);
  const domeHi = css(mix(base, WHITE, 0.55));
  const domeLo = css(mix(base, BLACK, 0.35));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs>
<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#fbf8f2"/><stop offset="1" stop-color="#efe9df"/></radialGradient>
<radialGradient id="shadow" cx="50%" cy="50%" r="50%"><stop offset="0.6" stop-color="#8a7a60" stop-opacity="0.22"/><stop offset="1" stop-color="#8a7a60" stop-opacity="0"/></radialGradient>
<radialGradient id="dome" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="${domeHi}"/><stop offset="0.55" stop-color="${css(base)}"/><stop offset="1" stop-color="${domeLo}"/></radialGradient>
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
