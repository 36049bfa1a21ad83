import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The "may import" table of ARCHITECTURE.md, as eslint.config.js enforces it. */
const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === "store/layers").map((m) => m.message);
}

describe("the layer table", () => {
  it("refuses an import the table does not allow", async () => {
    expect(
      await layerErrors("server/services/x.ts", 'import type { Violation } from "../graphql/errors.ts";\nexport type A = Violation;\n'),
    ).toEqual([expect.stringContaining("server/services may not import server/graphql")]);
    expect(
      await layerErrors(
        "server/db/schema/x.ts",
        'import type { ContentPageInput } from "../../services/content.ts";\nexport type A = ContentPageInput;\n',
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        "app/components/x.ts",
        'import { CATALOGUE_KINDS } from "../../server/db/schema/catalogue.ts";\nexport const a = CATALOGUE_KINDS;\n',
      ),
    ).toHaveLength(1);
    expect(await layerErrors("core/urls/x.ts", 'import { z } from "zod";\nexport const a = z;\n')).toHaveLength(1);
    expect(
      await layerErrors(
        "server/feeds/x.ts",
        'import type { StoneRecord } from "../services/stones/record.ts";\nexport type A = StoneRecord;\n',
      ),
    ).toHaveLength(1);
  });

  it("resolves an import from the file's own folder against the table", async () => {
    expect(
      await layerErrors("server/context.ts", 'import type { Limits } from "./services/rate-limit.ts";\nexport type A = Limits;\n'),
    ).toEqual([expect.stringContaining("server/context.ts, router-context.ts, env.ts may not import server/services")]);
    expect(await layerErrors("server/env.ts", 'import { startServer } from "./index.ts";\nexport const a = startServer;\n')).toEqual([
      expect.stringContaining("may not import server/app.ts"),
    ]);
    expect(await layerErrors("server/x.test.ts", 'import { a } from "./mail/x.ts";\nexport const b = a;\n')).toEqual([]);
  });

  it("checks dynamic import() and every other way of naming a module", async () => {
    expect(await layerErrors("app/components/x.tsx", 'export const load = () => import("../../server/db/client.ts");\n')).toEqual([
      expect.stringContaining("app/ may not import server/db"),
    ]);
    expect(await layerErrors("server/services/x.ts", "export const load = () => import(`../http/context.ts`);\n")).toEqual([
      expect.stringContaining("server/services may not import server/http"),
    ]);
    expect(await layerErrors("server/media/x.ts", 'export * from "../db/client.ts";\n')).toHaveLength(1);
    expect(await layerErrors("server/media/x.ts", 'export { rowsOf } from "../db/sql.ts";\n')).toHaveLength(1);
    expect(await layerErrors("core/x.ts", 'export type A = typeof import("../server/env.ts");\n')).toHaveLength(1);
    expect(await layerErrors("core/x.ts", 'export const load = () => import("zod");\n')).toHaveLength(1);
    expect(await layerErrors("app/components/x.tsx", 'export const load = () => import("./y.tsx");\n')).toEqual([]);
  });

  it("lets other layers and domains use a service domain only through its public entry", async () => {
    expect(
      await layerErrors(
        "server/services/catalogue/x.ts",
        'import { inventoryVersion } from "../stones/engine.ts";\nexport const a = inventoryVersion;\n',
      ),
    ).toEqual([
      expect.stringContaining(
        "server/services may use server/services/stones only through its public entry, server/services/stones/index.ts",
      ),
    ]);
    expect(
      await layerErrors(
        "server/services/x.ts",
        'import { cheapestPrices } from "./catalogue/cheapest.ts";\nexport const a = cheapestPrices;\n',
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        "server/graphql/x.ts",
        'import type { Certificate } from "../services/stones/view.ts";\nexport type A = Certificate;\n',
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors("server/graphql/x.ts", 'export const load = () => import("../services/accounts/passkeys.ts");\n'),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        "app/routes/x.server.ts",
        'import { priceFn } from "../../server/services/stones/prices.ts";\nexport const a = priceFn;\n',
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        "server/seed/x.ts",
        'import { madeToOrderListPrice } from "../services/stones/prices.ts";\nexport const a = madeToOrderListPrice;\n',
      ),
    ).toHaveLength(1);
    // The domain's own modules, its public entry and top-level service modules stay open.
    expect(await layerErrors("server/services/stones/x.ts", 'import { priceFn } from "./prices.ts";\nexport const a = priceFn;\n')).toEqual(
      [],
    );
    expect(
      await layerErrors(
        "server/services/catalogue/x.ts",
        'import { priceFn } from "../stones/index.ts";\nimport { salePrice } from "../pricing.ts";\nexport const a = [priceFn, salePrice];\n',
      ),
    ).toEqual([]);
  });

  it("lets a test beside server or app code use the test helpers, and nothing else of the layer may", async () => {
    const helpers = 'import { createTestDatabase } from "../../../tests/helpers/db.ts";\nexport const a = createTestDatabase;\n';
    expect(await layerErrors("server/services/accounts/x.test.ts", helpers)).toEqual([]);
    expect(await layerErrors("app/components/ui/x.test.ts", helpers)).toEqual([]);
    expect(await layerErrors("server/services/accounts/x.ts", helpers)).toEqual([
      expect.stringContaining("server/services may not import tests/"),
    ]);
    expect(
      await layerErrors(
        "core/urls/x.test.ts",
        'import { createTestDatabase } from "../../tests/helpers/db.ts";\nexport const a = createTestDatabase;\n',
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        "server/services/accounts/x.test.ts",
        'import { executeOperation } from "../../graphql/execute.ts";\nexport const a = executeOperation;\n',
      ),
    ).toHaveLength(1);
  });

  it("lets mail templates read the store's words and nothing else of app/", async () => {
    expect(
      await layerErrors(
        "server/mail/x.ts",
        'import { mailEnGb } from "../../app/i18n/mail/en-gb.ts";\nimport { createTranslator } from "../../app/lib/intl.tsx";\nexport const a = [mailEnGb, createTranslator];\n',
      ),
    ).toEqual([]);
    expect(
      await layerErrors("server/mail/x.ts", 'import { Link } from "../../app/components/ui/Link.tsx";\nexport const a = Link;\n'),
    ).toEqual([expect.stringContaining("server/mail may not import app/ beyond its words")]);
  });

  it("allows what the table allows", async () => {
    expect(
      await layerErrors(
        "server/services/x.ts",
        'import type { Db } from "../db/client.ts";\nimport { CATALOGUE_KINDS } from "../../core/vocabulary/catalogue.ts";\nexport const a: [Db | null, unknown] = [null, CATALOGUE_KINDS];\n',
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        "server/feeds/x.ts",
        'import type { StoneRecord } from "../services/stones/index.ts";\nexport type A = StoneRecord;\n',
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        "app/routes/x.server.ts",
        'import { executeOperation } from "../../server/graphql/execute.ts";\nexport const a = executeOperation;\n',
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        "app/entry.server.tsx",
        'import { executeOperation } from "../server/graphql/execute.ts";\nexport const a = executeOperation;\n',
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        "server/context.ts",
        'import type { Db } from "./db/client.ts";\nimport { env } from "./env.ts";\nexport const a: [Db | null, unknown] = [null, env];\n',
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        "scripts/x.ts",
        'import { allocateIndex } from "../server/services/stones/engine.ts";\nexport const a = allocateIndex;\n',
      ),
    ).toEqual([]);
  });
});
