import { LEGACY_STONE_ID_PATTERN, STONE_ID_ALPHABET, STONE_ID_PATTERN } from "../../../core/carat.ts";

/**
 * The JavaScript mirror of the SQL function stone_identifier (migration 0008): a stone's public
 * identifier is an affine bijection of its id modulo 31^8, written with eight characters of an
 * alphabet without look-alikes (no 0 or O, no 1, I or L: docs/product.md#stone-identifiers), the
 * least significant first. Identifiers made before (seven characters of 0-9 and A-Z, modulo 36^7)
 * still name their stone: `stoneIdOf` reads both, and a page reached by an old one moves to the new.
 */
const ALPHABET = STONE_ID_ALPHABET;
const BASE = BigInt(ALPHABET.length);
const LENGTH = 8;
const A = 774840979n;
const B = 423918244107n;
const M = BASE ** BigInt(LENGTH); // 31^8 = 852891037441

/** The identifiers made before: seven characters of 0-9 and A-Z, an affine map modulo 36^7. */
const LEGACY = { alphabet: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", base: 36n, length: 7, a: 122949851n, b: 21936950640n, m: 78364164096n };

export function stoneIdentifierOf(id: number): string {
  let x = (BigInt(id) * A + B) % M;
  let out = "";
  for (let i = 0; i < LENGTH; i++) {
    out += ALPHABET[Number(x % BASE)];
    x /= BASE;
  }
  return out;
}

/** The identifier the store gave a stone before identifiers left out look-alike characters. */
export function legacyStoneIdentifierOf(id: number): string {
  let x = (BigInt(id) * LEGACY.a + LEGACY.b) % LEGACY.m;
  let out = "";
  for (let i = 0; i < LEGACY.length; i++) {
    out += LEGACY.alphabet[Number(x % LEGACY.base)];
    x /= LEGACY.base;
  }
  return out;
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
const MAX_ROW_ID = 2_147_483_647n;

function decode(identifier: string, alphabet: string, base: bigint, a: bigint, b: bigint, m: bigint, aInverse: bigint): number | null {
  let x = 0n;
  for (let i = identifier.length - 1; i >= 0; i--) x = x * base + BigInt(alphabet.indexOf(identifier[i]!));
  const id = ((((x - b) % m) + m) % m) * aInverse % m;
  // Row ids are 32-bit integers: an identifier beyond them names no stone.
  return id >= 1n && id <= MAX_ROW_ID ? Number(id) : null;
}
const A_INVERSE = inverse(A, M);
const LEGACY_A_INVERSE = inverse(LEGACY.a, LEGACY.m);

/**
 * The row id an identifier stands for (the inverse of stoneIdentifierOf, or of the identifiers made
 * before), or null when the text is not an identifier. Lookups by identifier use it to reach the
 * primary key, so the table needs no index of its own on identifiers.
 */
export function stoneIdOf(identifier: string): number | null {
  if (STONE_ID_PATTERN.test(identifier)) return decode(identifier, ALPHABET, BASE, A, B, M, A_INVERSE);
  if (LEGACY_STONE_ID_PATTERN.test(identifier)) return decode(identifier, LEGACY.alphabet, LEGACY.base, LEGACY.a, LEGACY.b, LEGACY.m, LEGACY_A_INVERSE);
  return null;
}
