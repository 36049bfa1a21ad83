import { registerRenderer } from "./registry.ts";
import {
  GEM_COLOUR_NAMES,
  IDENTITY,
  METAL_COLOUR_NAMES,
  Scene,
  add,
  band,
  meleeStone,
  mul,
  prong,
  renderScene,
  rim,
  ringScene,
  ringViewRotation,
  rotX,
  rotY,
  rotZ,
  stone,
  type GemColour,
  type MetalColour,
  type RingParams,
  type V3,
} from "./ring.ts";

/**
 * Jewellery drawn per product type: necklaces (pendant, drop, tennis, choker, chain, cluster,
 * lariat, charm), earrings (studs, hoops, drops, clusters, climbers), bracelets (bangle, tennis,
 * chain, cuff, charm, eternity) and rings (cocktail, stackable, signet, promise, cluster, eternity),
 * in the metal's colour with the piece's gemstone. Same scene and shading as the ring renderer.
 */

const JEWELLERY_KINDS = ["necklace", "earrings", "bracelet", "ring"] as const;
type JewelleryKind = (typeof JEWELLERY_KINDS)[number];
const JEWELLERY_STYLE_NAMES = [
  "pendant",
  "chain",
  "choker",
  "tennis",
  "lariat",
  "studs",
  "hoops",
  "drop",
  "climber",
  "cluster",
  "bangle",
  "cuff",
  "charm",
  "signet",
  "stackable",
  "cocktail",
  "promise",
  "eternity",
] as const;
type JewelleryStyleName = (typeof JEWELLERY_STYLE_NAMES)[number];
const JEWELLERY_VIEWS = ["angle", "front", "side", "top"] as const;
export type JewelleryView = (typeof JEWELLERY_VIEWS)[number];

export interface JewelleryParams extends Record<string, string | number> {
  type: JewelleryKind;
  style: JewelleryStyleName;
  metal: MetalColour;
  gem: GemColour | "none";
  view: JewelleryView;
}

// Pieces facing the viewer (+z): stones are modelled table up (+y), so turn them.
const FACE: ReturnType<typeof rotX> = rotX(90);

/** A stone facing the viewer with claws or a bezel, its girdle centred at `at`. */
function setStone(
  scene: Scene,
  shape: string,
  width: number,
  gem: GemColour,
  metal: MetalColour,
  at: V3,
  options: { bezel?: boolean; halo?: GemColour; turn?: number } = {},
): void {
  const m = mul(rotZ(options.turn ?? 0), FACE);
  if (gem === "pearl") {
    scene.sphere(at, width / 2, { gem: "pearl" });
    scene.place(rim(circle(width * 0.18), 1, -0.4, 0.2, metal), m, add(at, [0, width * 0.5, -width * 0.1]));
    return;
  }
  const st = stone(shape, width, gem, Math.round(at[0] * 10 + at[1] * 3));
  scene.place(st.scene, m, at);
  if (options.bezel) {
    scene.place(rim(st.info.girdle, 1.1, -st.info.pavilion * 0.4, st.info.crown * 0.3, metal, false), m, at);
  } else {
    const n = st.info.girdle.length;
    const claws =
      shape === "PEAR" || shape === "MARQUISE" || shape === "HEART"
        ? [0, Math.round(n * 0.4), Math.round(n * 0.6)]
        : [n / 8, (3 * n) / 8, (5 * n) / 8, (7 * n) / 8].map(Math.round);
    for (const i of claws) {
      const g = st.info.girdle[i % n]!;
      const out: V3 = [g[0] * 1.08, st.info.crown * 0.5, g[2] * 1.08];
      scene.place(prong([g[0] * 0.5, -st.info.pavilion * 0.5, g[2] * 0.5], out, Math.max(0.22, width * 0.06), metal), m, at);
    }
  }
  if (options.halo) {
    const d = Math.max(0.7, width * 0.2);
    const ring = st.info.girdle.map((g): V3 => {
      const l = Math.hypot(g[0], g[2]) || 1;
      return [g[0] + (g[0] / l) * d * 0.65, -0.1, g[2] + (g[2] / l) * d * 0.65];
    });
    scene.place(rim(ring, 1.12, -st.info.pavilion * 0.45, -d * 0.3, metal), m, at);
    const count = Math.max(10, Math.round((Math.PI * (width + d * 1.3)) / (d * 1.08)));
    for (let k = 0; k < count; k++) {
      const p = ring[Math.floor((k / count) * ring.length)]!;
      scene.place(meleeStone(d, options.halo, 200 + k), m, add(at, [p[0], -p[2], 0]), d * 2);
    }
  }
}

