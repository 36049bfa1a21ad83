import { parseShape } from "../../core/vocabulary/shapes.ts";
import { toiEtMoiSecondStone } from "../../core/toi-et-moi.ts";
import { registerRenderer } from "./registry.ts";
import { resampleClosed } from "./polygon.ts";

/**
 * Rings drawn from their parameters: a small 3-D scene (band, head, centre and accent stones) is
 * built in millimetres, turned to the requested view, shaded (polished metal, faceted stones),
 * sorted back to front and written as SVG polygons. Every view (front, angle, side, top and the
 * 24 frames of a 360 spin) comes from the same model, so they agree with each other.
 * The jewellery renderer reuses the scene, stones and metals exported here.
 */

// ---------------------------------------------------------------------------------------------
// Vectors and transforms

export type V3 = [number, number, number];
type M3 = [number, number, number, number, number, number, number, number, number];

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scale = (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s];
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

export function rotX(deg: number): M3 {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return [1, 0, 0, 0, c, -s, 0, s, c];
}
export function rotY(deg: number): M3 {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return [c, 0, s, 0, 1, 0, -s, 0, c];
}
export function rotZ(deg: number): M3 {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return [c, -s, 0, s, c, 0, 0, 0, 1];
}
export function mul(a: M3, b: M3): M3 {
  const o = new Array<number>(9).fill(0);
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++) o[i * 3 + j] = a[i * 3]! * b[j]! + a[i * 3 + 1]! * b[3 + j]! + a[i * 3 + 2]! * b[6 + j]!;
  return o as M3;
}
function apply(m: M3, v: V3): V3 {
  return [m[0] * v[0] + m[1] * v[1] + m[2] * v[2], m[3] * v[0] + m[4] * v[1] + m[5] * v[2], m[6] * v[0] + m[7] * v[1] + m[8] * v[2]];
}
export const IDENTITY: M3 = [1, 0, 0, 0, 1, 0, 0, 0, 1];

// ---------------------------------------------------------------------------------------------
// Colours

