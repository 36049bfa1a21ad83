import { registerRenderer } from "./registry.ts";

/**
 * Images of the site itself, drawn as SVG: illustrations for the hero, category tiles and menus
 * (rings, stones, necklaces, earrings, bracelets on soft gradients), consultants' portraits as
 * stylised silhouettes, payment marks as wordmark badges, trust logos and social glyphs.
 * Every drawing is a pure function of its parameters; each kind accepts only the values listed here.
 */

const S = 400;
const SANS = "Jost, 'Liberation Sans', Arial, Helvetica, sans-serif";
const SERIF = "'Cormorant Garamond', 'Liberation Serif', 'Times New Roman', serif";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const f = (n: number) => (Math.round(n * 10) / 10).toString();
const pts = (list: [number, number][]) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
const svg = (body: string, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}"><defs>${defs}</defs>${body}</svg>`;

function oneOf<T extends string>(list: readonly T[], value: string | undefined, fallback?: T): T | null {
  if (value === undefined) return fallback ?? null;
  return (list as readonly string[]).includes(value) ? (value as T) : null;
}

/* ------------------------------------------------------------------------------------------------
 * Palettes.
 * ---------------------------------------------------------------------------------------------- */

const BACKGROUNDS = {
  ivory: ["#fdfaf4", "#efe6d6", "#c9b48a"],
  blush: ["#fdf3ef", "#efd8cf", "#c99a86"],
  sage: ["#f3f6ef", "#d9e2d1", "#93a88a"],
  mist: ["#f3f5f8", "#d9dfe8", "#8e9bb0"],
  night: ["#2a2f3d", "#121520", "#c9a45c"],
} as const;
type Background = keyof typeof BACKGROUNDS;

const METALS = {
  platinum: ["#fbfbfc", "#b4b9c3", "#eceef2", "#7f8693"],
  white: ["#fafafa", "#bfc3ca", "#e8eaee", "#868c97"],
  yellow: ["#fbeab0", "#c8973a", "#f4d88a", "#8a6424"],
  rose: ["#f9dccf", "#c58670", "#f1c6b4", "#8c5542"],
} as const;
type Metal = keyof typeof METALS;

const STONES = {
  white: ["#ffffff", "#dde6ef", "#a9b9cb"],
  pink: ["#fde3ea", "#eeadc0", "#c7728e"],
  yellow: ["#fff6c9", "#f2d463", "#c9a227"],
  blue: ["#cfe0f7", "#4a76c0", "#1f3f7a"],
  green: ["#cdeed8", "#3d9a66", "#1d5a3a"],
  red: ["#f9c8c8", "#b8303f", "#6e1520"],
  emerald: ["#c8eed8", "#2f8f5b", "#154d31"],
} as const;
type StoneColour = keyof typeof STONES;

function backgroundDefs(bg: Background): string {
  const [light, mid] = BACKGROUNDS[bg];
  return `<radialGradient id="bg" cx="45%" cy="35%" r="85%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></radialGradient>
<radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#3a2f22" stop-opacity="0.28"/><stop offset="1" stop-color="#3a2f22" stop-opacity="0"/></radialGradient>`;
}

function background(bg: Background): string {
  const accent = BACKGROUNDS[bg][2];
  return `<rect width="${S}" height="${S}" fill="url(#bg)"/>
<circle cx="200" cy="185" r="170" fill="url(#glow)"/>
<path d="M-20 330 C 90 290, 180 360, 420 300" fill="none" stroke="${accent}" stroke-opacity="0.22" stroke-width="1.2"/>
<path d="M-20 350 C 110 320, 210 380, 420 326" fill="none" stroke="${accent}" stroke-opacity="0.14" stroke-width="1"/>`;
}

function metalDefs(metal: Metal, id = "metal"): string {
  const [hi, mid, soft, lo] = METALS[metal];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hi}"/><stop offset="0.35" stop-color="${mid}"/><stop offset="0.55" stop-color="${soft}"/><stop offset="0.8" stop-color="${mid}"/><stop offset="1" stop-color="${lo}"/></linearGradient>
<linearGradient id="${id}-back" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lo}"/><stop offset="1" stop-color="${mid}"/></linearGradient>`;
}

function stoneDefs(colour: StoneColour, id: string): string {
  const [hi, mid, lo] = STONES[colour];
  return `<linearGradient id="${id}" x1="0.1" y1="0" x2="0.9" y2="1"><stop offset="0" stop-color="${hi}"/><stop offset="0.5" stop-color="${mid}"/><stop offset="1" stop-color="${lo}"/></linearGradient>`;
}

/* ------------------------------------------------------------------------------------------------
 * Stones: side profile (on rings) and top view (loose stones, studs, pendants).
 * ---------------------------------------------------------------------------------------------- */

