/**
 * A Bloom filter of strings: "possibly seen" or "certainly not seen", in a fixed few megabytes
 * however many keys go in (the import uses it to spot repeated stock numbers without keeping them all).
 */
export class BloomFilter {
  private readonly bits: Uint32Array;
  private readonly size: number;

  constructor(
    bitCount = 1 << 24,
    private readonly hashes = 7,
  ) {
    this.size = bitCount;
    this.bits = new Uint32Array(Math.ceil(bitCount / 32));
  }

  /** Adds a key; true when it may have been added before. */
  add(key: string): boolean {
    // Two FNV-1a style hashes combined (Kirsch-Mitzenmacher).
    let h1 = 0x811c9dc5;
    let h2 = 0x01000193;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h2 >>> 13);
    }
    h2 |= 1;
    let seen = true;
    for (let k = 0; k < this.hashes; k++) {
      const bit = ((h1 + Math.imul(k, h2)) >>> 0) % this.size;
      const word = bit >>> 5;
      const mask = 1 << (bit & 31);
      if ((this.bits[word]! & mask) === 0) {
        seen = false;
        this.bits[word]! |= mask;
      }
    }
    return seen;
  }
}