type RGB = [number, number, number];
const hex = (h: string): RGB => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
const toHex = (c: RGB): string =>
  `#${c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
const mix = (a: RGB, b: RGB, t: number): RGB => {
  const k = Math.max(0, Math.min(1, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
};
const smooth = (e0: number, e1: number, x: number): number => {
  const t = Math.max(0, Math.min(1, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

/** Metal colours: deep, body and highlight tones of polished metal. */
const METAL_COLOURS = {
  yellow: { dark: "#7a5518", mid: "#d9ad4e", light: "#fff1c2" },
  rose: { dark: "#7d4636", mid: "#d9977d", light: "#ffe3d6" },
  white: { dark: "#6c7178", mid: "#d3d7dc", light: "#ffffff" },
  platinum: { dark: "#5d636b", mid: "#c3c8cf", light: "#fbfcfd" },
  silver: { dark: "#70757c", mid: "#dde0e4", light: "#ffffff" },
} as const;
export type MetalColour = keyof typeof METAL_COLOURS;
export const METAL_COLOUR_NAMES = Object.keys(METAL_COLOURS) as MetalColour[];

/** Stone colours: shadow, body and highlight. */
const GEM_COLOURS = {
  diamond: { dark: "#3c4451", mid: "#c9d1db", light: "#ffffff" },
  "yellow-diamond": { dark: "#86640c", mid: "#f0cf57", light: "#fff6c9" },
  "pink-diamond": { dark: "#8a4a5e", mid: "#f2b7c8", light: "#fff0f4" },
  sapphire: { dark: "#071449", mid: "#1d46b8", light: "#9ab8ff" },
  "pink-sapphire": { dark: "#6e1b40", mid: "#e0609a", light: "#ffd0e4" },
  ruby: { dark: "#45010f", mid: "#b8123d", light: "#ff8aa6" },
  emerald: { dark: "#033a1f", mid: "#13895a", light: "#8ff0bd" },
  aquamarine: { dark: "#2a6a7a", mid: "#7ccbdc", light: "#e2fbff" },
  amethyst: { dark: "#311450", mid: "#8755b8", light: "#e2c6ff" },
  garnet: { dark: "#33040e", mid: "#8e1a2d", light: "#f07a88" },
  peridot: { dark: "#44580a", mid: "#9cc43a", light: "#ecfbaa" },
  citrine: { dark: "#7a4706", mid: "#eaa43a", light: "#ffe7a8" },
  topaz: { dark: "#1b5a7c", mid: "#5cb5df", light: "#d4f3ff" },
  tanzanite: { dark: "#1e165e", mid: "#5a4fc6", light: "#c4bcff" },
  morganite: { dark: "#8a5045", mid: "#efb3a2", light: "#fff0ea" },
  tourmaline: { dark: "#6a1a45", mid: "#d0508a", light: "#ffc0dc" },
  opal: { dark: "#8fb4c6", mid: "#e6f0f2", light: "#ffffff" },
  pearl: { dark: "#a79d8e", mid: "#f0e9dd", light: "#ffffff" },
  onyx: { dark: "#000000", mid: "#1d1f22", light: "#6b7079" },
} as const;
export type GemColour = keyof typeof GEM_COLOURS;
export const GEM_COLOUR_NAMES = Object.keys(GEM_COLOURS) as GemColour[];

// ---------------------------------------------------------------------------------------------
// Scene

type Fill = { metal: MetalColour } | { gem: GemColour; seed: number; table?: boolean; tone?: number } | { flat: string; opacity?: number };

interface Poly {
  kind: "poly";
  pts: V3[];
  fill: Fill;
  /** Outward normal; computed from the points when absent. */
  n?: V3;
  /** Hidden when facing away. */
  cull: boolean;
  /** Added to the depth when sorting: small parts sitting on a larger surface are drawn after it. */
  bias?: number;
}
interface Sphere {
  kind: "sphere";
  bias?: number;
  c: V3;
  r: number;
  fill: { metal: MetalColour } | { gem: GemColour };
}
interface Line {
  kind: "line";
  bias?: number;
  pts: V3[];
  width: number;
  metal: MetalColour;
}
type Prim = Poly | Sphere | Line;

export class Scene {
  readonly prims: Prim[] = [];

  poly(pts: V3[], fill: Fill, options: { n?: V3; cull?: boolean } = {}): void {
    this.prims.push({ kind: "poly", pts, fill, n: options.n, cull: options.cull ?? true });
  }
  sphere(c: V3, r: number, fill: Sphere["fill"]): void {
    this.prims.push({ kind: "sphere", c, r, fill });
  }
  line(pts: V3[], width: number, metal: MetalColour): void {
    this.prims.push({ kind: "line", pts, width, metal });
  }

  /** Adds another scene moved by a rotation then a translation (and sorted `bias` mm nearer). */
  place(other: Scene, m: M3, t: V3, bias = 0): void {
    for (const p of other.prims) {
      const b = (p.bias ?? 0) + bias;
      if (p.kind === "poly")
        this.prims.push({ ...p, bias: b, pts: p.pts.map((v) => add(apply(m, v), t)), n: p.n ? apply(m, p.n) : undefined });
      else if (p.kind === "sphere") this.prims.push({ ...p, bias: b, c: add(apply(m, p.c), t) });
      else this.prims.push({ ...p, bias: b, pts: p.pts.map((v) => add(apply(m, v), t)) });
    }
  }
}

function newell(pts: V3[]): V3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % pts.length]!;
    x += (a[1] - b[1]) * (a[2] + b[2]);
    y += (a[2] - b[2]) * (a[0] + b[0]);
    z += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return norm([x, y, z]);
}
function centroid(pts: V3[]): V3 {
  let c: V3 = [0, 0, 0];
  for (const p of pts) c = add(c, p);
  return scale(c, 1 / pts.length);
}

const KEY = norm([-0.45, 0.75, 0.6]);
const FILL = norm([0.7, 0.15, 0.7]);

function shadeMetal(metal: MetalColour, n: V3): string {
  const pal = METAL_COLOURS[metal];
  const diffuse = Math.max(0, dot(n, KEY)) * 0.75 + Math.max(0, dot(n, FILL)) * 0.35;
  const r = sub(scale(n, 2 * n[2]), [0, 0, 1]);
  const spec = Math.pow(Math.max(0, dot(r, KEY)), 24);
  let c = mix(hex(pal.dark), hex(pal.mid), 0.2 + 0.9 * diffuse);
  c = mix(c, hex(pal.light), smooth(0.25, 0.95, r[1]) * 0.55 + spec * 0.9);
  c = mix(c, hex(pal.dark), smooth(-0.1, -0.85, r[1]) * 0.45);
  return toHex(c);
}

function hash01(n: number): number {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return (x >>> 0) / 4294967296;
}

const FIRE: RGB[] = [hex("#ffe6a0"), hex("#bfe2ff"), hex("#ffc7e3"), hex("#c9ffd8")];

function shadeGem(gem: GemColour, seed: number, n: V3, table: boolean, tone?: number): string {
  const pal = GEM_COLOURS[gem];
  const r = hash01(seed);
  const lit = Math.max(0, dot(n, KEY));
  // A cut stone returns light in flashes: its facets are dark or bright far more often than between.
  let b = r < 0.3 ? 0.04 + (0.24 * r) / 0.3 : r > 0.62 ? 0.82 + (0.3 * (r - 0.62)) / 0.38 : 0.34 + (0.36 * (r - 0.3)) / 0.32;
  b = b * 0.82 + 0.26 * lit;
  if (table) b = 0.58 + 0.26 * lit + 0.12 * r;
  if (tone !== undefined) b = tone + 0.1 * lit;
  let c = b < 0.6 ? mix(hex(pal.dark), hex(pal.mid), b / 0.6) : mix(hex(pal.mid), hex(pal.light), (b - 0.6) / 0.5);
  if (gem === "diamond" || gem === "opal") {
    const f = hash01(seed * 7 + 3);
    if (f > 0.9) c = mix(c, FIRE[Math.floor(f * 97) % FIRE.length]!, 0.32);
  }
  return toHex(c);
}

export interface ViewOptions {
  /** Model rotation for the view. */
  rotation: M3;
  /** Free space around the drawing, as a share of the canvas. */
  margin?: number;
  background?: boolean;
  shadow?: boolean;
}

const SIZE = 400;

/** Renders a scene to a square SVG document, framed to fit. */
export function renderScene(scene: Scene, view: ViewOptions): string {
  interface Out {
    depth: number;
    svg: (fx: (v: V3) => [number, number], k: number) => string;
    pts2: V3[];
  }
  const out: Out[] = [];
  const metalsUsed = new Set<MetalColour>();
  const gemsUsed = new Set<GemColour>();
  for (const p of scene.prims) {
    if (p.kind === "poly") {
      const pts = p.pts.map((v) => apply(view.rotation, v));
      // Explicit normals win over the winding of the points.
      const n = p.n ? norm(apply(view.rotation, p.n)) : newell(pts);
      if (p.cull && n[2] <= 0.001) continue;
      const facing: V3 = n[2] < 0 ? scale(n, -1) : n;
      const fill =
        "metal" in p.fill
          ? shadeMetal(p.fill.metal, facing)
          : "gem" in p.fill
            ? shadeGem(p.fill.gem, p.fill.seed, facing, p.fill.table ?? false, p.fill.tone)
            : p.fill.flat;
      const opacity = "flat" in p.fill && p.fill.opacity !== undefined ? ` fill-opacity="${p.fill.opacity}"` : "";
      const edge =
        "gem" in p.fill
          ? ` stroke="${toHex(mix(hex(fill), [255, 255, 255], 0.35))}" stroke-width="0.35" stroke-opacity="0.7"`
          : ` stroke="${fill}" stroke-width="0.4"`;
      out.push({
        depth: centroid(pts)[2] + (p.bias ?? 0),
        pts2: pts,
        svg: (fx) => `<path d="M${pts.map((v) => fx(v).join(" ")).join("L")}Z" fill="${fill}"${opacity}${edge}/>`,
      });
    } else if (p.kind === "sphere") {
      const c = apply(view.rotation, p.c);
      const id = "metal" in p.fill ? `m-${p.fill.metal}` : `g-${p.fill.gem}`;
      if ("metal" in p.fill) metalsUsed.add(p.fill.metal);
      else gemsUsed.add(p.fill.gem);
      out.push({
        depth: c[2] + p.r + (p.bias ?? 0),
        pts2: [add(c, [p.r, p.r, 0]), add(c, [-p.r, -p.r, 0])],
        svg: (fx, k) => {
          const [x, y] = fx(c);
          return `<circle cx="${x}" cy="${y}" r="${(p.r * k).toFixed(2)}" fill="url(#${id})"/>`;
        },
      });
    } else {
      const pts = p.pts.map((v) => apply(view.rotation, v));
      const fill = shadeMetal(p.metal, [0, 0.3, 0.95]);
      const dark = METAL_COLOURS[p.metal].dark;
      out.push({
        depth: centroid(pts)[2] + (p.bias ?? 0),
        pts2: pts,
        svg: (fx, k) => {
          const d = `M${pts.map((v) => fx(v).join(" ")).join("L")}`;
          const w = (p.width * k).toFixed(2);
          return `<path d="${d}" fill="none" stroke="${dark}" stroke-width="${(p.width * k * 1.35).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${fill}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
        },
      });
    }
  }
  out.sort((a, b) => a.depth - b.depth);
  // Frame: fit the projected bounds into the canvas.
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const o of out)
    for (const v of o.pts2) {
      minX = Math.min(minX, v[0]);
      maxX = Math.max(maxX, v[0]);
      minY = Math.min(minY, -v[1]);
      maxY = Math.max(maxY, -v[1]);
    }
  if (!Number.isFinite(minX)) {
    minX = -1;
    maxX = 1;
    minY = -1;
    maxY = 1;
  }
  const margin = view.margin ?? 0.14;
  const k = (SIZE * (1 - 2 * margin)) / Math.max(maxX - minX, maxY - minY, 1e-6);
  const ox = SIZE / 2 - ((minX + maxX) / 2) * k;
  const oy = SIZE / 2 - ((minY + maxY) / 2) * k - SIZE * 0.02;
  const fx = (v: V3): [number, number] => [Number((ox + v[0] * k).toFixed(1)), Number((oy - v[1] * k).toFixed(1))];
  const defs: string[] = [
    `<radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="#fdfbf7"/><stop offset="1" stop-color="#efe8dc"/></radialGradient>`,
    `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="9"/></filter>`,
  ];
  for (const m of metalsUsed) {
    const pal = METAL_COLOURS[m];
    defs.push(
      `<radialGradient id="m-${m}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="${pal.light}"/><stop offset="0.45" stop-color="${pal.mid}"/><stop offset="1" stop-color="${pal.dark}"/></radialGradient>`,
    );
  }
  for (const g of gemsUsed) {
    const pal = GEM_COLOURS[g];
    defs.push(
      `<radialGradient id="g-${g}" cx="38%" cy="32%" r="72%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.25" stop-color="${pal.light}"/><stop offset="0.7" stop-color="${pal.mid}"/><stop offset="1" stop-color="${pal.dark}"/></radialGradient>`,
    );
  }
  const bottom = oy + maxY * k;
  const shadow =
    view.shadow === false
      ? ""
      : `<ellipse cx="${SIZE / 2}" cy="${Math.min(SIZE - 18, bottom + 6).toFixed(1)}" rx="${(((maxX - minX) * k) / 2.4).toFixed(1)}" ry="10" fill="#5a4a32" fill-opacity="0.22" filter="url(#blur)"/>`;
  const background = view.background === false ? "" : `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}"><defs>${defs.join("")}</defs>${background}${shadow}<g stroke-linejoin="round">${out.map((o) => o.svg(fx, k)).join("")}</g></svg>`;
}