/** A brilliant diamond seen from the side, girdle centred at (cx, cy), `w` wide. */
function profileStone(cx: number, cy: number, w: number, fill: string, tilt = 0): string {
  const h = w / 2;
  const table = w * 0.28;
  const crown = w * 0.24;
  const pavilion = w * 0.5;
  const outline: [number, number][] = [
    [cx - h, cy],
    [cx - table, cy - crown],
    [cx + table, cy - crown],
    [cx + h, cy],
    [cx, cy + pavilion],
  ];
  const line = (x1: number, y1: number, x2: number, y2: number) => `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"/>`;
  const facets = [
    line(cx - table, cy - crown, cx - h * 0.55, cy),
    line(cx + table, cy - crown, cx + h * 0.55, cy),
    line(cx - table * 0.2, cy - crown, cx - h * 0.15, cy),
    line(cx + table * 0.2, cy - crown, cx + h * 0.15, cy),
    line(cx - h * 0.55, cy, cx, cy + pavilion),
    line(cx + h * 0.55, cy, cx, cy + pavilion),
    line(cx - h * 0.15, cy, cx, cy + pavilion),
    line(cx + h * 0.15, cy, cx, cy + pavilion),
    line(cx - h, cy, cx + h, cy),
  ].join("");
  const transform = tilt ? ` transform="rotate(${tilt} ${f(cx)} ${f(cy)})"` : "";
  return `<g${transform}>
<polygon points="${pts(outline)}" fill="${fill}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="1"/>
<polygon points="${pts([
    [cx - table, cy - crown],
    [cx + table, cy - crown],
    [cx + h * 0.15, cy],
    [cx - h * 0.15, cy],
  ])}" fill="#ffffff" fill-opacity="0.35"/>
<polygon points="${pts([
    [cx + h * 0.55, cy],
    [cx + h, cy],
    [cx, cy + pavilion],
  ])}" fill="#1c2433" fill-opacity="0.12"/>
<polygon points="${pts([
    [cx - h, cy],
    [cx - h * 0.55, cy],
    [cx, cy + pavilion],
  ])}" fill="#ffffff" fill-opacity="0.3"/>
<g stroke="#ffffff" stroke-opacity="0.55" stroke-width="0.8">${facets}</g>
</g>`;
}

const TOP_SHAPES = ["round", "oval", "cushion", "emerald", "pear", "princess", "radiant", "marquise", "heart", "asscher"] as const;
type TopShape = (typeof TOP_SHAPES)[number];

/** The outline of a stone seen from above, as points around (cx, cy), `r` its half height. */
function outline(shape: TopShape, cx: number, cy: number, r: number, n = 32): [number, number][] {
  const out: [number, number][] = [];
  const cut = (w: number, h: number, c: number): [number, number][] => [
    [cx - w + c, cy - h],
    [cx + w - c, cy - h],
    [cx + w, cy - h + c],
    [cx + w, cy + h - c],
    [cx + w - c, cy + h],
    [cx - w + c, cy + h],
    [cx - w, cy + h - c],
    [cx - w, cy - h + c],
  ];
  switch (shape) {
    case "emerald":
      return cut(r * 0.7, r, r * 0.2);
    case "asscher":
      return cut(r * 0.88, r * 0.88, r * 0.3);
    case "radiant":
      return cut(r * 0.74, r, r * 0.13);
    case "princess":
      return cut(r * 0.86, r * 0.86, 0.01);
    default:
      break;
  }
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    switch (shape) {
      case "round":
        out.push([cx + r * s, cy - r * c]);
        break;
      case "oval":
        out.push([cx + r * 0.7 * s, cy - r * c]);
        break;
      case "cushion": {
        const p = 2 / 3.2;
        out.push([cx + r * 0.88 * Math.sign(s) * Math.abs(s) ** p, cy - r * 0.95 * Math.sign(c) * Math.abs(c) ** p]);
        break;
      }
      case "marquise": {
        const y = -c;
        out.push([
          cx + r * 0.48 * Math.sign(s) * Math.sin((Math.PI / 2) * (1 - Math.abs(y))) ** 0.9 * Math.sqrt(1 - y * y) ** 0.1,
          cy + r * y,
        ]);
        break;
      }
      case "pear": {
        const y = -c; // -1 top (point) .. 1 bottom (round)
        const s01 = (y + 1) / 2;
        const w = s01 < 0.62 ? Math.sin((Math.PI / 2) * (s01 / 0.62)) : Math.sqrt(Math.max(0, 1 - ((s01 - 0.62) / 0.38) ** 2));
        out.push([cx + r * 0.66 * Math.sign(s) * w, cy + r * y]);
        break;
      }
      case "heart": {
        const x = 16 * Math.sin(t) ** 3;
        const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
        out.push([cx + (r / 16.5) * x, cy - (r / 16.5) * (y + 2.5)]);
        break;
      }
    }
  }
  return out;
}

