import { LEGACY_STONE_ID_PATTERN, STONE_ID_ALPHABET, STONE_ID_PATTERN } from "../../../core/carat.ts";

/**
 * The JavaScript mirror of the SQL function stone_identifier (migration 0008): a stone's public
 * identifier is an affine bijection of its id modulo 31^8, written with eight characters of an
 * alphabet without look-alikes (no 0 or O, no 1, I or L: docs/product.md#stone-identifiers), the
 * least significant first. Identifiers made before (seven characters of 0-9 and A-Z, modulo 36^7)
 * still name their stone: `stoneIdOf` reads both, and a page reached by an old one moves to the new.
 */
interface Scheme {
  alphabet: string;
  base: bigint;
  length: number;
  a: bigint;
  b: bigint;
  /** base ** length */
  m: bigint;
  /** The multiplicative inverse of a modulo m. */
  aInverse: bigint;
}

/** The multiplicative inverse of a modulo m (a is coprime with m). */
function inverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

function scheme(alphabet: string, length: number, a: bigint, b: bigint): Scheme {
  const base = BigInt(alphabet.length);
  const m = base ** BigInt(length);
  return { alphabet, base, length, a, b, m, aInverse: inverse(a, m) };
}

/** Eight characters of the alphabet without look-alikes, modulo 31^8 = 852891037441. */
const CURRENT = scheme(STONE_ID_ALPHABET, 8, 774840979n, 423918244107n);
/** The identifiers made before: seven characters of 0-9 and A-Z, an affine map modulo 36^7. */
const LEGACY = scheme("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", 7, 122949851n, 21936950640n);

function encode(id: number, s: Scheme): string {
  let x = (BigInt(id) * s.a + s.b) % s.m;
  let out = "";
  for (let i = 0; i < s.length; i++) {
    out += s.alphabet[Number(x % s.base)];
    x /= s.base;
  }
  return out;
}

const MAX_ROW_ID = 2_147_483_647n;

function decode(identifier: string, s: Scheme): number | null {
  let x = 0n;
  for (let i = identifier.length - 1; i >= 0; i--) x = x * s.base + BigInt(s.alphabet.indexOf(identifier[i]!));
  const id = (((((x - s.b) % s.m) + s.m) % s.m) * s.aInverse) % s.m;
  // Row ids are 32-bit integers: an identifier beyond them names no stone.
  return id >= 1n && id <= MAX_ROW_ID ? Number(id) : null;
}

export function stoneIdentifierOf(id: number): string {
  return encode(id, CURRENT);
}

/** The identifier the store gave a stone before identifiers left out look-alike characters. */
export function legacyStoneIdentifierOf(id: number): string {
  return encode(id, LEGACY);
}

/**
 * The row id an identifier stands for (the inverse of stoneIdentifierOf, or of the identifiers made
 * before), or null when the text is not an identifier. Lookups by identifier use it to reach the
 * primary key, so the table needs no index of its own on identifiers.
 */
export function stoneIdOf(identifier: string): number | null {
  if (STONE_ID_PATTERN.test(identifier)) return decode(identifier, CURRENT);
  if (LEGACY_STONE_ID_PATTERN.test(identifier)) return decode(identifier, LEGACY);
  return null;
}
