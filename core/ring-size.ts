import type { Region } from "./regions.ts";

/**
 * Ring sizes (docs/product.md#ring-sizes): one size list with a stable id and a region-dependent label. UK, IE, AU and NZ
 * use letters A to Z with halves; US and CA numbers 3 to 13 in quarter sizes; EU, INT and ZA the inside
 * circumference in millimetres (to the nearest half millimetre).
 *
 * The id is the UK letter size in ASCII ("M", "M.5"): stable, cookie and URL safe. A ring-size select
 * uses option values "type|id" where type is RingSize or RecommendedRingSize (the recommended size is
 * what we make when the customer does not know theirs; it is resized free of charge).
 */

export type RingSizeSystem = "UK" | "US" | "EU";

export interface RingSize {
  readonly id: string;
  /** Inside circumference in millimetres. */
  readonly circumference: number;
  /** The UK letter size with a "½" for halves ("M½"). */
  readonly uk: string;
  /** The US size to the nearest quarter (6.25). */
  readonly us: number;
  /** The circumference to the nearest half millimetre (52.5). */
  readonly eu: number;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** UK A is 37.8 mm round the inside; each half size adds 0.625 mm. */
const UK_A_CIRCUMFERENCE = 37.8;
const HALF_SIZE_STEP = 0.625;
/** US size s has an inside diameter of 11.63 + 0.8128 s millimetres. */
const US_ZERO_DIAMETER = 11.63;
const US_STEP = 0.8128;

function usSizeOf(circumference: number): number {
  const exact = (circumference / Math.PI - US_ZERO_DIAMETER) / US_STEP;
  return Math.round(exact * 4) / 4;
}

export const RING_SIZES: readonly RingSize[] = Array.from({ length: LETTERS.length * 2 }, (_, i) => {
  const letter = LETTERS[Math.floor(i / 2)]!;
  const half = i % 2 === 1;
  const circumference = Math.round((UK_A_CIRCUMFERENCE + i * HALF_SIZE_STEP) * 1000) / 1000;
  return {
    id: half ? `${letter}.5` : letter,
    circumference,
    uk: half ? `${letter}½` : letter,
    us: usSizeOf(circumference),
    eu: Math.round(circumference * 2) / 2,
  };
});

const byId = new Map(RING_SIZES.map((s) => [s.id, s]));

/** A size from its id (case-insensitive, "m.5" is "M.5"); null when unknown. */
export function ringSizeById(id: string | null | undefined): RingSize | null {
  if (!id) return null;
  return byId.get(id.trim().toUpperCase()) ?? null;
}

/** Which labels a region shows. */
export function ringSizeSystem(region: Region): RingSizeSystem {
  switch (region) {
    case "UK":
    case "IE":
    case "AU":
    case "NZ":
      return "UK";
    case "US":
    case "CA":
      return "US";
    case "EU":
    case "INT":
    case "ZA":
      return "EU";
  }
}

const FRACTIONS: Record<number, string> = { 0: "", 0.25: "¼", 0.5: "½", 0.75: "¾" };

/** "6", "6¼", "6½", "6¾". */
function formatUsRingSize(us: number): string {
  const whole = Math.floor(us);
  return `${whole}${FRACTIONS[us - whole] ?? ""}`;
}

/** "52", "52.5". */
function formatEuRingSize(eu: number): string {
  return Number.isInteger(eu) ? String(eu) : eu.toFixed(1);
}

/** The label of a size in a region ("M½" in the UK, "6½" in the US, "53" in the EU). */
export function ringSizeLabel(size: RingSize, region: Region): string {
  switch (ringSizeSystem(region)) {
    case "UK":
      return size.uk;
    case "US":
      return formatUsRingSize(size.us);
    case "EU":
      return formatEuRingSize(size.eu);
  }
}

const US_MIN = 3;
const US_MAX = 13;

/**
 * The sizes offered in a region, smallest first. Letter regions get every size A to Z½. US regions get
 * sizes 3 to 13; where two half letter sizes round to the same quarter size, the one nearer the exact
 * quarter is kept, so every label appears once. Millimetre regions get every size (labels are distinct).
 */
export function ringSizesFor(region: Region): RingSize[] {
  const system = ringSizeSystem(region);
  if (system !== "US") return [...RING_SIZES];
  const best = new Map<number, RingSize>();
  for (const size of RING_SIZES) {
    if (size.us < US_MIN || size.us > US_MAX) continue;
    const current = best.get(size.us);
    const distance = (s: RingSize) => Math.abs((s.circumference / Math.PI - US_ZERO_DIAMETER) / US_STEP - s.us);
    if (!current || distance(size) < distance(current)) best.set(size.us, size);
  }
  return [...best.values()].sort((a, b) => a.circumference - b.circumference);
}

/** The size made when the customer does not know theirs: the most common one (UK L, US 6, 51.5 mm). */
export const RECOMMENDED_RING_SIZE_ID = "L";
export function recommendedRingSize(): RingSize {
  return byId.get(RECOMMENDED_RING_SIZE_ID)!;
}

/** Whether a size is one a region offers (its list, or the recommended size, made everywhere). */
export function isRingSizeOffered(id: string | null | undefined, region: Region): boolean {
  const size = ringSizeById(id);
  return size !== null && (size.id === RECOMMENDED_RING_SIZE_ID || ringSizesFor(region).includes(size));
}

const RING_SIZE_OPTION_TYPES = ["RecommendedRingSize", "RingSize"] as const;
type RingSizeOptionType = (typeof RING_SIZE_OPTION_TYPES)[number];

export interface RingSizeOption {
  type: RingSizeOptionType;
  /** A RING_SIZES id. */
  id: string;
}

/** "RingSize|M.5" / "RecommendedRingSize|L"; null unless the type and a known size id. */
export function parseRingSizeOption(value: string | null | undefined): RingSizeOption | null {
  if (!value) return null;
  const bar = value.indexOf("|");
  if (bar === -1) return null;
  const type = value.slice(0, bar);
  if (!(RING_SIZE_OPTION_TYPES as readonly string[]).includes(type)) return null;
  const size = ringSizeById(value.slice(bar + 1));
  if (!size) return null;
  if (type === "RecommendedRingSize" && size.id !== RECOMMENDED_RING_SIZE_ID) return null;
  return { type: type as RingSizeOptionType, id: size.id };
}

export function formatRingSizeOption(option: RingSizeOption): string {
  return `${option.type}|${option.id}`;
}

/** The message when no ring size is chosen (cleared once one is). */
export const RING_SIZE_REQUIRED_MESSAGE = "Please select a ring size";

export interface RingSizeSelectOption {
  value: string;
  label: string;
  type: RingSizeOptionType;
  size: RingSize;
}

/**
 * The options of a ring-size select in a region: the recommended size first ("Not sure? We'll send
 * L"), then every size offered there.
 */
export function ringSizeOptions(region: Region): RingSizeSelectOption[] {
  const recommended = recommendedRingSize();
  return [
    {
      value: formatRingSizeOption({ type: "RecommendedRingSize", id: recommended.id }),
      label: `Not sure? Recommended size (${ringSizeLabel(recommended, region)})`,
      type: "RecommendedRingSize" as const,
      size: recommended,
    },
    ...ringSizesFor(region).map((size) => ({
      value: formatRingSizeOption({ type: "RingSize", id: size.id }),
      label: ringSizeLabel(size, region),
      type: "RingSize" as const,
      size,
    })),
  ];
}