/** A faceted stone from above, with a sparkle. */
function topStone(
  shape: TopShape,
  cx: number,
  cy: number,
  r: number,
  fill: string,
  options: { prongs?: string; sparkle?: boolean } = {},
): string {
  const rim = outline(shape, cx, cy, r);
  const step = shape === "emerald" || shape === "asscher";
  const parts: string[] = [`<polygon points="${pts(rim)}" fill="${fill}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="1.2"/>`];
  const inner = (k: number) => rim.map(([x, y]) => [cx + (x - cx) * k, cy + (y - cy) * k] as [number, number]);
  if (step) {
    for (const k of [0.78, 0.56, 0.36])
      parts.push(
        `<polygon points="${pts(inner(k))}" fill="#ffffff" fill-opacity="${f(0.1 + (0.78 - k) * 0.35)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="0.8"/>`,
      );
    const a = inner(0.36);
    rim.forEach(([x, y], i) =>
      parts.push(
        `<line x1="${f(x)}" y1="${f(y)}" x2="${f(a[i]![0])}" y2="${f(a[i]![1])}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="0.8"/>`,
      ),
    );
  } else {
    const table = inner(0.5);
    const star = inner(0.72);
    rim.forEach(([x, y], i) => {
      const next = rim[(i + 1) % rim.length]!;
      const shade = i % 2 === 0 ? "#ffffff" : "#1c2433";
      const opacity = i % 2 === 0 ? 0.28 : 0.1;
      parts.push(`<polygon points="${pts([table[i]!, [x, y], next])}" fill="${shade}" fill-opacity="${opacity}"/>`);
      if (i % 2 === 0)
        parts.push(
          `<line x1="${f(star[i]![0])}" y1="${f(star[i]![1])}" x2="${f(next[0])}" y2="${f(next[1])}" stroke="#ffffff" stroke-opacity="0.4" stroke-width="0.7"/>`,
        );
    });
    parts.push(
      `<polygon points="${pts(table)}" fill="#ffffff" fill-opacity="0.32" stroke="#ffffff" stroke-opacity="0.65" stroke-width="0.9"/>`,
    );
  }
  if (options.prongs) {
    for (const i of [0.125, 0.375, 0.625, 0.875]) {
      const [x, y] = rim[Math.floor(i * rim.length)]!;
      parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(Math.max(2.5, r * 0.09))}" fill="${options.prongs}"/>`);
    }
  }
  if (options.sparkle !== false) parts.push(sparkle(cx - r * 0.35, cy - r * 0.4, r * 0.32));
  return parts.join("");
}

function sparkle(x: number, y: number, size: number): string {
  const s = size;
  const t = s * 0.16;
  return `<path d="M${f(x)} ${f(y - s)} L${f(x + t)} ${f(y - t)} L${f(x + s)} ${f(y)} L${f(x + t)} ${f(y + t)} L${f(x)} ${f(y + s)} L${f(x - t)} ${f(y + t)} L${f(x - s)} ${f(y)} L${f(x - t)} ${f(y - t)} Z" fill="#ffffff" fill-opacity="0.9"/>`;
}

/* ------------------------------------------------------------------------------------------------
 * Rings.
 * ---------------------------------------------------------------------------------------------- */

const RING_STYLES = [
  "solitaire",
  "halo",
  "trilogy",
  "pave",
  "toi-et-moi",
  "gemstone-sides",
  "eternity",
  "band",
  "cocktail",
  "bespoke",
] as const;
type RingStyle = (typeof RING_STYLES)[number];

interface RingOptions {
  style: RingStyle;
  metal: Metal;
  stone: StoneColour;
  cx: number;
  cy: number;
  scale: number;
}

