import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * The types of the GraphQL documents the app sends, generated from the committed schema.graphql:
 * `npm run codegen` writes app/graphql/ (committed, so a clean checkout typechecks and builds without
 * running it); `npm run codegen:check` fails when the committed files are not what the schema and
 * documents give. Documents are written with `graphql(...)` from app/graphql/ beside the route or
 * component that uses them; fragments are plain (not masked): a component takes the fragment's type.
 */
const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["app/**/*.{ts,tsx}", "!app/graphql/**"],
  ignoreNoDocuments: false,
  // Relative imports inside app/graphql/ name their file, as everywhere in the app.
  importExtension: ".ts",
  pluckConfig: {
    // Only `graphql(...)` calls are documents; a string marked /* GraphQL */ is not picked up.
    gqlMagicComment: "graphql-codegen-document",
    globalGqlIdentifierName: ["graphql"],
  },
  generates: {
    "app/graphql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        onlyOperationTypes: true,
        // As the server's scalars answer them over JSON (server/graphql/builder.ts).
        scalars: {
          DateTime: { input: "string | Date", output: "string" },
          // Exact decimal text of an amount ("1250.00"): read into Money with fromDecimal (app/lib/money.ts).
          Decimal: "string",
          Locale: 'import("../../core/regions.ts").Locale',
        },
        strictScalars: true,
      },
    },
  },
};

export default config;