// ---------------------------------------------------------------------------------------------
// Stone outlines (x across, y along the length; north is -y)

type Cut = "brilliant" | "step" | "cabochon";
interface Outline {
  pts: [number, number][];
  cut: Cut;
}

function sample(n: number, f: (t: number) => [number, number]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) out.push(f((i / n) * Math.PI * 2));
  return out;
}
function superellipse(a: number, p: number): (t: number) => [number, number] {
  return (t) => {
    const c = Math.cos(t);
    const s = Math.sin(t);
    return [Math.sign(s) * Math.pow(Math.abs(s), 2 / p), -Math.sign(c) * Math.pow(Math.abs(c), 2 / p) * a];
  };
}
function cutCorners(w: number, l: number, c: number): [number, number][] {
  return [
    [-w + c, -l],
    [w - c, -l],
    [w, -l + c],
    [w, l - c],
    [w - c, l],
    [-w + c, l],
    [-w, l - c],
    [-w, -l + c],
  ];
}
function regular(n: number, r: number, start: number): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const a = start + (i / n) * Math.PI * 2;
    return [Math.cos(a) * r, Math.sin(a) * r] as [number, number];
  });
}

function outlineFor(shape: string): Outline {
  switch (shape) {
    case "OVAL":
      return { pts: sample(64, superellipse(1.38, 2)), cut: "brilliant" };
    case "CUSHION":
    case "OLD_MINE":
      return { pts: sample(64, superellipse(1.02, 3.2)), cut: "brilliant" };
    case "ELONGATED_CUSHION":
      return { pts: sample(64, superellipse(1.3, 3.2)), cut: "brilliant" };
    case "PRINCESS":
      return { pts: sample(64, superellipse(1, 14)), cut: "brilliant" };
    case "RADIANT":
      return { pts: cutCorners(1, 1.2, 0.22), cut: "brilliant" };
    case "ELONGATED_RADIANT":
      return { pts: cutCorners(1, 1.45, 0.22), cut: "brilliant" };
    case "EMERALD":
      return { pts: cutCorners(1, 1.42, 0.3), cut: "step" };
    case "ASSCHER":
    case "SQUARE_EMERALD":
      return { pts: cutCorners(1, 1, 0.32), cut: "step" };
    case "BAGUETTE":
      return {
        pts: [
          [-1, -1.9],
          [1, -1.9],
          [1, 1.9],
          [-1, 1.9],
        ],
        cut: "step",
      };
    case "TAPERED_BAGUETTE":
      return {
        pts: [
          [-1, -1.8],
          [1, -1.8],
          [0.6, 1.8],
          [-0.6, 1.8],
        ],
        cut: "step",
      };
    case "TRAPEZOID":
      return {
        pts: [
          [-1, -0.65],
          [1, -0.65],
          [0.6, 0.65],
          [-0.6, 0.65],
        ],
        cut: "step",
      };
    case "HEXAGONAL":
      return { pts: regular(6, 1.1, -Math.PI / 2), cut: "step" };
    case "OCTAGONAL":
      return { pts: regular(8, 1.05, -Math.PI / 2 + Math.PI / 8), cut: "step" };
    case "PENTAGONAL":
      return { pts: regular(5, 1.05, -Math.PI / 2), cut: "step" };
    case "LOZENGE":
      return {
        pts: [
          [0, -1.5],
          [1, 0],
          [0, 1.5],
          [-1, 0],
        ],
        cut: "step",
      };
    case "KITE":
      return {
        pts: [
          [0, -1.35],
          [1, -0.3],
          [0, 1.35],
          [-1, -0.3],
        ],
        cut: "step",
      };
    case "SHIELD":
      return {
        pts: [
          [-1, -0.9],
          [1, -0.9],
          [1, 0.15],
          [0, 1.1],
          [-1, 0.15],
        ],
        cut: "step",
      };
    case "BULLET":
      return {
        pts: [
          [0, -1.3],
          [0.75, -0.4],
          [0.75, 1.1],
          [-0.75, 1.1],
          [-0.75, -0.4],
        ],
        cut: "step",
      };
    case "CADILLAC":
      return {
        pts: [
          [-0.6, -1.3],
          [0.6, -1.3],
          [1, -0.7],
          [1, 0.7],
          [0.6, 1.3],
          [-0.6, 1.3],
          [-1, 0.7],
          [-1, -0.7],
        ],
        cut: "step",
      };
    case "HALF_MOON":
      return {
        pts: [...sample(32, (t) => [Math.cos(t / 2 + Math.PI), Math.sin(t / 2 + Math.PI) * 1.0 + 0.45] as [number, number])],
        cut: "step",
      };
    case "TRILLION":
      return {
        pts: sample(48, (t) => {
          const r = 1 + 0.12 * Math.cos(3 * t);
          return [Math.cos(t - Math.PI / 2) * r, Math.sin(t - Math.PI / 2) * r + 0.1] as [number, number];
        }),
        cut: "brilliant",
      };
    case "PEAR":
      return {
        pts: sample(64, (t) => {
          const x = Math.sin(t) * Math.pow(Math.sin(t / 2), 1.1);
          return [x / 0.72, -Math.cos(t) * 1.5] as [number, number];
        }).map(([x, y]) => [x, -y] as [number, number]),
        cut: "brilliant",
      };
    case "MARQUISE":
      return {
        pts: sample(64, (t) => {
          const y = -Math.cos(t) * 1.9;
          const x = Math.sign(Math.sin(t)) * Math.pow(Math.abs(Math.sin(t)), 1.15);
          return [x, y] as [number, number];
        }),
        cut: "brilliant",
      };
    case "HEART":
      return {
        pts: sample(72, (t) => {
          const x = 16 * Math.pow(Math.sin(t), 3);
          const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
          return [x / 16, -y / 15 + 0.15] as [number, number];
        }),
        cut: "brilliant",
      };
    case "CABOCHON":
      return { pts: sample(48, superellipse(1.3, 2)), cut: "cabochon" };
    default:
      // ROUND, OLD_EUROPEAN, ROSE_CUT
      return { pts: sample(64, superellipse(1, 2)), cut: "brilliant" };
  }
}