function ring(o: RingOptions): string {
  const { cx, cy, scale: k } = o;
  const rx = 108 * k;
  const ry = 104 * k;
  const wide = o.style === "band";
  const t = (wide ? 24 : 11) * k;
  const depth = (wide ? 26 : 14) * k;
  const metalStroke = METALS[o.metal][3];
  const parts: string[] = [];
  // Shadow on the ground.
  parts.push(`<ellipse cx="${f(cx)}" cy="${f(cy + ry + 14 * k)}" rx="${f(rx * 1.05)}" ry="${f(16 * k)}" fill="url(#shadow)"/>`);
  // The far side of the band (its thickness seen through the opening).
  parts.push(
    `<path fill-rule="evenodd" fill="url(#metal-back)" d="M${f(cx - rx + depth)} ${f(cy)} a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0 a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0 Z M${f(cx - rx + depth + t)} ${f(cy)} a${f(rx - t)} ${f(ry - t)} 0 1 0 ${f(2 * (rx - t))} 0 a${f(rx - t)} ${f(ry - t)} 0 1 0 ${f(-2 * (rx - t))} 0 Z"/>`,
  );
  // The near side.
  parts.push(
    `<path fill-rule="evenodd" fill="url(#metal)" stroke="${metalStroke}" stroke-opacity="0.35" stroke-width="0.8" d="M${f(cx - rx)} ${f(cy)} a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0 a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0 Z M${f(cx - rx + t)} ${f(cy + 2 * k)} a${f(rx - t)} ${f(ry - t)} 0 1 0 ${f(2 * (rx - t))} 0 a${f(rx - t)} ${f(ry - t)} 0 1 0 ${f(-2 * (rx - t))} 0 Z"/>`,
  );
  // A highlight running round the band.
  parts.push(
    `<path d="M${f(cx - rx + t * 0.45)} ${f(cy + 8 * k)} A${f(rx - t * 0.45)} ${f(ry - t * 0.45)} 0 0 0 ${f(cx + rx * 0.2)} ${f(cy + ry - t * 0.45)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${f(1.6 * k)}"/>`,
  );
  if (wide) {
    parts.push(
      `<path d="M${f(cx + rx * 0.3)} ${f(cy - ry + t * 0.5)} A${f(rx - t * 0.5)} ${f(ry - t * 0.5)} 0 0 1 ${f(cx + rx - t * 0.5)} ${f(cy)}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${f(2.2 * k)}"/>`,
    );
    return parts.join("");
  }

  const bandDots = (from: number, to: number, count: number, radius: number) => {
    for (let i = 0; i <= count; i++) {
      const a = from + ((to - from) * i) / count;
      const x = cx + (rx - t / 2) * Math.cos(a);
      const y = cy + (ry - t / 2) * Math.sin(a);
      parts.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="url(#stone)" stroke="#ffffff" stroke-opacity="0.8" stroke-width="0.6"/>`,
      );
    }
  };

  const topY = cy - ry;
  const prongs = (x: number, w: number, y: number) => {
    const p = (x1: number, x2: number) =>
      `<path d="M${f(x1)} ${f(topY + 6 * k)} Q ${f((x1 + x2) / 2)} ${f(y + w * 0.2)} ${f(x2)} ${f(y - w * 0.16)}" fill="none" stroke="url(#metal)" stroke-width="${f(3.6 * k)}" stroke-linecap="round"/>`;
    return p(x - w * 0.22, x - w * 0.42) + p(x + w * 0.22, x + w * 0.42);
  };
  const head = (x: number, y: number, w: number, fill: string, tilt = 0) => {
    parts.push(prongs(x, w, y));
    parts.push(profileStone(x, y, w, fill, tilt));
  };

  switch (o.style) {
    case "eternity":
      bandDots(Math.PI * 0.05, Math.PI * 0.95, 14, 5.2 * k);
      bandDots(-Math.PI * 0.95, -Math.PI * 0.05, 12, 4.4 * k);
      break;
    case "solitaire":
    case "bespoke":
      head(cx, topY - 34 * k, 88 * k, "url(#stone)");
      break;
    case "pave":
      bandDots(-Math.PI * 0.92, -Math.PI * 0.58, 6, 3.6 * k);
      bandDots(-Math.PI * 0.42, -Math.PI * 0.08, 6, 3.6 * k);
      head(cx, topY - 32 * k, 80 * k, "url(#stone)");
      break;
    case "halo":
    case "cocktail": {
      const w = (o.style === "cocktail" ? 78 : 64) * k;
      const y = topY - 30 * k;
      parts.push(prongs(cx, w * 1.3, y));
      for (let i = 0; i <= 10; i++) {
        const a = Math.PI * (i / 10);
        parts.push(
          `<circle cx="${f(cx - Math.cos(a) * w * 0.62)}" cy="${f(y + 4 * k + Math.sin(a) * 7 * k)}" r="${f(4.2 * k)}" fill="url(#accent)" stroke="#ffffff" stroke-opacity="0.8" stroke-width="0.6"/>`,
        );
      }
      parts.push(profileStone(cx, y, w, "url(#stone)"));
      break;
    }
    case "trilogy":
      head(cx - 48 * k, topY - 14 * k, 40 * k, "url(#stone)", -18);
      head(cx + 48 * k, topY - 14 * k, 40 * k, "url(#stone)", 18);
      head(cx, topY - 30 * k, 64 * k, "url(#stone)");
      break;
    case "gemstone-sides":
      head(cx - 46 * k, topY - 12 * k, 36 * k, "url(#side)", -18);
      head(cx + 46 * k, topY - 12 * k, 36 * k, "url(#side)", 18);
      head(cx, topY - 30 * k, 62 * k, "url(#stone)");
      break;
    case "toi-et-moi":
      head(cx - 26 * k, topY - 26 * k, 52 * k, "url(#stone)", -12);
      head(cx + 28 * k, topY - 24 * k, 50 * k, "url(#side)", 12);
      break;
  }
  return parts.join("");
}

/** Pencil lines of a design sketch behind a bespoke ring. */
function sketch(): string {
  return `<g fill="none" stroke="#6d6253" stroke-opacity="0.35" stroke-width="1.1" stroke-linecap="round">
<ellipse cx="112" cy="126" rx="58" ry="56" stroke-dasharray="5 4"/>
<path d="M82 70 L98 52 L126 52 L142 70 L112 104 Z"/>
<path d="M60 210 L170 210 M60 222 L150 222 M60 234 L160 234"/>
<path d="M300 70 l50 -40 l8 8 l-50 40 z" stroke-opacity="0.5"/>
</g>`;
}

/* ------------------------------------------------------------------------------------------------
 * site-art: illustrations.
 * ---------------------------------------------------------------------------------------------- */

const ART_SUBJECTS = ["hero", "ring", "stone", "necklace", "earrings", "bracelet"] as const;
type ArtSubject = (typeof ART_SUBJECTS)[number];

interface Art {
  subject: ArtSubject;
  style: RingStyle;
  metal: Metal;
  stone: StoneColour;
  shape: TopShape;
  colour: StoneColour;
  bg: Background;
}

/** The parameters as given in the URL (they make its hash); absent ones take their defaults. */
type ArtParams = Record<string, string>;

const ART_DEFAULTS: Omit<Art, "subject"> = {
  style: "solitaire",
  metal: "platinum",
  stone: "white",
  shape: "round",
  colour: "white",
  bg: "ivory",
};

function artOf(raw: ArtParams): Art | null {
  const subject = oneOf(ART_SUBJECTS, raw["subject"]);
  const style = oneOf(RING_STYLES, raw["style"], ART_DEFAULTS.style);
  const metal = oneOf(Object.keys(METALS) as Metal[], raw["metal"], ART_DEFAULTS.metal);
  const stone = oneOf(Object.keys(STONES) as StoneColour[], raw["stone"], ART_DEFAULTS.stone);
  const shape = oneOf(TOP_SHAPES, raw["shape"], ART_DEFAULTS.shape);
  const colour = oneOf(Object.keys(STONES) as StoneColour[], raw["colour"], ART_DEFAULTS.colour);
  const bg = oneOf(Object.keys(BACKGROUNDS) as Background[], raw["bg"], ART_DEFAULTS.bg);
  const known = new Set(["subject", "style", "metal", "stone", "shape", "colour", "bg"]);
  if (!subject || !style || !metal || !stone || !shape || !colour || !bg || Object.keys(raw).some((k) => !known.has(k))) return null;
  return { subject, style, metal, stone, shape, colour, bg };
}

function drawArt(raw: ArtParams): string {
  const p = artOf(raw);
  if (!p) throw new Error("not a site illustration");
  const sideColour: StoneColour = p.stone === "white" ? "blue" : "white";
  const stoneColour: StoneColour = p.subject === "stone" ? p.colour : p.style === "cocktail" && p.stone === "white" ? "emerald" : p.stone;
  const defs = [
    backgroundDefs(p.bg),
    metalDefs(p.metal),
    stoneDefs(stoneColour, "stone"),
    stoneDefs(sideColour, "side"),
    stoneDefs(p.style === "cocktail" ? "white" : stoneColour, "accent"),
  ].join("");
  const body: string[] = [background(p.bg)];
  const prong = METALS[p.metal][1];
  switch (p.subject) {
    case "hero":
      body.push(
        `<path d="M-30 120 C 80 60, 160 170, 430 90 L 430 0 L -30 0 Z" fill="#ffffff" fill-opacity="0.35"/>`,
        `<path d="M-30 300 C 120 250, 260 330, 430 260" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="18"/>`,
        ring({ style: "solitaire", metal: p.metal, stone: p.stone, cx: 200, cy: 240, scale: 1 }),
        sparkle(292, 88, 14),
        sparkle(110, 70, 8),
      );
      break;
    case "ring":
      if (p.style === "bespoke") body.push(sketch());
      body.push(
        ring({
          style: p.style,
          metal: p.metal,
          stone: p.stone,
          cx: p.style === "bespoke" ? 232 : 200,
          cy: 246,
          scale: p.style === "bespoke" ? 0.82 : 0.9,
        }),
      );
      break;
    case "stone":
      body.push(`<ellipse cx="200" cy="326" rx="120" ry="18" fill="url(#shadow)"/>`, topStone(p.shape, 200, 190, 118, "url(#stone)"));
      break;
    case "necklace": {
      body.push(
        `<path d="M40 -10 C 60 190, 340 190, 360 -10" fill="none" stroke="url(#metal)" stroke-width="3.2" stroke-dasharray="5 2.5" stroke-linecap="round"/>`,
      );
      body.push(`<ellipse cx="200" cy="150" rx="9" ry="12" fill="none" stroke="url(#metal)" stroke-width="4"/>`);
      body.push(`<ellipse cx="200" cy="336" rx="70" ry="12" fill="url(#shadow)"/>`);
      body.push(topStone("pear", 200, 222, 62, "url(#stone)", { prongs: prong }));
      break;
    }
    case "earrings":
      for (const x of [128, 272]) {
        body.push(`<ellipse cx="${x}" cy="300" rx="62" ry="12" fill="url(#shadow)"/>`);
        for (let i = 0; i < 16; i++) {
          const a = (i / 16) * Math.PI * 2;
          body.push(
            `<circle cx="${f(x + Math.cos(a) * 60)}" cy="${f(200 + Math.sin(a) * 60)}" r="7.5" fill="url(#stone)" stroke="url(#metal)" stroke-width="2"/>`,
          );
        }
        body.push(topStone("round", x, 200, 46, "url(#stone)", { prongs: prong }));
      }
      break;
    case "bracelet": {
      const back: string[] = [];
      const front: string[] = [];
      for (let i = 0; i < 30; i++) {
        const a = (i / 30) * Math.PI * 2;
        const x = 200 + Math.cos(a) * 150;
        const y = 205 + Math.sin(a) * 78;
        const near = Math.sin(a) > 0;
        const r = near ? 13 : 9.5;
        const stone = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r + 2.5)}" fill="url(#metal)"/>${topStone("round", x, y, r, "url(#stone)", { sparkle: false })}`;
        (near ? front : back).push(stone);
      }
      body.push(`<ellipse cx="200" cy="310" rx="160" ry="18" fill="url(#shadow)"/>`, ...back, ...front);
      break;
    }
  }
  return svg(body.join("\n"), defs);
}