function circle(r: number, n = 14): V3[] {
  return Array.from({ length: n }, (_, i) => [Math.cos((i / n) * Math.PI * 2) * r, 0, Math.sin((i / n) * Math.PI * 2) * r] as V3);
}

/** A chain between points: a fine metal line with beads marking the links. */
function chain(scene: Scene, points: V3[], metal: MetalColour, gauge = 0.45): void {
  scene.line(points, gauge, metal);
  let carry = 0;
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const d = Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
    for (let t = carry; t < d; t += gauge * 2.2) {
      const k = t / d;
      scene.sphere([a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k + 0.05], gauge * 0.62, { metal });
      carry = t + gauge * 2.2 - d;
    }
  }
}

/** A necklace's V of chain converging on (0, 0) from the top corners. */
function necklaceArms(spread: number, height: number, n = 24): [V3[], V3[]] {
  const arm = (side: number) =>
    Array.from({ length: n + 1 }, (_, i): V3 => {
      const t = i / n;
      return [side * spread * Math.pow(t, 0.8), height * t * t * 0.35 + height * t * 0.65, 0];
    });
  return [arm(-1), arm(1)];
}

function bail(scene: Scene, at: V3, metal: MetalColour, r = 1): void {
  scene.place(band({ radius: r, width: 0.8, thickness: 0.45, metal, segments: 20 }), rotY(90), at);
}

/** A necklace chain with a bail at its lowest point (the origin), for a pendant to hang from. */
function pendantChain(scene: Scene, metal: MetalColour): void {
  const [l, r] = necklaceArms(14, 26);
  chain(scene, l, metal);
  chain(scene, r, metal);
  bail(scene, [0, 0, 0], metal);
}

