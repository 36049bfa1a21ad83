import { describe, expect, it } from "vitest";
import { generateStones } from "../seed/stones.ts";
import { DEFAULT_RATES } from "../services/pricing.ts";
import { feedConfig } from "./config.ts";
import { describeErrors } from "../services/result.ts";
import { mapHeader, mapRow } from "./mapping.ts";
import { readCsv } from "./csv.ts";
import { sampleFeed } from "./sample.ts";

const COMPARED = [
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
  "crystal",
  "isTreated",
  "certGia",
  "certIgi",
  "certGcal",
  "canadaMark",
] as const;

async function* text(lines: string[]): AsyncGenerator<string> {
  yield lines.join("");
}

describe("sample feeds", () => {
  for (const style of ["rapnet", "idex"] as const) {
    it(`in ${style} style map back to the generated stones, coloured diamonds and gemstones included`, async () => {
      const config = feedConfig(style)!;
      const generated = [...generateStones(3000, 4)];
      const kinds = new Set<string>();
      let header: ReturnType<typeof mapHeader> | null = null;
      let i = 0;
      for await (const record of readCsv(text([...sampleFeed(style, 1500, 4)]))) {
        if (!header) {
          header = mapHeader(record.fields, config);
          continue;
        }
        const mapped = mapRow(record.fields, { config, columns: header, rates: DEFAULT_RATES });
        if (!mapped.ok) throw new Error(`line ${record.line}: ${describeErrors(mapped.errors)}`);
        const stone = generated[i++]!;
        for (const field of COMPARED) expect(mapped.value[field], `line ${record.line} ${field}`).toBe(stone[field]);
        expect(mapped.value.caratWeight).toBeCloseTo(stone.caratWeight, 2);
        expect(mapped.value.originCountry).toBe(stone.knownOrigin ? stone.originCountry : null);
        kinds.add(mapped.value.category);
      }
      expect(i).toBe(1500);
      expect([...kinds].sort()).toEqual(["DIAMOND", "FANCY_DIAMOND", "GEMSTONE", "LAB_GROWN_DIAMOND", "LAB_GROWN_FANCY_DIAMOND"]);
    });
  }
});