registerRenderer<ArtParams>({
  kind: "site-art",
  parse(raw) {
    return artOf(raw) ? { ...raw } : null;
  },
  draw: drawArt,
});

/* ------------------------------------------------------------------------------------------------
 * site-avatar: consultants' portraits as stylised silhouettes.
 * ---------------------------------------------------------------------------------------------- */

const AVATAR_LOOKS = [
  { bg: ["#efe2d3", "#d8c2a8"], skin: "#e9c4a6", hair: "#4a3426", coat: "#2b3040", hair_style: "long" },
  { bg: ["#dfe6ee", "#b9c6d6"], skin: "#c99a78", hair: "#2a211c", coat: "#6b5a45", hair_style: "short" },
  { bg: ["#f1dede", "#d9b7b5"], skin: "#9c6b4e", hair: "#1e1714", coat: "#c9a45c", hair_style: "bun" },
  { bg: ["#e3e8dc", "#c0cbb4"], skin: "#f0cdb2", hair: "#a0704a", coat: "#31463c", hair_style: "short" },
  { bg: ["#ebe4f0", "#cbbfd8"], skin: "#d7a988", hair: "#6b4a33", coat: "#1f2330", hair_style: "bob" },
] as const;

function drawAvatar(p: { seed: string }): string {
  const look = AVATAR_LOOKS[(Number(p.seed) - 1) % AVATAR_LOOKS.length]!;
  const defs = `<linearGradient id="abg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.bg[0]}"/><stop offset="1" stop-color="${look.bg[1]}"/></linearGradient>
<clipPath id="round"><circle cx="200" cy="200" r="200"/></clipPath>`;
  const hairBack: Record<string, string> = {
    long: `<path d="M128 170 C 120 90, 280 90, 272 170 L 282 300 C 250 320, 150 320, 118 300 Z" fill="${look.hair}"/>`,
    bob: `<path d="M126 176 C 118 92, 282 92, 274 176 L 276 238 C 250 250, 150 250, 124 238 Z" fill="${look.hair}"/>`,
    bun: `<circle cx="200" cy="88" r="34" fill="${look.hair}"/>`,
    short: "",
  };
  const hairFront: Record<string, string> = {
    long: `<path d="M140 160 C 150 105, 250 100, 262 160 C 240 130, 170 128, 140 160 Z" fill="${look.hair}"/>`,
    bob: `<path d="M138 168 C 146 104, 254 104, 262 168 C 236 132, 170 130, 138 168 Z" fill="${look.hair}"/>`,
    bun: `<path d="M142 158 C 150 108, 250 108, 258 158 C 232 128, 170 128, 142 158 Z" fill="${look.hair}"/>`,
    short: `<path d="M142 160 C 140 104, 262 100, 258 162 C 246 132, 220 124, 200 126 C 176 126, 156 136, 142 160 Z" fill="${look.hair}"/>`,
  };
  const body = `<g clip-path="url(#round)">
<rect width="400" height="400" fill="url(#abg)"/>
${hairBack[look.hair_style]}
<path d="M76 420 C 80 318, 130 288, 200 284 C 270 288, 320 318, 324 420 Z" fill="${look.coat}"/>
<path d="M176 262 L 176 292 C 186 306, 214 306, 224 292 L 224 262 Z" fill="${look.skin}"/>
<ellipse cx="200" cy="190" rx="58" ry="72" fill="${look.skin}"/>
${hairFront[look.hair_style]}
<path d="M168 300 L 200 336 L 232 300" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
<circle cx="200" cy="200" r="196" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="8"/>
</g>`;
  return svg(body, defs);
}