function necklace(p: JewelleryParams): Scene {
  const s = new Scene();
  const gem = p.gem === "none" ? "diamond" : p.gem;
  switch (p.style) {
    case "tennis":
    case "choker": {
      const r = p.style === "choker" ? 24 : 30;
      const from = p.style === "choker" ? Math.PI * 1.1 : Math.PI * 1.15;
      const to = Math.PI * 1.9;
      const count = p.style === "choker" ? 26 : 30;
      for (let i = 0; i <= count; i++) {
        const a = from + ((to - from) * i) / count;
        const size = p.style === "choker" ? 2.4 + 1.2 * Math.sin(((a - from) / (to - from)) * Math.PI) : 2.2;
        setStone(s, "ROUND", size, i % 2 && p.gem !== "diamond" ? "diamond" : gem, p.metal, [Math.cos(a) * r, Math.sin(a) * r + r, 0], {
          bezel: p.style === "choker",
        });
      }
      const [l, rr] = necklaceArms(18, 10, 8);
      chain(
        s,
        l.map((v): V3 => [v[0] + Math.cos(from) * r, v[1] + Math.sin(from) * r + r, v[2]]),
        p.metal,
      );
      chain(
        s,
        rr.map((v): V3 => [v[0] + Math.cos(to) * r, v[1] + Math.sin(to) * r + r, v[2]]),
        p.metal,
      );
      return s;
    }
    case "chain": {
      const [l, r] = necklaceArms(16, 30);
      chain(s, l, p.metal, 0.8);
      chain(s, r, p.metal, 0.8);
      if (p.gem !== "none") setStone(s, "ROUND", 3, gem, p.metal, [0, -2.2, 0.3], { bezel: true });
      return s;
    }
    case "lariat": {
      const [l, r] = necklaceArms(16, 30);
      chain(s, l, p.metal);
      chain(s, r, p.metal);
      chain(
        s,
        [
          [0, 0, 0],
          [0, -14, 0],
        ],
        p.metal,
      );
      setStone(s, "PEAR", 4, gem, p.metal, [0, -17.5, 0.2], { turn: 180 });
      setStone(s, "ROUND", 2.2, gem, p.metal, [0, 0.6, 0.3], { bezel: true });
      return s;
    }
    case "cluster": {
      pendantChain(s, p.metal);
      setStone(s, "ROUND", 4, gem, p.metal, [0, -6.5, 0.5]);
      for (let k = 0; k < 7; k++) {
        const a = (k / 7) * Math.PI * 2;
        setStone(s, "ROUND", 2.6, p.gem === "diamond" ? "diamond" : k % 2 ? gem : "diamond", p.metal, [
          Math.cos(a) * 3.6,
          -6.5 + Math.sin(a) * 3.6,
          0.1,
        ]);
      }
      return s;
    }
    case "drop": {
      pendantChain(s, p.metal);
      setStone(s, "ROUND", 2.4, "diamond", p.metal, [0, -2.4, 0.3], { bezel: true });
      chain(
        s,
        [
          [0, -3.8, 0],
          [0, -7, 0],
        ],
        p.metal,
        0.35,
      );
      setStone(s, p.gem === "pearl" ? "ROUND" : "PEAR", 5.5, gem, p.metal, [0, -11.5, 0.4], { turn: 180 });
      return s;
    }
    case "charm": {
      pendantChain(s, p.metal);
      setStone(s, "HEART", 6, gem, p.metal, [0, -5.2, 0.4], { turn: 180, bezel: true });
      return s;
    }
    default: {
      // pendant
      pendantChain(s, p.metal);
      const shape =
        p.gem === "emerald"
          ? "EMERALD"
          : p.gem === "sapphire" || p.gem === "ruby"
            ? "OVAL"
            : p.gem === "aquamarine" || p.gem === "topaz"
              ? "PEAR"
              : "ROUND";
      setStone(s, shape, 5.5, gem, p.metal, [0, -4.6, 0.4], {
        turn: shape === "PEAR" ? 180 : 0,
        halo: p.gem !== "diamond" && p.gem !== "pearl" ? "diamond" : undefined,
      });
      return s;
    }
  }
}

function earring(p: JewelleryParams, side: number): Scene {
  const s = new Scene();
  const gem = p.gem === "none" ? "diamond" : p.gem;
  switch (p.style) {
    case "hoops": {
      const hoop = new Scene();
      hoop.place(
        band({ radius: 7, width: 1.6, thickness: 1.2, metal: p.metal, from: Math.PI * 0.58, to: Math.PI * 2.42 }),
        IDENTITY,
        [0, 0, 0],
      );
      if (p.gem !== "none") {
        for (let k = 0; k < 11; k++) {
          const a = Math.PI * 1.07 + (k / 10) * Math.PI * 0.86;
          hoop.place(meleeStone(1.05, gem, 300 + k), FACE, [Math.cos(a) * 7.6, Math.sin(a) * 7.6, 0.8]);
        }
      }
      s.place(hoop, rotY(side * 35), [0, 0, 0]);
      return s;
    }
    case "drop": {
      setStone(s, "ROUND", 3, "diamond", p.metal, [0, 0, 0]);
      chain(
        s,
        [
          [0, -1.8, 0],
          [0, -5, 0],
        ],
        p.metal,
        0.35,
      );
      setStone(s, p.gem === "pearl" ? "ROUND" : "PEAR", 5, gem, p.metal, [0, -9, 0.2], { turn: 180, bezel: p.gem !== "pearl" });
      return s;
    }
    case "cluster": {
      setStone(s, "ROUND", 2.8, gem, p.metal, [0, 0, 0.3]);
      for (let k = 0; k < 6; k++) {
        const a = (k / 6) * Math.PI * 2;
        setStone(s, "ROUND", 2.2, "diamond", p.metal, [Math.cos(a) * 2.7, Math.sin(a) * 2.7, 0]);
      }
      return s;
    }
    case "climber": {
      for (let k = 0; k < 5; k++) {
        const a = Math.PI * 0.95 - k * 0.36;
        setStone(s, "ROUND", 1.4 + k * 0.4, k === 4 ? gem : "diamond", p.metal, [side * Math.cos(a) * 7, -k * 3.1, 0], { bezel: true });
      }
      return s;
    }
    default:
      setStone(s, p.gem === "emerald" ? "EMERALD" : "ROUND", 5, gem, p.metal, [0, 0, 0], {
        halo: p.gem !== "diamond" && p.gem !== "pearl" && p.gem !== "none" ? "diamond" : undefined,
      });
      return s;
  }
}