/** Resamples a closed outline to n points evenly along its length, starting at the north. */
function resample(pts: [number, number][], n: number): [number, number][] {
  let start = 0;
  for (let i = 1; i < pts.length; i++)
    if (
      pts[i]![1] < pts[start]![1] - 1e-9 ||
      (Math.abs(pts[i]![1] - pts[start]![1]) < 1e-9 && Math.abs(pts[i]![0]) < Math.abs(pts[start]![0]))
    )
      start = i;
  const ring = [...pts.slice(start), ...pts.slice(0, start)];
  // Make the order clockwise on screen (x right, y down): signed area > 0.
  let area = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    area += a[0] * b[1] - b[0] * a[1];
  }
  if (area < 0) ring.splice(1, ring.length - 1, ...ring.slice(1).reverse());
  return resampleClosed(ring, n);
}

export interface StoneInfo {
  /** Half width (x) and half length (z) of the girdle, in mm. */
  halfWidth: number;
  halfLength: number;
  crown: number;
  pavilion: number;
  /** Girdle points in stone space (y = 0). */
  girdle: V3[];
}

/**
 * A faceted stone with its table facing +y, girdle at y = 0, length along z (north = -z).
 * width is the girdle width in mm.
 */
export function stone(shape: string, width: number, gem: GemColour, seedBase = 1): { scene: Scene; info: StoneInfo } {
  const o = outlineFor(gem === "pearl" ? "ROUND" : shape);
  const s = new Scene();
  const hw = width / 2;
  const to3 = ([x, y]: [number, number], k: number, h: number): V3 => [x * hw * k, h, y * hw * k];
  let seed = seedBase * 1000;
  const face = (pts: V3[], table = false) => {
    // Orient outward from the stone's centre.
    const n = newell(pts);
    const c = centroid(pts);
    const outward = dot(n, sub(c, [0, c[1] > 0 ? -hw * 0.2 : hw * 0.2, 0])) >= 0 ? n : scale(n, -1);
    s.poly(pts, { gem, seed: seed++, table }, { n: outward });
  };
  const crown = hw * 0.34;
  const pavilion = hw * 0.86;
  let girdle: V3[];
  if (gem === "pearl") {
    s.sphere([0, hw * 0.2, 0], hw, { gem });
    girdle = resample(o.pts, 16).map((p) => to3(p, 1, 0));
    return { scene: s, info: { halfWidth: hw, halfLength: hw, crown: hw, pavilion: hw * 0.6, girdle } };
  }
  if (o.cut === "brilliant") {
    const N = 32;
    const P = resample(o.pts, N);
    girdle = P.map((p) => to3(p, 1, 0));
    const T = Array.from({ length: 8 }, (_, j) => to3(P[j * 4]!, 0.56, crown));
    const S = Array.from({ length: 8 }, (_, j) => to3(P[j * 4 + 2]!, 0.8, crown * 0.5));
    face(T, true);
    // The pavilion seen through the table: eight dark arrows from the culet toward the table's
    // corners, lying on the table and drawn over it.
    const tc = centroid(T);
    for (let j = 0; j < 8; j++) {
      const jn = (j + 1) % 8;
      const jp = (j + 7) % 8;
      const toward = (p: V3, k: number): V3 => [tc[0] + (p[0] - tc[0]) * k, crown + hw * 0.002, tc[2] + (p[2] - tc[2]) * k];
      const half = (a: V3, b: V3): V3 => scale(add(a, b), 0.5);
      const arrow = [toward(tc, 0), toward(half(T[jp]!, T[j]!), 0.3), toward(T[j]!, 0.92), toward(half(T[j]!, T[jn]!), 0.3)];
      s.prims.push({
        kind: "poly",
        pts: arrow.reverse(),
        fill: { gem, seed: seed++, table: true, tone: 0.2 + 0.12 * hash01(seed) },
        n: [0, 1, 0],
        cull: true,
        bias: hw * 0.7,
      });
    }
    for (let j = 0; j < 8; j++) {
      const jn = (j + 1) % 8;
      const jp = (j + 7) % 8;
      face([T[j]!, T[jn]!, S[j]!]);
      face([T[j]!, S[j]!, girdle[j * 4]!, S[jp]!]);
      for (let q = 0; q < 4; q++) face([S[j]!, girdle[(j * 4 + q) % N]!, girdle[(j * 4 + q + 1) % N]!]);
    }
    const culet: V3 = [0, -pavilion, 0];
    const mid = P.map((p) => to3(p, 0.45, -pavilion * 0.6));
    for (let i = 0; i < N; i += 2) {
      const a = girdle[i]!;
      const b = girdle[(i + 1) % N]!;
      const c = girdle[(i + 2) % N]!;
      face([a, b, mid[(i + 1) % N]!]);
      face([b, c, mid[(i + 1) % N]!]);
      face([a, mid[(i + 1) % N]!, culet, mid[(i + N - 1) % N]!]);
    }
  } else if (o.cut === "step") {
    const P = o.pts.length > 12 ? resample(o.pts, 24) : resample(o.pts, o.pts.length);
    const rings: V3[][] = [
      P.map((p) => to3(p, 1, 0)),
      P.map((p) => to3(p, 0.86, crown * 0.45)),
      P.map((p) => to3(p, 0.74, crown * 0.8)),
      P.map((p) => to3(p, 0.66, crown)),
    ];
    girdle = rings[0]!;
    face(rings[3]!, true);
    for (let r = 0; r < 3; r++)
      for (let i = 0; i < P.length; i++) {
        const j = (i + 1) % P.length;
        face([rings[r]![i]!, rings[r]![j]!, rings[r + 1]![j]!, rings[r + 1]![i]!]);
      }
    const low: V3[][] = [
      P.map((p) => to3(p, 0.72, -pavilion * 0.4)),
      P.map((p) => to3(p, 0.42, -pavilion * 0.75)),
      P.map((p) => to3(p, 0.15, -pavilion * 0.95)),
    ];
    const all = [rings[0]!, ...low];
    for (let r = 0; r < 3; r++)
      for (let i = 0; i < P.length; i++) {
        const j = (i + 1) % P.length;
        face([all[r]![i]!, all[r]![j]!, all[r + 1]![j]!, all[r + 1]![i]!]);
      }
    face(low[2]!);
  } else {
    const P = resample(o.pts, 32);
    girdle = P.map((p) => to3(p, 1, 0));
    const rings: V3[][] = [0, 0.35, 0.62, 0.82, 0.95].map((h) => P.map((p) => to3(p, Math.sqrt(1 - h * h), h * hw * 0.9)));
    for (let r = 0; r < rings.length - 1; r++)
      for (let i = 0; i < P.length; i++) {
        const j = (i + 1) % P.length;
        s.poly(
          [rings[r]![i]!, rings[r]![j]!, rings[r + 1]![j]!, rings[r + 1]![i]!],
          { gem, seed: 7 + r, table: true },
          { n: norm(add(rings[r]![i]!, [0, -hw * 0.2, 0])) },
        );
      }
    s.poly(rings[rings.length - 1]!, { gem, seed: 11, table: true }, { n: [0, 1, 0] });
    s.poly([...girdle].reverse(), { gem, seed: 3 }, { n: [0, -1, 0] });
  }
  const halfLength = Math.max(...girdle.map((p) => Math.abs(p[2])));
  const halfWidth = Math.max(...girdle.map((p) => Math.abs(p[0])));
  return { scene: s, info: { halfWidth, halfLength, crown, pavilion, girdle } };
}

