import { describe, expect, it } from "vitest";
import { readCsv, type CsvRecord } from "./csv.ts";

async function parse(text: string, size = text.length): Promise<CsvRecord[]> {
  async function* chunks() {
    for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
  }
  const out: CsvRecord[] = [];
  for await (const r of readCsv(chunks())) out.push(r);
  return out;
}

describe("readCsv", () => {
  const text = '\ufeffa,b,c\r\n1,"two, ""quoted""",3\n"multi\nline",,x\n\nlast,row,"end"';
  const expected = [
    { line: 1, fields: ["a", "b", "c"] },
    { line: 2, fields: ["1", 'two, "quoted"', "3"] },
    { line: 3, fields: ["multi\nline", "", "x"] },
    { line: 6, fields: ["last", "row", "end"] },
  ];

  it("reads quoted fields, doubled quotes, CRLF, embedded newlines and skips blank lines", async () => {
    expect(await parse(text)).toEqual(expected);
  });

  it("gives the same records whatever the chunk boundaries", async () => {
    for (const size of [1, 2, 3, 5, 7, 11]) expect(await parse(text, size)).toEqual(expected);
  });

  it("keeps a trailing record without a newline and an empty last field", async () => {
    expect(await parse("a,b\n1,")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["1", ""] },
    ]);
  });
});