function bracelet(p: JewelleryParams): Scene {
  const s = new Scene();
  const gem = p.gem === "none" ? "diamond" : p.gem;
  const R = 29;
  switch (p.style) {
    case "bangle":
    case "cuff":
    case "eternity": {
      const width = p.style === "cuff" ? 9 : p.style === "eternity" ? 3.2 : 4;
      const open = p.style === "cuff";
      s.place(
        band({
          radius: R,
          width,
          thickness: 2.2,
          metal: p.metal,
          segments: 120,
          from: open ? Math.PI * 0.62 : 0,
          to: open ? Math.PI * 2.38 : Math.PI * 2,
        }),
        rotX(90),
        [0, 0, 0],
      );
      if (p.gem !== "none") {
        const n = p.style === "eternity" ? 48 : 7;
        for (let k = 0; k < n; k++) {
          const a = p.style === "eternity" ? (k / n) * Math.PI * 2 : Math.PI * 1.5 + (k - 3) * 0.09;
          const pos: V3 = [Math.cos(a) * (R + 2.2), 0, -Math.sin(a) * (R + 2.2)];
          s.place(meleeStone(p.style === "eternity" ? 2.6 : 2.4, gem, 400 + k), mul(rotY((a * 180) / Math.PI), rotZ(-90)), pos);
        }
      }
      return s;
    }
    case "chain":
    case "charm": {
      const pts: V3[] = Array.from({ length: 73 }, (_, i) => {
        const a = (i / 72) * Math.PI * 2;
        return [Math.cos(a) * R, 0, Math.sin(a) * R];
      });
      chain(s, pts, p.metal, p.style === "chain" ? 1.1 : 0.7);
      if (p.style === "charm" || p.gem !== "none") {
        for (const [k, a] of [Math.PI * 0.35, Math.PI * 0.5, Math.PI * 0.65].entries()) {
          const st = stone(k === 1 ? "HEART" : "ROUND", 4.2, k === 1 ? gem : "diamond", 500 + k);
          s.place(st.scene, IDENTITY, [Math.cos(a) * R, 0.6, Math.sin(a) * R]);
          s.place(rim(st.info.girdle, 1.12, -st.info.pavilion * 0.4, st.info.crown * 0.3, p.metal, false), IDENTITY, [
            Math.cos(a) * R,
            0.6,
            Math.sin(a) * R,
          ]);
        }
      }
      return s;
    }
    default: {
      // tennis: a line of claw-set stones
      const n = 44;
      for (let k = 0; k < n; k++) {
        const a = (k / n) * Math.PI * 2;
        const at: V3 = [Math.cos(a) * R, 0, Math.sin(a) * R];
        const st = stone("ROUND", 3.4, k % 2 && p.gem !== "diamond" ? "diamond" : gem, 600 + k);
        s.place(st.scene, IDENTITY, at);
        s.place(rim(st.info.girdle, 1.06, -st.info.pavilion * 0.7, 0, p.metal, false), IDENTITY, at);
      }
      return s;
    }
  }
}