/** A small round brilliant (pavé, halo, accents): fewer facets, no pavilion below the girdle. */
export function meleeStone(diameter: number, gem: GemColour, seed: number): Scene {
  const s = new Scene();
  const r = diameter / 2;
  const P: V3[] = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    return [Math.cos(a) * r, 0, Math.sin(a) * r];
  });
  const T: V3[] = P.map((p) => [p[0] * 0.5, r * 0.35, p[2] * 0.5]);
  s.poly([...T].reverse(), { gem, seed: seed * 31, table: true }, { n: [0, 1, 0] });
  for (let i = 0; i < 8; i++) {
    const j = (i + 1) % 8;
    const pts: V3[] = [T[i]!, T[j]!, P[j]!, P[i]!];
    const c = centroid(pts);
    s.poly(pts, { gem, seed: seed * 31 + i + 1 }, { n: norm([c[0], r * 0.6, c[2]]) });
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Metalwork

export interface BandOptions {
  /** Inner radius (finger) in mm. */
  radius: number;
  width: number;
  thickness: number;
  metal: MetalColour;
  segments?: number;
  /** Lateral offset of the band centre at an angle (chevron, curved, twisted strands). */
  offset?: (a: number) => number;
  /** Width at an angle (tapering). */
  widthAt?: (a: number) => number;
  /** Angles (radians) the band skips (split shank, open hoops). */
  from?: number;
  to?: number;
}

/**
 * A ring band around the z axis: outer (slightly domed), inner, and the two side walls. Angle 90°
 * is the top (+y).
 */
export function band(o: BandOptions): Scene {
  const s = new Scene();
  const n = o.segments ?? 128;
  const from = o.from ?? 0;
  const to = o.to ?? Math.PI * 2;
  const full = Math.abs(to - from - Math.PI * 2) < 1e-6;
  const steps = full ? n : Math.max(4, Math.round((n * (to - from)) / (Math.PI * 2)));
  const ri = o.radius;
  const ro = o.radius + o.thickness;
  const prof = [-1, -0.6, -0.2, 0.2, 0.6, 1];
  const at = (a: number, u: number, r: number): V3 => {
    const w = (o.widthAt ? o.widthAt(a) : o.width) / 2;
    const z = (o.offset ? o.offset(a) : 0) + u * w;
    const rr = r === ro ? ro - o.thickness * 0.28 * u * u : r;
    return [Math.cos(a) * rr, Math.sin(a) * rr, z];
  };
  for (let i = 0; i < steps; i++) {
    const a0 = from + ((to - from) * i) / steps;
    const a1 = from + ((to - from) * (i + 1)) / steps;
    const am = (a0 + a1) / 2;
    const radial: V3 = [Math.cos(am), Math.sin(am), 0];
    for (let k = 0; k < prof.length - 1; k++) {
      const u0 = prof[k]!;
      const u1 = prof[k + 1]!;
      const um = (u0 + u1) / 2;
      const nrm = norm(add(radial, [0, 0, um * 0.9]));
      s.poly([at(a0, u0, ro), at(a1, u0, ro), at(a1, u1, ro), at(a0, u1, ro)], { metal: o.metal }, { n: nrm });
    }
    s.poly([at(a0, -1, ri), at(a1, -1, ri), at(a1, 1, ri), at(a0, 1, ri)], { metal: o.metal }, { n: scale(radial, -1) });
    s.poly([at(a0, 1, ri), at(a1, 1, ri), at(a1, 1, ro), at(a0, 1, ro)], { metal: o.metal }, { n: norm([0, 0, 1]) });
    s.poly([at(a0, -1, ri), at(a1, -1, ri), at(a1, -1, ro), at(a0, -1, ro)], { metal: o.metal }, { n: [0, 0, -1] });
  }
  if (!full) {
    for (const a of [from, to]) {
      const t: V3 = [-Math.sin(a), Math.cos(a), 0];
      s.poly(
        [at(a, -1, ri), at(a, 1, ri), at(a, 1, ro), at(a, -1, ro)],
        { metal: o.metal },
        { n: a === from ? scale(t, -1) : t, cull: true },
      );
    }
  }
  return s;
}

/** A prong (claw): a thin tapered post with a round bead at the tip. */
export function prong(from: V3, to: V3, r: number, metal: MetalColour): Scene {
  const s = new Scene();
  s.line([from, to], r * 2, metal);
  s.sphere(to, r * 1.15, { metal });
  return s;
}

/** A metal rim following a stone's girdle (bezel, halo plate, gallery rail). */
export function rim(points: V3[], k: number, y0: number, y1: number, metal: MetalColour, cap = true): Scene {
  const s = new Scene();
  const P = points.map((p): V3 => [p[0] * k, 0, p[2] * k]);
  for (let i = 0; i < P.length; i++) {
    const a = P[i]!;
    const b = P[(i + 1) % P.length]!;
    const m = norm([(a[0] + b[0]) / 2, 0, (a[2] + b[2]) / 2]);
    s.poly(
      [
        [a[0], y0, a[2]],
        [b[0], y0, b[2]],
        [b[0], y1, b[2]],
        [a[0], y1, a[2]],
      ],
      { metal },
      { n: m },
    );
  }
  if (cap)
    s.poly(
      P.map((p): V3 => [p[0], y1, p[2]]),
      { metal },
      { n: [0, 1, 0] },
    );
  return s;
}

// ---------------------------------------------------------------------------------------------
// Rings

const RING_HEADS = ["none", "solitaire", "halo", "trilogy", "toi-moi", "cluster", "bezel", "signet"] as const;
export type RingHead = (typeof RING_HEADS)[number];
const RING_BANDS = [
  "plain",
  "pave",
  "channel",
  "baguette",
  "bezel",
  "chevron",
  "curved",
  "twisted",
  "eternity",
  "milgrain",
  "split",
] as const;
export type RingBand = (typeof RING_BANDS)[number];
const RING_VIEWS = ["front", "angle", "side", "top", "spin"] as const;
export type RingView = (typeof RING_VIEWS)[number];

export interface RingParams extends Record<string, string | number> {
  head: RingHead;
  band: RingBand;
  shape: string;
  metal: MetalColour;
  gem: GemColour;
  accent: GemColour;
  /** Band width in tenths of a millimetre. */
  width: number;
  /** Centre stone size in tenths of a carat. */
  carat: number;
  view: RingView;
  frame: number;
}

const FINGER = 8.6;

/** Centre stone width in mm for a round-equivalent weight. */
function stoneWidth(carat: number, shape: string): number {
  const round = 7.4 * Math.cbrt(carat);
  const o = outlineFor(shape);
  const xs = o.pts.map((p) => Math.abs(p[0]));
  const ys = o.pts.map((p) => Math.abs(p[1]));
  const aspect = Math.max(...ys) / Math.max(...xs);
  return round / Math.sqrt(Math.max(aspect, 0.6));
}

/** The ring in model space: band around z, head on top (+y). */
export function ringScene(p: RingParams): Scene {
  const scene = new Scene();
  const width = p.width / 10;
  const thick = Math.max(1.5, Math.min(2.4, width * 0.55));
  const top = FINGER + thick;
  const headless = p.head === "none";
  const taper = headless ? undefined : (a: number) => width * (1 - 0.28 * Math.pow(Math.max(0, Math.sin(a)), 6));
  const bandOptions: BandOptions = { radius: FINGER, width, thickness: thick, metal: p.metal, widthAt: taper };
  if (p.band === "chevron") bandOptions.offset = (a) => -2.2 * Math.max(0, 1 - Math.abs(a - Math.PI / 2) / 0.5);
  if (p.band === "curved") bandOptions.offset = (a) => -2.6 * Math.pow(Math.max(0, Math.cos(a - Math.PI / 2)), 12);
  if (p.band === "twisted") {
    for (const phase of [0, Math.PI]) {
      scene.place(
        band({ ...bandOptions, width: width * 0.55, widthAt: undefined, offset: (a) => Math.sin(a * 5 + phase) * width * 0.24 }),
        IDENTITY,
        [0, 0, 0],
      );
    }
  } else if (p.band === "split") {
    for (const side of [-1, 1])
      scene.place(
        band({
          ...bandOptions,
          width: width * 0.45,
          widthAt: undefined,
          offset: (a) => side * width * 0.5 * Math.pow(Math.max(0, Math.sin(a)), 3),
        }),
        IDENTITY,
        [0, 0, 0],
      );
  } else {
    scene.place(band(bandOptions), IDENTITY, [0, 0, 0]);
  }
  // Stones set into the band surface.
  const setAlong = (angles: number[], d: number, lanes: number[], gemOf: (i: number) => GemColour, cupped: boolean, shape?: string) => {
    let i = 0;
    for (const a of angles) {
      for (const lane of lanes) {
        const r = FINGER + thick - (bandOptions.offset ? 0 : 0.05);
        const z = (bandOptions.offset ? bandOptions.offset(a) : 0) + lane;
        const m = mul(rotZ((a * 180) / Math.PI - 90), IDENTITY);
        const pos: V3 = [Math.cos(a) * r, Math.sin(a) * r, z];
        if (shape) {
          const st = stone(shape, d, gemOf(i), 50 + i);
          scene.place(st.scene, m, add(pos, scale([Math.cos(a), Math.sin(a), 0], -0.1)));
        } else {
          scene.place(meleeStone(d, gemOf(i), 17 + i), m, pos);
        }
        if (cupped) scene.place(rim(circlePts(d / 2), 1.18, -0.2, 0.05, p.metal), m, pos);
        i++;
      }
    }
  };
  const span = (from: number, to: number, step: number) => {
    const out: number[] = [];
    for (let a = from; a <= to + 1e-9; a += step) out.push(a);
    return out;
  };
  const meleeD = Math.min(1.5, width * 0.62);
  const accentOf = (i: number): GemColour => (p.accent === "diamond" ? "diamond" : i % 2 === 0 ? p.accent : "diamond");
  const headGap = headless ? 0 : 0.42;
  const arcStep = (meleeD * 1.08) / (top + 0.1);
  switch (p.band) {
    case "pave":
      setAlong(
        [...span(Math.PI / 2 + headGap, Math.PI * 0.98, arcStep), ...span(Math.PI * 0.02, Math.PI / 2 - headGap, arcStep)],
        headless ? Math.min(1.2, width * 0.3) : meleeD,
        headless ? [-width * 0.26, width * 0.26] : [0],
        accentOf,
        false,
      );
      break;
    case "eternity":
      setAlong(span(0, Math.PI * 2 - arcStep, arcStep * 1.02), Math.min(2.2, width * 0.8), [0], accentOf, false);
      break;
    case "channel":
      setAlong(
        [...span(Math.PI / 2 + headGap, Math.PI * 0.95, arcStep * 1.3), ...span(Math.PI * 0.05, Math.PI / 2 - headGap, arcStep * 1.3)],
        Math.min(2, width * 0.55),
        [0],
        accentOf,
        false,
        "PRINCESS",
      );
      break;
    case "baguette":
      setAlong(
        [...span(Math.PI / 2 + headGap, Math.PI * 0.9, arcStep * 2.1), ...span(Math.PI * 0.1, Math.PI / 2 - headGap, arcStep * 2.1)],
        Math.min(1.4, width * 0.38),
        [0],
        accentOf,
        false,
        "BAGUETTE",
      );
      break;
    case "bezel":
      setAlong(span(Math.PI * 0.25, Math.PI * 0.75, Math.PI * 0.125), Math.min(2.2, width * 0.7), [0], accentOf, true);
      break;
    case "milgrain": {
      const step = 0.035;
      for (const side of [-1, 1])
        for (let a = 0; a < Math.PI * 2; a += step) {
          const w = (taper ? taper(a) : width) / 2;
          scene.sphere([Math.cos(a) * (top - 0.15), Math.sin(a) * (top - 0.15), side * w], 0.17, { metal: p.metal });
        }
      break;
    }
    case "chevron":
    case "curved":
      if (headless) setAlong(span(Math.PI / 2 - 0.35, Math.PI / 2 + 0.35, 0.117), Math.min(1.4, width * 0.5), [0], accentOf, false);
      break;
    default:
      break;
  }
  if (headless) return scene;

  // Head: centre stone(s) above the top of the band.
  const centre = stone(p.shape, stoneWidth(p.carat / 10, p.shape), p.gem, 1);
  const info = centre.info;
  const lift = top + info.pavilion * 0.85;
  const headParts = (st: { scene: Scene; info: StoneInfo }, at: V3, prongs: number, metal: MetalColour, tilt: M3 = IDENTITY) => {
    const inf = st.info;
    scene.place(st.scene, tilt, at);
    if (p.head === "bezel") {
      scene.place(rim(inf.girdle, 1.08, -inf.pavilion * 0.55, inf.crown * 0.25, metal, false), tilt, at);
      return;
    }
    const idx = prongIndexes(inf.girdle, prongs);
    for (const i of idx) {
      const g = inf.girdle[i]!;
      const out = norm([g[0], 0, g[2]]);
      const tip = add(add(g, scale(out, 0.12)), [0, inf.crown * 0.55, 0]);
      const base = add(scale(g, 0.35), [0, -inf.pavilion * 0.8, 0]);
      scene.place(prong(apply(tilt, base), apply(tilt, tip), Math.max(0.32, inf.halfWidth * 0.09), metal), IDENTITY, at);
    }
    // Gallery rail under the girdle.
    scene.place(rim(inf.girdle, 0.62, -inf.pavilion * 0.55, -inf.pavilion * 0.42, metal), tilt, at);
  };
  const prongCount = ["PRINCESS", "ASSCHER", "SQUARE_EMERALD", "EMERALD", "RADIANT", "ELONGATED_RADIANT", "CUSHION", "BAGUETTE"].includes(
    p.shape,
  )
    ? 4
    : ["PEAR", "MARQUISE", "HEART", "TRILLION"].includes(p.shape)
      ? 3
      : 6;
  switch (p.head) {
    case "halo": {
      headParts(centre, [0, lift, 0], prongCount === 6 ? 4 : prongCount, p.metal);
      const d = Math.max(0.9, info.halfWidth * 0.24);
      const ring = offsetOutline(info.girdle, d * 0.62);
      const spots = spaced(ring, d * 1.08);
      scene.place(rim(offsetOutline(info.girdle, d * 1.24), 1, -info.pavilion * 0.45, -d * 0.25, p.metal, false), IDENTITY, [0, lift, 0]);
      spots.forEach((v, i) =>
        scene.place(
          meleeStone(d, p.accent === "diamond" ? "diamond" : i % 2 ? "diamond" : p.accent, 90 + i),
          IDENTITY,
          add(v, [0, lift - d * 0.2, 0]),
          d,
        ),
      );
      break;
    }
    case "trilogy": {
      headParts(centre, [0, lift, 0], prongCount, p.metal);
      const sideShape = ["EMERALD", "ASSCHER", "RADIANT", "PRINCESS"].includes(p.shape)
        ? "TRAPEZOID"
        : ["OVAL", "ROUND", "CUSHION"].includes(p.shape)
          ? "PEAR"
          : "ROUND";
      for (const side of [-1, 1]) {
        const sw = info.halfWidth * (sideShape === "ROUND" ? 1.05 : 1.2);
        const st = stone(sideShape, sw, p.accent, 7 + side);
        const turned = sideShape !== "ROUND";
        const tilt = mul(rotZ(side * -12), turned ? rotY(side * 90) : IDENTITY);
        const reach = info.halfWidth + (turned ? st.info.halfLength : st.info.halfWidth) + 0.35;
        headParts(st, [side * reach, lift - info.pavilion * 0.25, 0], turned ? 3 : 4, p.metal, tilt);
      }
      break;
    }
    case "toi-moi": {
      // The second stone is part of the setting (core/toi-et-moi.ts): the page says what it is.
      const beside = toiEtMoiSecondStone(parseShape(p.shape)?.code);
      const second = stone(beside.shape, stoneWidth(beside.carat, beside.shape), "diamond", 9);
      const off = Math.max(info.halfWidth, second.info.halfWidth) * 0.92;
      headParts(centre, [-off, lift, -info.halfLength * 0.18], prongCount, p.metal, rotY(20));
      headParts(second, [off, lift - 0.2, second.info.halfLength * 0.18], 3, p.metal, rotY(200));
      break;
    }
    case "cluster": {
      headParts(centre, [0, lift, 0], 4, p.metal);
      const petals = 8;
      const d = info.halfWidth * 0.75;
      scene.place(rim(offsetOutline(info.girdle, d * 1.1), 1, -info.pavilion * 0.5, -d * 0.3, p.metal), IDENTITY, [0, lift, 0]);
      spaced(offsetOutline(info.girdle, d * 0.55), (Math.PI * 2 * (info.halfWidth + d * 0.55)) / petals).forEach((v, i) => {
        const st = stone("ROUND", d, p.accent, 60 + i);
        scene.place(st.scene, IDENTITY, add(v, [0, lift - d * 0.2, 0]));
      });
      break;
    }
    case "signet": {
      const w = Math.max(9, info.halfWidth * 2.4);
      const plate = rim(
        circlePts(w / 2).map((v): V3 => [v[0], 0, v[2] * 0.85]),
        1,
        -1.2,
        1.1,
        p.metal,
      );
      scene.place(plate, IDENTITY, [0, top - 0.4, 0]);
      const st = stone(p.shape, info.halfWidth * 1.3, p.gem, 5);
      scene.place(st.scene, IDENTITY, [0, top + 0.75, 0]);
      scene.place(rim(st.info.girdle, 1.12, -0.3, st.info.crown * 0.3, p.metal), IDENTITY, [0, top + 0.75, 0]);
      break;
    }
    default:
      headParts(centre, [0, lift, 0], p.head === "bezel" ? 0 : prongCount, p.metal);
      break;
  }
  if (p.head !== "signet") {
    // Shoulders rising from the band to the gallery.
    for (const side of [-1, 1]) {
      scene.line(
        [
          [side * info.halfWidth * 0.55, top - 0.4, 0],
          [side * info.halfWidth * 0.35, lift - info.pavilion * 0.5, 0],
        ],
        Math.min(1.1, width * 0.4),
        p.metal,
      );
    }
  }
  return scene;
}

function circlePts(r: number, n = 16): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    return [Math.cos(a) * r, 0, Math.sin(a) * r] as V3;
  });
}

