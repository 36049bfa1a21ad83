import { describe, expect, it } from "vitest";
import { imageRecord, MAX_SIGNED, signedImageCount, verifySignature } from "./registry.ts";

/** The memo of signed images: bounded, and what it answers is what signing answers. */

const stone = (n: number) => ({ shape: "ROUND", carat: n, colour: "g" });

describe("signed images memo", () => {
  it("keeps at most MAX_SIGNED images however many a burst of pages signs", () => {
    for (let n = 0; n < MAX_SIGNED * 2 + 10; n++) imageRecord("stone", stone(n), "");
    expect(signedImageCount()).toBe(MAX_SIGNED);
  });

  it("answers the same record for an image signed again, whether still memoised or not", () => {
    const first = imageRecord("stone", stone(-1), "a stone");
    const again = imageRecord("stone", stone(-1), "a stone");
    expect(again.id).toBe(first.id);
    expect(again.urlTemplate).toBe(first.urlTemplate);
    // Push it out of the memo, then sign it again: the same id and URL.
    for (let n = 0; n < MAX_SIGNED + 1; n++) imageRecord("stone", stone(100_000 + n), "");
    const later = imageRecord("stone", stone(-1), "a stone");
    expect(later.id).toBe(first.id);
    expect(later.urlTemplate).toBe(first.urlTemplate);
  });

  it("signs URLs that verify, with a signature of 16 hex characters", () => {
    const { urlTemplate } = imageRecord("stone", stone(3), "");
    const match = /^\/media\/stone\/([0-9a-f]+)\/\{size\}\.\{format\}\?(.*)$/.exec(urlTemplate);
    expect(match?.[1]).toHaveLength(16);
    expect(verifySignature("stone", match![2]!, match![1]!)).toBe(true);
  });
});
