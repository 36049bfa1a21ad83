import { csvField } from "../db/copy.ts";
import { STONE_RECORD_COLUMNS, type StoneRecord } from "../services/stones/index.ts";

/**
 * Mapped stones as COPY rows, for files of millions of rows: the same text as stoneCsvLine
 * (services/stones/record.ts) without its per-field checks, gathered as bytes.
 */

const RECORD_KEYS = STONE_RECORD_COLUMNS.map(([k]) => k);

/**
 * Fields mapping has already checked against a vocabulary or a strict pattern (codes, stock and
 * certificate numbers): never empty, never a comma, quote or line break, so written as they are.
 */
const PLAIN_FIELDS = new Set<keyof StoneRecord>([
  "feed",
  "externalId",
  "category",
  "shape",
  "colour",
  "clarity",
  "cut",
  "polish",
  "symmetry",
  "fluorescence",
  "fancyColour",
  "intensity",
  "gemstoneType",
  "gemstoneColour",
  "colourGrade",
  "gemstoneClarity",
  "grade",
  "certGcal",
  "certGia",
  "certIgi",
]);
const PLAIN = RECORD_KEYS.map((k) => PLAIN_FIELDS.has(k));

/** A mapped stone as the CSV fields of COPY ... (FORMAT csv), in STONE_RECORD_COLUMNS order. */
export function recordCsv(record: StoneRecord): string {
  let out = "";
  for (let k = 0; k < RECORD_KEYS.length; k++) {
    const v = record[RECORD_KEYS[k]!];
    if (k) out += ",";
    if (v === null || v === undefined) continue;
    if (typeof v === "string") out += PLAIN[k] ? v : csvField(v);
    else if (typeof v === "number") out += String(v);
    else out += v ? "t" : "f";
  }
  return out;
}

/**
 * COPY text gathered as UTF-8 bytes, row by row. Gathering it as one string (+=) kept every row's
 * pieces alive until the chunk was sent, and then had to flatten and encode them: for 1,000,000 rows
 * that was several seconds of garbage collection and encoding, a third of the reading side's time.
 */
export class CopyChunk {
  /** Bytes a chunk gathers before it is sent. */
  static readonly SIZE = 1 << 20;
  private bytes = Buffer.allocUnsafe(CopyChunk.SIZE + 65_536);
  private at = 0;

  get size(): number {
    return this.at;
  }

  add(text: string): void {
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
    if (this.at + text.length * 3 > this.bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.at + text.length * 3));
      this.bytes.copy(larger, 0, 0, this.at);
      this.bytes = larger;
    }
    this.at += this.bytes.write(text, this.at);
  }

  /** The bytes gathered so far; the chunk starts again empty (the bytes handed out are not reused). */
  take(): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(this.bytes.buffer as ArrayBuffer, this.bytes.byteOffset, this.at);
    this.bytes = Buffer.allocUnsafe(CopyChunk.SIZE + 65_536);
    this.at = 0;
    return out;
  }
}
