import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The "may import" table of ARCHITECTURE.md, as eslint.config.js enforces it. */
const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("the layer table", () => {
  it("refuses an import the table does not allow", async () => {
    expect(await layerErrors("server/services/x.ts", 'import type { Violation } from "../graphql/errors.ts";\nexport type A = Violation;\n')).toEqual([
      expect.stringContaining("server/services may not import server/graphql"),
    ]);
    expect(await layerErrors("server/db/schema/x.ts", 'import type { ContentPageInput } from "../../services/content.ts";\nexport type A = ContentPageInput;\n')).toHaveLength(1);
    expect(await layerErrors("app/components/x.ts", 'import { CATALOGUE_KINDS } from "../../server/db/schema/catalogue.ts";\nexport const a = CATALOGUE_KINDS;\n')).toHaveLength(1);
    expect(await layerErrors("core/urls/x.ts", 'import { z } from "zod";\nexport const a = z;\n')).toHaveLength(1);
    expect(await layerErrors("server/feeds/x.ts", 'import type { StoneRecord } from "../services/stones/record.ts";\nexport type A = StoneRecord;\n')).toHaveLength(1);
  });

  it("allows what the table allows", async () => {
    expect(await layerErrors("server/services/x.ts", 'import type { Db } from "../db/client.ts";\nimport { CATALOGUE_KINDS } from "../../core/vocabulary/catalogue.ts";\nexport const a: [Db | null, unknown] = [null, CATALOGUE_KINDS];\n')).toEqual([]);
    expect(await layerErrors("server/feeds/x.ts", 'import type { StoneRecord } from "../services/stones/inventory.ts";\nexport type A = StoneRecord;\n')).toEqual([]);
    expect(await layerErrors("app/routes/x.server.ts", 'import { executeOperation } from "../../server/graphql/execute.ts";\nexport const a = executeOperation;\n')).toEqual([]);
  });
});