function prongIndexes(girdle: V3[], count: number): number[] {
  if (count <= 0) return [];
  const n = girdle.length;
  if (count === 3) {
    // Pointed shapes: one at the north tip, two at the round end.
    return [0, Math.round(n * 0.38), Math.round(n * 0.62)];
  }
  const offset = count === 4 ? n / 8 : n / 12;
  return Array.from({ length: count }, (_, i) => Math.round(offset + (i * n) / count) % n);
}

/** The girdle pushed outwards by d mm (for halos and cluster petals). */
function offsetOutline(girdle: V3[], d: number): V3[] {
  return girdle.map((g) => {
    const out = norm([g[0], 0, g[2]]);
    return add(g, scale(out, d));
  });
}

/** Points spaced about `step` apart along a closed outline. */
function spaced(points: V3[], step: number): V3[] {
  let total = 0;
  const seg = points.map((p, i) => {
    const d = Math.hypot(...sub(points[(i + 1) % points.length]!, p));
    total += d;
    return d;
  });
  const count = Math.max(6, Math.floor(total / step));
  const out: V3[] = [];
  let i = 0;
  let acc = 0;
  for (let k = 0; k < count; k++) {
    const target = (k / count) * total;
    while (acc + seg[i]! < target) acc += seg[i++]!;
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const t = (target - acc) / (seg[i] || 1);
    out.push(add(a, scale(sub(b, a), t)));
  }
  return out;
}