registerRenderer<{ seed: string }>({
  kind: "site-avatar",
  parse(raw) {
    const seed = raw["seed"];
    if (!seed || !/^[1-9]\d{0,2}$/.test(seed) || Object.keys(raw).length !== 1) return null;
    return { seed };
  },
  draw: drawAvatar,
});

/* ------------------------------------------------------------------------------------------------
 * site-payment: payment marks as wordmark badges.
 * ---------------------------------------------------------------------------------------------- */

const PAYMENT_BRANDS = ["visa", "mastercard", "amex", "apple-pay", "google-pay", "paypal", "klarna", "affirm", "bank-transfer"] as const;
type PaymentBrand = (typeof PAYMENT_BRANDS)[number];

function badge(inner: string, fill = "#ffffff", stroke = "#d9d4cb"): string {
  return `<rect x="20" y="80" width="360" height="240" rx="28" fill="${fill}" stroke="${stroke}" stroke-width="4"/>${inner}`;
}
const word = (
  text: string,
  options: { size: number; fill: string; weight?: number; italic?: boolean; family?: string; x?: number; y?: number; spacing?: number },
) =>
  `<text x="${options.x ?? 200}" y="${options.y ?? 200}" text-anchor="middle" dominant-baseline="central" font-family="${options.family ?? SANS}" font-size="${options.size}" font-weight="${options.weight ?? 700}"${options.italic ? ' font-style="italic"' : ""}${options.spacing ? ` letter-spacing="${options.spacing}"` : ""} fill="${options.fill}">${esc(text)}</text>`;

