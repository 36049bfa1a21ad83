/**
 * The JavaScript mirror of the SQL function stone_identifier (in the initial migration): a stone's public
 * 7-character identifier is an affine bijection of its id modulo 36^7, written in base 36 with the
 * least significant digit first.
 */
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const A = 122949851n;
const B = 21936950640n;
const M = 78364164096n; // 36^7

export function stoneIdentifierOf(id: number): string {
  let x = (BigInt(id) * A + B) % M;
  let out = "";
  for (let i = 0; i < 7; i++) {
    out += ALPHABET[Number(x % 36n)];
    x /= 36n;
  }
  return out;
}

/** The multiplicative inverse of A modulo M (A is coprime with 36^7 = 2^14 * 3^14). */
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
const A_INVERSE = inverse(A, M);
const MAX_ROW_ID = 2_147_483_647n;
const DIGIT = new Map([...ALPHABET].map((c, i) => [c, BigInt(i)]));

/**
 * The row id a 7-character identifier stands for (the inverse of stoneIdentifierOf), or null when
 * the text is not an identifier. Lookups by identifier use it to reach the primary key, so the table
 * needs no index of its own on identifiers.
 */
export function stoneIdOf(identifier: string): number | null {
  if (!/^[A-Z0-9]{7}$/.test(identifier)) return null;
  let x = 0n;
  for (let i = 6; i >= 0; i--) x = x * 36n + DIGIT.get(identifier[i]!)!;
  const id = (((x - B) % M) + M) % M * A_INVERSE % M;
  // Row ids are 32-bit integers: an identifier beyond them names no stone.
  return id >= 1n && id <= MAX_ROW_ID ? Number(id) : null;
}
