import { describe, expect, it } from "vitest";
import { generateStones } from "../seed/stones.ts";
import { stoneCsvLine } from "../services/stones/index.ts";
import { CopyChunk, recordCsv } from "./rows.ts";

describe("COPY rows", () => {
  it("are the stone's CSV line", () => {
    for (const stone of generateStones(3000, 12)) expect(`${recordCsv(stone)}\n`).toBe(stoneCsvLine(stone));
  });

  it("gather text as UTF-8, a value longer than a chunk included", () => {
    const chunk = new CopyChunk();
    const long = "é".repeat(CopyChunk.SIZE);
    chunk.add("a,b\n");
    chunk.add(`${long}\n`);
    expect(chunk.size).toBe(4 + 2 * CopyChunk.SIZE + 1);
    expect(Buffer.from(chunk.take()).toString("utf8")).toBe(`a,b\n${long}\n`);
    expect(chunk.size).toBe(0);
  });
});