function drawPayment(p: { brand: PaymentBrand }): string {
  switch (p.brand) {
    case "visa":
      return svg(badge(word("VISA", { size: 110, fill: "#1a1f71", italic: true, weight: 800, spacing: 2 })));
    case "mastercard":
      return svg(
        badge(
          `<circle cx="166" cy="185" r="62" fill="#eb001b"/><circle cx="234" cy="185" r="62" fill="#f79e1b" fill-opacity="0.92"/><path d="M200 134 a62 62 0 0 1 0 102 a62 62 0 0 1 0 -102 Z" fill="#ff5f00"/>${word("mastercard", { size: 34, fill: "#231f20", y: 282, weight: 600 })}`,
        ),
      );
    case "amex":
      return svg(
        badge(
          word("AMERICAN", { size: 50, fill: "#ffffff", y: 172, weight: 800, spacing: 3 }) +
            word("EXPRESS", { size: 50, fill: "#ffffff", y: 232, weight: 800, spacing: 3 }),
          "#1f72cd",
          "#1f72cd",
        ),
      );
    case "apple-pay":
      return svg(
        badge(
          `<path d="M118 168 c 0 -20 16 -30 17 -31 c -9 -14 -24 -15 -29 -15 c -12 -1 -24 7 -30 7 c -6 0 -16 -7 -26 -7 c -13 0 -26 8 -33 20 c -14 24 -4 60 10 80 c 7 10 15 20 25 20 c 10 0 14 -6 26 -6 c 12 0 15 6 26 6 c 11 0 18 -10 24 -20 c 8 -11 11 -22 11 -22 c 0 0 -21 -8 -21 -32 Z M 100 106 c 6 -7 10 -17 9 -27 c -8 0 -19 6 -25 13 c -6 6 -11 16 -9 26 c 9 1 19 -5 25 -12 Z" fill="#000000" transform="translate(40 30) scale(0.95)"/>${word("Pay", { size: 96, fill: "#000000", x: 250, y: 204, weight: 500 })}`,
        ),
      );
    case "google-pay":
      return svg(
        badge(
          word("G", { size: 104, fill: "#4285f4", x: 122, y: 200, weight: 700 }) +
            word("Pay", { size: 92, fill: "#5f6368", x: 250, y: 204, weight: 500 }),
        ),
      );
    case "paypal":
      return svg(
        badge(
          `<text x="200" y="200" text-anchor="middle" dominant-baseline="central" font-family="${SANS}" font-size="86" font-weight="800" font-style="italic"><tspan fill="#003087">Pay</tspan><tspan fill="#009cde">Pal</tspan></text>`,
        ),
      );
    case "klarna":
      return svg(badge(word("Klarna.", { size: 86, fill: "#17120f", weight: 800 }), "#ffb3c7", "#ffb3c7"));
    case "affirm":
      return svg(
        badge(
          `<path d="M236 132 a 72 58 0 0 1 100 40" fill="none" stroke="#4a4af4" stroke-width="14" stroke-linecap="round"/>${word("affirm", { size: 88, fill: "#0a0a23", y: 214, weight: 700 })}`,
        ),
      );
    case "bank-transfer":
      return svg(
        badge(
          `<path d="M200 120 L 290 160 L 110 160 Z" fill="#2b3040"/><rect x="122" y="168" width="156" height="8" fill="#2b3040"/>${[136, 176, 216, 256].map((x) => `<rect x="${x - 6}" y="182" width="12" height="50" fill="#2b3040"/>`).join("")}<rect x="112" y="238" width="176" height="10" fill="#2b3040"/>${word("BANK TRANSFER", { size: 30, fill: "#2b3040", y: 282, weight: 700, spacing: 2 })}`,
        ),
      );
  }
}

registerRenderer<{ brand: PaymentBrand }>({
  kind: "site-payment",
  parse(raw) {
    const brand = oneOf(PAYMENT_BRANDS, raw["brand"]);
    return brand && Object.keys(raw).length === 1 ? { brand } : null;
  },
  draw: drawPayment,
});

/* ------------------------------------------------------------------------------------------------
 * site-logo: trust marks in the footer.
 * ---------------------------------------------------------------------------------------------- */

const LOGO_MARKS = ["gia", "rjc", "assay", "reviews", "brand"] as const;
type LogoMark = (typeof LOGO_MARKS)[number];
const INK = "#2b2a33";
const GOLD = "#a8844a";