function ringPiece(p: JewelleryParams): RingParams {
  const gem = p.gem === "none" ? "diamond" : p.gem;
  const base: RingParams = {
    head: "solitaire",
    band: "plain",
    shape: "ROUND",
    metal: p.metal,
    gem,
    accent: "diamond",
    width: 20,
    carat: 8,
    view: "angle",
    frame: 0,
  };
  const view = p.view === "side" ? "side" : p.view === "top" ? "top" : p.view === "front" ? "front" : "angle";
  switch (p.style) {
    case "cocktail":
      return { ...base, head: "halo", shape: gem === "diamond" ? "CUSHION" : "OVAL", carat: 22, view };
    case "stackable":
      return { ...base, head: "none", band: p.gem === "none" ? "twisted" : "pave", shape: "", width: 16, accent: gem, view };
    case "signet":
      return { ...base, head: "signet", shape: "OVAL", width: 30, carat: 10, view };
    case "promise":
      return { ...base, head: "bezel", shape: gem === "diamond" ? "ROUND" : "HEART", carat: 4, width: 15, view };
    case "cluster":
      return { ...base, head: "cluster", carat: 5, accent: "diamond", view };
    case "eternity":
      return { ...base, head: "none", band: "eternity", shape: "", width: 22, accent: gem, view };
    default:
      return { ...base, view };
  }
}

function jewelleryRotation(p: JewelleryParams) {
  if (p.type === "bracelet") {
    switch (p.view) {
      case "front":
        return rotX(24);
      case "top":
        return rotX(80);
      case "side":
        return mul(rotX(12), rotY(50));
      default:
        return mul(rotX(48), rotY(-20));
    }
  }
  switch (p.view) {
    case "front":
      return IDENTITY;
    case "top":
      return rotX(-32);
    case "side":
      return rotY(-48);
    default:
      return mul(rotX(14), rotY(-26));
  }
}

function drawJewellery(p: JewelleryParams): string {
  if (p.type === "ring") {
    const r = ringPiece(p);
    const rotation = r.head === "none" && r.view === "angle" ? mul(rotX(58), rotY(-24)) : ringViewRotation(r.view, 0);
    return renderScene(ringScene(r), { rotation });
  }
  let scene: Scene;
  if (p.type === "necklace") scene = necklace(p);
  else if (p.type === "bracelet") scene = bracelet(p);
  else {
    scene = new Scene();
    const gap = p.style === "hoops" ? 11 : p.style === "climber" ? 8 : 7;
    scene.place(earring(p, -1), rotY(8), [-gap, 0, 0]);
    scene.place(earring(p, 1), rotY(-8), [gap, 0, 0]);
  }
  return renderScene(scene, { rotation: jewelleryRotation(p), margin: p.type === "necklace" ? 0.08 : 0.16 });
}

function oneOf<T extends string>(list: readonly T[], value: string | undefined): T | null {
  return value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : null;
}

registerRenderer<JewelleryParams>({
  kind: "jewellery",
  parse(raw) {
    const type = oneOf(JEWELLERY_KINDS, raw["type"]);
    const style = oneOf(JEWELLERY_STYLE_NAMES, raw["style"]);
    const metal = oneOf(METAL_COLOUR_NAMES, raw["metal"]);
    const gem = raw["gem"] === "none" ? "none" : oneOf(GEM_COLOUR_NAMES, raw["gem"]);
    const view = oneOf(JEWELLERY_VIEWS, raw["view"]);
    if (!type || !style || !metal || !gem || !view) return null;
    return { type, style, metal, gem, view };
  },
  draw: drawJewellery,
});