/** The model rotation of each ring view. */
export function ringViewRotation(view: RingView, frame: number): M3 {
  switch (view) {
    case "front":
      return mul(rotX(12), rotY(0));
    case "side":
      return mul(rotX(10), rotY(90));
    case "top":
      return mul(rotX(72), rotY(0));
    case "angle":
      return mul(rotX(32), rotY(-38));
    default:
      return mul(rotX(14), rotY(frame * 15));
  }
}

function drawRing(p: RingParams): string {
  // Bands without a head are shown looking down onto their top, where the stones are.
  const rotation = p.head === "none" && p.view === "angle" ? mul(rotX(58), rotY(-24)) : ringViewRotation(p.view, p.frame);
  return renderScene(ringScene(p), { rotation });
}

/** A centre stone shape is one of the store's shape codes (an unknown one would draw a round). */
const isShapeCode = (shape: string): boolean => parseShape(shape)?.code === shape;

function oneOf<T extends string>(list: readonly T[], value: string | undefined): T | null {
  return value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : null;
}
function intIn(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

registerRenderer<RingParams>({
  kind: "ring",
  parse(raw) {
    const head = oneOf(RING_HEADS, raw["head"]);
    const bandKind = oneOf(RING_BANDS, raw["band"]);
    const metal = oneOf(METAL_COLOUR_NAMES, raw["metal"]);
    const gem = oneOf(GEM_COLOUR_NAMES, raw["gem"]);
    const accent = oneOf(GEM_COLOUR_NAMES, raw["accent"]);
    const view = oneOf(RING_VIEWS, raw["view"]);
    const width = intIn(raw["width"], 10, 90);
    const carat = intIn(raw["carat"], 1, 60);
    const frame = intIn(raw["frame"], 0, 23);
    const shape = raw["shape"] ?? "";
    if (!head || !bandKind || !metal || !gem || !accent || !view || width === null || carat === null || frame === null) return null;
    if (!(shape === "" ? head === "none" : isShapeCode(shape))) return null;
    if (view !== "spin" && frame !== 0) return null;
    return { head, band: bandKind, shape, metal, gem, accent, width, carat, view, frame };
  },
  draw: drawRing,
});