function drawLogo(p: { mark: LogoMark }): string {
  switch (p.mark) {
    case "gia":
      return svg(
        `<circle cx="200" cy="200" r="170" fill="none" stroke="${INK}" stroke-width="6"/><circle cx="200" cy="200" r="152" fill="none" stroke="${GOLD}" stroke-width="2"/>${word("GIA", { size: 118, fill: INK, family: SERIF, y: 182, weight: 600, spacing: 6 })}${word("GRADED DIAMONDS", { size: 19, fill: GOLD, y: 266, weight: 600, spacing: 3 })}`,
      );
    case "rjc":
      return svg(
        `<path d="M200 36 L 356 126 L 356 274 L 200 364 L 44 274 L 44 126 Z" fill="none" stroke="${INK}" stroke-width="6"/>${word("RJC", { size: 110, fill: INK, family: SERIF, y: 178, weight: 600, spacing: 6 })}${word("RESPONSIBLE", { size: 21, fill: GOLD, y: 250, weight: 600, spacing: 3 })}${word("JEWELLERY COUNCIL", { size: 17, fill: GOLD, y: 280, weight: 600, spacing: 1 })}`,
      );
    case "assay":
      return svg(
        `<path d="M110 60 L 290 60 L 290 210 C 290 290, 240 330, 200 352 C 160 330, 110 290, 110 210 Z" fill="none" stroke="${INK}" stroke-width="6"/><path d="M160 120 l 14 22 l 26 -30 l 26 30 l 14 -22 l -6 44 l -68 0 Z" fill="${GOLD}"/>${word("HALLMARKED", { size: 19, fill: INK, y: 212, weight: 700, spacing: 2 })}${word("LONDON", { size: 30, fill: INK, family: SERIF, y: 256, weight: 600, spacing: 2 })}`,
      );
    case "reviews":
      return svg(
        `${word("4.9", { size: 132, fill: INK, family: SERIF, y: 160, weight: 600 })}${[0, 1, 2, 3, 4].map((i) => `<path transform="translate(${88 + i * 56} 246) scale(1.25)" d="M0 -18 L 5.3 -5.6 L 18 -5.6 L 7.7 2.2 L 11.6 15 L 0 7.3 L -11.6 15 L -7.7 2.2 L -18 -5.6 L -5.3 -5.6 Z" fill="${GOLD}"/>`).join("")}${word("CUSTOMER REVIEWS", { size: 24, fill: INK, y: 318, weight: 600, spacing: 3 })}`,
      );
    case "brand":
      return svg(
        `${word("Hatton & Vale", { size: 62, fill: INK, family: SERIF, y: 190, weight: 600 })}${word("LONDON", { size: 22, fill: GOLD, y: 240, weight: 600, spacing: 8 })}`,
      );
  }
}

registerRenderer<{ mark: LogoMark }>({
  kind: "site-logo",
  parse(raw) {
    const mark = oneOf(LOGO_MARKS, raw["mark"]);
    return mark && Object.keys(raw).length === 1 ? { mark } : null;
  },
  draw: drawLogo,
});

/* ------------------------------------------------------------------------------------------------
 * site-social: social network glyphs.
 * ---------------------------------------------------------------------------------------------- */

const NETWORKS = ["instagram", "pinterest", "facebook", "youtube", "tiktok"] as const;
type Network = (typeof NETWORKS)[number];

function drawSocial(p: { network: Network }): string {
  const ring = `<circle cx="200" cy="200" r="186" fill="none" stroke="${INK}" stroke-width="10"/>`;
  switch (p.network) {
    case "instagram":
      return svg(
        `${ring}<rect x="118" y="118" width="164" height="164" rx="46" fill="none" stroke="${INK}" stroke-width="18"/><circle cx="200" cy="200" r="40" fill="none" stroke="${INK}" stroke-width="18"/><circle cx="246" cy="154" r="11" fill="${INK}"/>`,
      );
    case "pinterest":
      return svg(
        `${ring}<path d="M196 106 c -56 0 -84 40 -84 74 c 0 20 8 38 24 45 c 3 1 5 0 6 -3 l 3 -10 c 1 -3 0 -4 -2 -7 c -5 -6 -8 -13 -8 -24 c 0 -31 23 -59 61 -59 c 33 0 51 20 51 47 c 0 36 -16 66 -39 66 c -13 0 -23 -11 -19 -24 c 4 -16 11 -33 11 -44 c 0 -10 -5 -18 -16 -18 c -13 0 -23 13 -23 31 c 0 11 4 19 4 19 l -15 64 c -4 19 -1 42 0 44 c 0 1 2 2 3 1 c 1 -1 16 -20 21 -38 l 8 -32 c 4 8 16 15 29 15 c 38 0 64 -35 64 -81 c 0 -35 -30 -67 -76 -67 Z" fill="${INK}"/>`,
      );
    case "facebook":
      return svg(
        `${ring}<path d="M214 310 L 214 212 L 246 212 L 251 174 L 214 174 L 214 150 C 214 139 217 132 233 132 L 252 132 L 252 98 C 249 98 237 96 224 96 C 195 96 175 114 175 146 L 175 174 L 143 174 L 143 212 L 175 212 L 175 310 Z" fill="${INK}"/>`,
      );
    case "youtube":
      return svg(
        `${ring}<rect x="100" y="136" width="200" height="128" rx="34" fill="${INK}"/><path d="M180 168 L 236 200 L 180 232 Z" fill="#ffffff"/>`,
      );
    case "tiktok":
      return svg(
        `${ring}<path d="M214 96 L 250 96 C 252 124 270 144 298 146 L 298 182 C 280 182 264 177 250 168 L 250 240 C 250 278 222 306 186 306 C 150 306 122 278 122 242 C 122 206 150 178 186 178 C 190 178 194 178 198 179 L 198 216 C 194 214 190 214 186 214 C 170 214 158 226 158 242 C 158 258 170 270 186 270 C 202 270 214 258 214 242 Z" fill="${INK}"/>`,
      );
  }
}

registerRenderer<{ network: Network }>({
  kind: "site-social",
  parse(raw) {
    const network = oneOf(NETWORKS, raw["network"]);
    return network && Object.keys(raw).length === 1 ? { network } : null;
  },
  draw: drawSocial,
});
